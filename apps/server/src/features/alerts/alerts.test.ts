import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { rows } from '../../db/sql';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

const stored = (userId: number) =>
  rows<{ alert_type: string }>(
    app.context.db,
    sql`SELECT alert_type FROM alerts WHERE user_id = ${userId} ORDER BY id`,
  );

describe('alertsCreate', () => {
  it('lets an admin subscribe a user of the company and a user subscribe themselves', async () => {
    const { client, provider } = world;
    const byAdmin = await call(
      app,
      'alertsCreate',
      { userId: client.field.id, alert_type: 'New Issue' },
      client.admin.token,
    );
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.success).toBe(true);
    const own = await call(
      app,
      'alertsCreate',
      { userId: provider.field.id, alert_type: 'Issue Complete' },
      provider.field.token,
    );
    expect(own.status).toBe(200);
    expect(await stored(client.field.id)).toEqual([{ alert_type: 'New Issue' }]);
    expect(await stored(provider.field.id)).toEqual([{ alert_type: 'Issue Complete' }]);
  });

  it('answers 409 for a type already held', async () => {
    const input = { userId: world.client.field.id, alert_type: 'New Issue' as const };
    const again = await call(app, 'alertsCreate', input, world.client.field.token);
    expect(again.status).toBe(409);
    expect(await stored(world.client.field.id)).toHaveLength(1);
  });

  it('answers 400 for a type the company may not hold and for an unknown type', async () => {
    const wrongKind = { userId: world.client.admin.id, alert_type: 'Assigned Issue' as const };
    const res = await call(app, 'alertsCreate', wrongKind, world.client.admin.token);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe("The alert 'Assigned Issue' is not available to this company");
    const providerSummary = {
      userId: world.provider.admin.id,
      alert_type: 'Service Provider Summary' as const,
    };
    expect((await call(app, 'alertsCreate', providerSummary, world.provider.admin.token)).status).toBe(400);
    const unknown = { userId: world.client.admin.id, alert_type: 'Weekly Weather' };
    expect((await call(app, 'alertsCreate', unknown as never, world.client.admin.token)).status).toBe(400);
    expect(await stored(world.client.admin.id)).toEqual([]);
  });

  it('answers 404 for another company’s user, 403 to a non-admin for a colleague, 401 without a token', async () => {
    const rival = { userId: world.rival.admin.id, alert_type: 'New Issue' as const };
    expect((await call(app, 'alertsCreate', rival, world.client.admin.token)).status).toBe(404);
    const colleague = { userId: world.client.admin.id, alert_type: 'New Issue' as const };
    expect((await call(app, 'alertsCreate', colleague, world.client.field.token)).status).toBe(403);
    expect((await call(app, 'alertsCreate', colleague)).status).toBe(401);
    expect(await stored(world.rival.admin.id)).toEqual([]);
    expect(await stored(world.client.admin.id)).toEqual([]);
  });
});

describe('alertsGet', () => {
  it('lists a user’s alerts for an admin of the company and for the user', async () => {
    const expected = [{ alert_type: 'New Issue', userId: world.client.field.id }];
    const byAdmin = await call(app, 'alertsGet', { userId: world.client.field.id }, world.client.admin.token);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject(expected);
    const own = await call(app, 'alertsGet', { userId: world.client.field.id }, world.client.field.token);
    expect(own.body).toEqual(byAdmin.body);
  });

  it('answers 404 across companies, 403 to a non-admin for a colleague, 400 and 401', async () => {
    expect(
      (await call(app, 'alertsGet', { userId: world.rival.field.id }, world.client.admin.token)).status,
    ).toBe(404);
    expect(
      (await call(app, 'alertsGet', { userId: world.client.admin.id }, world.client.field.token)).status,
    ).toBe(403);
    expect((await call(app, 'alertsGet', { userId: 'me' } as never, world.client.admin.token)).status).toBe(
      400,
    );
    expect((await call(app, 'alertsGet', { userId: world.client.field.id })).status).toBe(401);
  });
});

describe('alertsRemove', () => {
  it('lets a user remove their own alert and an admin remove a colleague’s', async () => {
    const { provider } = world;
    const [mine] = (await call(app, 'alertsGet', { userId: provider.field.id }, provider.field.token)).body;
    const own = await call(app, 'alertsRemove', { id: mine.id }, provider.field.token);
    expect(own.body).toEqual({ success: true });
    expect(await stored(provider.field.id)).toEqual([]);
    const created = await call(
      app,
      'alertsCreate',
      { userId: provider.field.id, alert_type: 'Assigned Issue' },
      provider.admin.token,
    );
    expect((await call(app, 'alertsRemove', { id: created.body.id }, provider.admin.token)).status).toBe(200);
    expect(await stored(provider.field.id)).toEqual([]);
  });

  it('answers 404 for another company’s alert, 403 to a non-admin for a colleague’s, 400 and 401', async () => {
    const { client, rival } = world;
    const rivalAlert = await call(
      app,
      'alertsCreate',
      { userId: rival.admin.id, alert_type: 'New Issue' },
      rival.admin.token,
    );
    expect((await call(app, 'alertsRemove', { id: rivalAlert.body.id }, client.admin.token)).status).toBe(
      404,
    );
    expect(await stored(rival.admin.id)).toHaveLength(1);
    const adminAlert = await call(
      app,
      'alertsCreate',
      { userId: client.admin.id, alert_type: 'New Issue' },
      client.admin.token,
    );
    expect((await call(app, 'alertsRemove', { id: adminAlert.body.id }, client.field.token)).status).toBe(
      403,
    );
    expect(await stored(client.admin.id)).toHaveLength(1);
    expect((await call(app, 'alertsRemove', { id: 0 }, client.admin.token)).status).toBe(400);
    expect((await call(app, 'alertsRemove', { id: adminAlert.body.id })).status).toBe(401);
  });
});
