import type { AlertType } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignChainToCompany, insertIssueRow } from '../../../test/directRows';
import { type DroppedMail, readMailDrop } from '../../../test/mailDrop';
import { call, type TestApp } from '../../../test/testApp';
import { insertUser, setupWorld, type TestUser, type World } from '../../../test/world';
import { deliverIssueAlert } from './alertDelivery';

let app: TestApp;
let world: World;
let original: number;
let followUp: number;

async function subscribe(user: TestUser, alertType: AlertType): Promise<void> {
  const res = await call(app, 'alertsCreate', { userId: user.id, alert_type: alertType }, user.token);
  expect(res.status).toBe(200);
}

setupWorld(async (started) => {
  ({ app, world } = started);
  const { client, provider, rival } = world;
  await subscribe(client.admin, 'New Issue');
  await subscribe(client.field, 'New Issue');
  await subscribe(rival.admin, 'New Issue');
  for (const type of ['Issue Complete', 'Issue Deleted Notification', 'Assigned Issue'] as const) {
    await subscribe(provider.admin, type);
  }
  original = await insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
  });
  followUp = await insertIssueRow(app.context.db, {
    assetId: client.assetId,
    areaId: client.areaIds[0],
    userId: client.field.id,
    originalIssueId: original,
    hasIssue: false,
    riskScore: 0,
    inspectionDate: '2026-07-02T14:05:00Z',
  });
  await assignChainToCompany(app.context.db, original, provider.companyId);
});

/** The mails written while `action` ran. */
async function mailsDuring(action: () => Promise<void>): Promise<DroppedMail[]> {
  const before = (await readMailDrop(app)).length;
  await action();
  return (await readMailDrop(app)).slice(before);
}

describe('deliverIssueAlert', () => {
  it('New Issue: mails the owner’s subscribed users who can open the asset, not the creator', async () => {
    const { client } = world;
    // A subscribed field user without the asset must not hear about it.
    const outsider = await insertUser(app, app.context.db, {
      companyId: client.companyId,
      username: 'acme-outsider',
      roleId: 3,
    });
    await subscribe(outsider, 'New Issue');
    const mails = await mailsDuring(() =>
      deliverIssueAlert(app.context, { kind: 'New Issue', issueId: original }),
    );
    expect(mails.map((m) => m.to)).toEqual([client.admin.email]);
    expect(mails[0].subject).toBe(`Verge: new vegetation issue ${original} on Acme Pipelines Pipeline`);
    expect(mails[0].text).toContain('A new vegetation issue was logged:');
    expect(mails[0].text).toContain('Type: Weeds');
    expect(mails[0].text).toContain('Status: Open');
    expect(mails[0].text).toContain(`/vegetation-issues?issueId=${original}`);
    expect(mails[0].text).toContain("subscribed to the 'New Issue' alert");
  });

  it('Issue Complete: mails the subscribed users of the providers the chain is assigned to', async () => {
    const mails = await mailsDuring(() =>
      deliverIssueAlert(app.context, { kind: 'Issue Complete', issueId: followUp }),
    );
    expect(mails.map((m) => m.to)).toEqual([world.provider.admin.email]);
    expect(mails[0].subject).toBe(`Verge: issue ${followUp} on Acme Pipelines Pipeline is resolved`);
    expect(mails[0].text).toContain('Risk: No Risk');
    expect(mails[0].text).toContain('Inspected: July 2 2026 14:05 UTC');
    expect(mails[0].text).toContain('Status: Resolved');
  });

  it('Issue Deleted Notification: mails providers about a hidden issue too', async () => {
    await app.context.db.execute(sql`UPDATE vegetation_issues SET hidden = true WHERE id = ${followUp}`);
    const mails = await mailsDuring(() =>
      deliverIssueAlert(app.context, { kind: 'Issue Deleted Notification', issueId: followUp }),
    );
    await app.context.db.execute(sql`UPDATE vegetation_issues SET hidden = false WHERE id = ${followUp}`);
    expect(mails.map((m) => m.to)).toEqual([world.provider.admin.email]);
    expect(mails[0].subject).toBe(`Verge: issue ${followUp} on Acme Pipelines Pipeline was deleted`);
  });

  it('Assigned Issue to a company: mails its subscribed users, naming the company', async () => {
    const mails = await mailsDuring(() =>
      deliverIssueAlert(app.context, {
        kind: 'Assigned Issue',
        to: 'company',
        assignments: [{ assigneeId: world.provider.companyId, issueId: original }],
      }),
    );
    expect(mails.map((m) => m.to)).toEqual([world.provider.admin.email]);
    expect(mails[0].subject).toBe('Verge: 1 issue assigned to Brush Busters');
  });

  it('mails nobody for an issue of a chain not assigned to any provider', async () => {
    const lone = await insertIssueRow(app.context.db, {
      assetId: world.client.assetId,
      areaId: world.client.areaIds[1],
      userId: world.client.admin.id,
    });
    const mails = await mailsDuring(() =>
      deliverIssueAlert(app.context, { kind: 'Issue Complete', issueId: lone }),
    );
    expect(mails).toEqual([]);
  });
});
