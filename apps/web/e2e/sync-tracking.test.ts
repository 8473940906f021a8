import { expect, test } from '@playwright/test';
import { MESSAGES, type VegetationIssue } from '@verge/domain';
import { adminToken, api, createClientWithAsset, unique, userToken } from './api';
import { readSetting, readTable } from './localStore';
import { logInAs } from './pages/session';

test('an area renamed elsewhere reaches the issues already on a device by an incremental pull', async ({
  page,
}) => {
  const client = await createClientWithAsset(1);
  const token = await userToken(client.username, client.password);
  const snapshot = await api('syncAsset', { assetId: client.assetId!, userId: client.userId }, token);
  const area = snapshot.areas[0];
  const comment = unique('Issue in a renamed area');
  await api(
    'issuesCreate',
    {
      uuid: crypto.randomUUID(),
      userId: client.userId,
      originalIssueId: null,
      thirdPartyCompanyIds: [],
      inspection_date: new Date().toISOString(),
      has_issue: true,
      veg_height: 0.8,
      risk_score: 5,
      area_size: 12,
      individual_count: 40,
      density: 3.33,
      gps_track: null,
      gps_point: { type: 'Point', coordinates: area.shape.coordinates[0][0] as [number, number] },
      action_required: true,
      comments: comment,
      areaId: area.id,
      actionTakenId: 1,
      distributionId: 2,
      physiologicalStageId: 4,
      issueTypeId: 1,
      vegetationTypeId: null,
      proximityId: null,
      near_low_point_drain: null,
      speciesIds: [1],
      actionsRequiredIds: [20],
    },
    token,
  );

  // The device pulls the asset whole at login, with the area's first name on the issue.
  await logInAs(page, client.username, client.password);
  const held = () =>
    readTable<VegetationIssue>(page, 'issues').then((rows) => rows.find((i) => i.comments === comment));
  expect((await held())?.area).toBe(area.name);
  expect(await readSetting(page, 'selectedAssetId')).toBe(client.assetId);
  const cursor = (await readTable<{ key: string; since: string | null }>(page, 'syncCursors')).find(
    (m) => m.key === String(client.assetId),
  );
  expect(cursor?.since).toBeTruthy();

  // Renamed on the server; the device's next pull is incremental and brings the issue with the new name.
  const renamed = unique('Renamed area');
  await api('adminUpdateArea', { id: area.id, name: renamed }, await adminToken());
  await page.reload();
  await expect.poll(async () => (await held())?.area, { timeout: 30_000 }).toBe(renamed);
  await page.goto('/vegetation-issues');
  await expect(page.getByRole('main').getByText(renamed).first()).toBeVisible();
});

test('a service-provider relation ended by the client takes the client’s asset off the contractor’s device', async ({
  page,
}) => {
  const client = await createClientWithAsset(1);
  const admin = await adminToken();
  const provider = await api(
    'adminCreateCompany',
    { company_name: unique('E2E Contractor'), company_tag: 'CON', company_type: 'thirdParty' },
    admin,
  );
  const username = unique('e2e.contractor').replace(/\s+/g, '.').toLowerCase();
  await api(
    'adminCreateUser',
    {
      company_id: provider.id,
      user_name: username,
      email: `${username}@e2e.verge.local`,
      first_name: 'Cory',
      last_name: 'Contractor',
      password: 'e2e-pass-1',
      user_role: 'Admin',
    },
    admin,
  );
  const clientToken = await userToken(client.username, client.password);
  await api('providersSave', { third_party_company_ids: [provider.id] }, clientToken);

  await logInAs(page, username, 'e2e-pass-1');
  await expect(page.getByRole('combobox', { name: 'Asset' })).toHaveText(client.assetName);
  expect((await readTable<{ id: number }>(page, 'assets')).map((a) => a.id)).toEqual([client.assetId]);

  await api('providersDelete', { third_party_company_ids: [provider.id] }, clientToken);
  await page.reload();
  await expect
    .poll(async () => (await readTable<{ id: number }>(page, 'assets')).map((a) => a.id), { timeout: 30_000 })
    .toEqual([]);
  await expect(page.getByText(MESSAGES.companyNoAssets)).toBeVisible();
});
