import type { ThirdPartyCompany, User } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { applyAppSync } from '../store/pullWriter';
import { beginSession } from '../store/session';
import { getSetting } from '../store/settings';
import {
  assignChainToProviders,
  assignIssuesToProvider,
  assignIssuesToUser,
  removeAssignedIssues,
  transferIssues,
} from './assignmentCommands';
import { discardCommand } from './discard';
import { addProviders, removeProviders } from './providerCommands';

const provider = (id: number): ThirdPartyCompany => ({
  id,
  company_name: `Provider ${id}`,
  company_tag: `P${id}`,
  company_type: 'thirdParty',
  vegetationIssues: [{ id: 99 }],
});

const crewMember: User = {
  id: 30,
  user_name: 'crew',
  email: 'crew@example.com',
  first_name: 'Cam',
  last_name: 'Crew',
  userRoleId: 3,
  is_active: true,
  companyId: 8,
  assignedIssues: [],
  assetIds: [],
};

/** Chain 1 (original 1, follow-ups 2 and 3) and chain 4 on its own. */
async function storeChains(changes: Partial<ReturnType<typeof issueFixture>> = {}) {
  await db.issues.bulkPut([
    issueFixture({ id: 1, ...changes }),
    issueFixture({ id: 2, original_issue_id: 1, ...changes }),
    issueFixture({ id: 3, original_issue_id: 1, ...changes }),
    issueFixture({ id: 4, ...changes }),
  ]);
}

const column = async (field: 'thirdPartyCompanyIds' | 'assignedUserIds') =>
  Object.fromEntries((await db.issues.toArray()).map((i) => [i.id, i[field]]));

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await beginSession(7);
});

describe('assignment commands', () => {
  it('assign to a provider on every row of the chain, and a discard puts the rows back', async () => {
    await storeChains();
    await assignIssuesToProvider(1, { original_issue_ids: [1], company_id: 8 });
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [8], 2: [8], 3: [8], 4: [] });
    const [command] = await db.outbox.toArray();
    expect(command).toMatchObject({ call: 'providersSaveAssigned', assetId: 1 });

    await discardCommand(command.seq!);
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [], 2: [], 3: [], 4: [] });
  });

  it('set the service providers of one issue on every row of its chain, the rows read in the command', async () => {
    await storeChains({ thirdPartyCompanyIds: [8] });
    await assignChainToProviders({ originalId: 1, assetId: 1 }, [9, 10]);
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [9, 10], 2: [9, 10], 3: [9, 10], 4: [8] });
    const [command] = await db.outbox.toArray();
    expect(command).toMatchObject({
      call: 'providersTableSaveAssigned',
      input: { original_issue_id: 1, company_ids: [9, 10] },
    });
    await discardCommand(command.seq!);
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [8], 2: [8], 3: [8], 4: [8] });
  });

  it('transfer moves whole chains from one provider to the others', async () => {
    await storeChains({ thirdPartyCompanyIds: [8] });
    await transferIssues(1, {
      transfer_issue_ids: [1],
      transfer_from_company_id: 8,
      transfer_to_company_ids: [9, 10],
    });
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [9, 10], 2: [9, 10], 3: [9, 10], 4: [8] });
  });

  it('assign to and take back from a field user on every row of the chain', async () => {
    await storeChains();
    await assignIssuesToUser(1, { userId: 30, issueIds: [1, 4] });
    expect(await column('assignedUserIds')).toEqual({ 1: [30], 2: [30], 3: [30], 4: [30] });
    await removeAssignedIssues(1, { delete_issue_ids: [1], client_field_user_id: 30 });
    expect(await column('assignedUserIds')).toEqual({ 1: [], 2: [], 3: [], 4: [30] });
    await removeAssignedIssues(1, { delete_issue_ids: [4], third_party_company_id: 8 });
    expect(await column('assignedUserIds')).toEqual({ 1: [], 2: [], 3: [], 4: [30] });
  });
});

describe('provider commands', () => {
  it('adding shows the providers at once with no issues; a discard takes them away again', async () => {
    await addProviders(1, [provider(8), provider(9)]);
    expect(await db.thirdPartyCompanies.toArray()).toEqual([
      { ...provider(8), vegetationIssues: [] },
      { ...provider(9), vegetationIssues: [] },
    ]);
    const [command] = await db.outbox.toArray();
    expect(command).toMatchObject({ call: 'providersSave', input: { third_party_company_ids: [8, 9] } });
    await discardCommand(command.seq!);
    expect(await db.thirdPartyCompanies.count()).toBe(0);
  });

  it('removing unassigns the provider and its crew from every issue; a discard restores all of it', async () => {
    await db.thirdPartyCompanies.bulkPut([provider(8), provider(9)]);
    await db.users.put(crewMember);
    await storeChains({ thirdPartyCompanyIds: [8, 9], assignedUserIds: [30, 31] });
    const before = await db.issues.toArray();

    await removeProviders(1, [8]);
    expect((await db.thirdPartyCompanies.toArray()).map((c) => c.id)).toEqual([9]);
    expect(await column('thirdPartyCompanyIds')).toEqual({ 1: [9], 2: [9], 3: [9], 4: [9] });
    expect(await column('assignedUserIds')).toEqual({ 1: [31], 2: [31], 3: [31], 4: [31] });

    const [command] = await db.outbox.toArray();
    await discardCommand(command.seq!);
    expect((await db.thirdPartyCompanies.toArray()).map((c) => c.id)).toEqual([8, 9]);
    expect(await db.issues.toArray()).toEqual(before);
  });

  it('an app pull keeps a provider a queued command removed away until the command is through', async () => {
    await db.thirdPartyCompanies.bulkPut([provider(8)]);
    await removeProviders(1, [8]);
    const owner = (await getSetting('session'))!;
    await applyAppSync(
      owner,
      {
        since: '2026-06-01T10:00:00.000Z',
        company: { id: 1, company_name: 'Acme', company_tag: 'ACM', company_type: 'client' },
        users: [],
        assets: [],
        thirdPartyCompanies: [provider(8), provider(9)],
        removed: { assets: [], users: [], thirdPartyCompanies: [] },
      },
      true,
    );
    expect((await db.thirdPartyCompanies.toArray()).map((c) => c.id)).toEqual([9]);
  });
});
