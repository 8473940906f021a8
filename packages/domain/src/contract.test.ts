import { describe, expect, it } from 'vitest';
import { type CallName, contract } from './contract';

describe('contract', () => {
  const entries = Object.entries(contract) as [CallName, (typeof contract)[CallName]][];

  it('names each method and path once', () => {
    const keys = entries.map(([, d]) => `${d.method} ${d.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('covers every call of spec 1 §7 and spec 2 §7', () => {
    const paths = new Set(entries.map(([, d]) => `${d.method} ${d.path}`));
    const specCalls = [
      'POST /admin/login',
      'GET /admin/logout',
      'POST /admin/createCompany',
      'POST /admin/createUser',
      'GET /admin/allCompanies',
      'POST /login',
      'POST /alerts/create',
      'POST /alerts/get',
      'POST /alerts/remove',
      'POST /users/create',
      'POST /users/toggleUserActivation',
      'POST /users/assignAssets',
      'POST /users/assignIssues',
      'POST /vegetationIssues',
      'POST /vegetationIssues/update',
      'POST /vegetationIssues/delete',
      'GET /vegetationIssues/pdf',
      'GET /vegetationIssues/image',
      'POST /photos/upload',
      'POST /photos/upload-add-existing',
      'POST /photos/remove',
      'POST /subAssets/create',
      'GET /subAssets/getSubAsset',
      'POST /subAssets/editSubAsset',
      'POST /subAssets/assignAreaToSubAsset',
      'POST /subAssets/removeAreaFromSubAsset',
      'POST /culverts/create',
      'POST /culverts/update',
      'POST /culvertInspections',
      'POST /culvertInspections/update',
      'POST /culvertInspections/delete',
      'POST /reset-password-request',
      'POST /reset-password-submission',
      'POST /users/feedback',
      'GET /thirdPartyCompanies/getCompanyRelations',
      'GET /thirdPartyCompanies/getThirdPartyCompanies',
      'POST /thirdPartyCompanies/saveCompanies',
      'POST /thirdPartyCompanies/saveAssignedIssues',
      'POST /thirdPartyCompanies/tableSaveAssignedIssues',
      'POST /thirdPartyCompanies/delete',
      'POST /thirdPartyCompanies/transferIssues',
      'POST /thirdPartyCompanies/deleteAssignedIssue',
      'GET /speciesCustomization/getAssetSpeciesLists',
      'POST /speciesCustomization/addNewSpecies',
      'POST /speciesCustomization/delete',
      'GET /update',
      'GET /update/asset',
      'GET /update/relations',
    ];
    expect(specCalls.filter((c) => !paths.has(c))).toEqual([]);
  });

  it('leaves only login, health, the client config and password reset open', () => {
    const open = entries.filter(([, d]) => d.auth === 'open').map(([n]) => n);
    expect(open.sort()).toEqual(
      [
        'adminLogin',
        'clientConfig',
        'health',
        'login',
        'resetPasswordRequest',
        'resetPasswordSubmission',
      ].sort(),
    );
  });

  it('keeps the platform-admin calls for the super user', () => {
    for (const [name, d] of entries) {
      if (d.path.startsWith('/admin/') && name !== 'adminLogin') expect(d.auth, name).toBe('super');
    }
  });
});
