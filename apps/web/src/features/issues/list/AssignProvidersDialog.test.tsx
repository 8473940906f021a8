import { cleanup, render, screen } from '@testing-library/react';
import type { ThirdPartyCompany } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAsClient, TestProviders } from '../../../../test/testProviders';
import { db } from '../../../core/store/db';
import { AssignProvidersDialog } from './AssignProvidersDialog';

const checkbox = async () =>
  (await screen.findByRole('checkbox', { name: 'Clearcut Vegetation Services' })) as HTMLInputElement;

const provider: ThirdPartyCompany = {
  id: 31,
  company_name: 'Clearcut Vegetation Services',
  company_tag: 'CC',
  company_type: 'thirdParty',
  vegetationIssues: [],
};

describe('assign to service providers dialog', () => {
  afterEach(async () => {
    cleanup();
    await Promise.all([db.settings.clear(), db.issues.clear(), db.thirdPartyCompanies.clear()]);
  });

  it('presets the providers the local store holds for the issue, whatever a list last drew', async () => {
    await signInAsClient(1);
    await db.thirdPartyCompanies.put(provider);
    // The row a list drew before the assignment was stored: no providers.
    await db.issues.put(issueFixture({ id: 4, areaId: 7 }));
    const { rerender } = render(<AssignProvidersDialog issueId={4} onClose={vi.fn()} />, {
      wrapper: TestProviders,
    });
    expect((await checkbox()).checked).toBe(false);

    // Closed, the assignment stored, and opened again from the same (not yet redrawn) row of the list.
    rerender(<AssignProvidersDialog issueId={null} onClose={vi.fn()} />);
    await db.issues.update(4, { thirdPartyCompanyIds: [provider.id] });
    rerender(<AssignProvidersDialog issueId={4} onClose={vi.fn()} />);
    expect((await checkbox()).checked).toBe(true);
  });
});
