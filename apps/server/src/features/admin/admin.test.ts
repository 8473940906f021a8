import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';
import { firstRow, rows } from '../../db/sql';

let app: TestApp;
let world: World;
let root: string;
setupWorld((started) => {
  ({ app, world } = started);
  root = world.superUser.token;
});

const newUser = (companyId: number, userName: string, role: 'Admin' | 'Field User' = 'Field User') => ({
  company_id: companyId,
  user_name: userName,
  email: `${userName}@example.com`,
  first_name: 'Pat',
  last_name: 'Jones',
  password: 'secret-pw',
  user_role: role,
});

describe('adminCreateCompany and adminAllCompanies', () => {
  it('creates a company that the list then shows', async () => {
    const res = await call(
      app,
      'adminCreateCompany',
      { company_name: 'Green Verge Ltd', company_tag: 'GVL', company_type: 'thirdParty' },
      root,
    );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const list = await call(app, 'adminAllCompanies', undefined, root);
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: res.body.id,
      company_name: 'Green Verge Ltd',
      company_tag: 'GVL',
      company_type: 'thirdParty',
    });
    expect(list.body.map((c) => c.id)).toContain(world.client.companyId);
  });

  it('refuses an unknown company type and a blank name', async () => {
    const bad = { company_name: 'X', company_tag: 'X', company_type: 'vendor' };
    expect((await call(app, 'adminCreateCompany', bad as never, root)).status).toBe(400);
    const blank = { company_name: '  ', company_tag: 'X', company_type: 'client' as const };
    expect((await call(app, 'adminCreateCompany', blank, root)).status).toBe(400);
  });

  it('answers 401 without a token and 403 to company users', async () => {
    const input = { company_name: 'Nope', company_tag: 'N', company_type: 'client' as const };
    expect((await call(app, 'adminCreateCompany', input)).status).toBe(401);
    expect((await call(app, 'adminCreateCompany', input, world.client.admin.token)).status).toBe(403);
    expect((await call(app, 'adminAllCompanies', undefined)).status).toBe(401);
    expect((await call(app, 'adminAllCompanies', undefined, world.client.admin.token)).status).toBe(403);
  });
});

describe('adminCreateUser', () => {
  it('maps Admin to role 1 in a client company and 2 in a third party, Field User to 3, with a working password', async () => {
    const cases = [
      { companyId: world.client.companyId, name: 'client-boss', role: 'Admin' as const, expected: 1 },
      { companyId: world.provider.companyId, name: 'provider-boss', role: 'Admin' as const, expected: 2 },
      {
        companyId: world.provider.companyId,
        name: 'provider-crew',
        role: 'Field User' as const,
        expected: 3,
      },
    ];
    for (const c of cases) {
      const res = await call(app, 'adminCreateUser', newUser(c.companyId, c.name, c.role), root);
      expect(res.status).toBe(200);
      const row = await firstRow<{ user_role_id: number; company_id: number; password_hash: string }>(
        app.context.db,
        sql`SELECT user_role_id, company_id, password_hash FROM users WHERE id = ${res.body.id}`,
      );
      expect(row).toMatchObject({ user_role_id: c.expected, company_id: c.companyId });
      expect(row?.password_hash).toMatch(/^\$argon2/);
    }
    expect((await call(app, 'login', { username: 'provider-crew', password: 'secret-pw' })).status).toBe(200);
  });

  it('answers 409 for a username taken in any case', async () => {
    const res = await call(app, 'adminCreateUser', newUser(world.rival.companyId, 'CLIENT-BOSS'), root);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('That username is already taken');
  });

  it('answers 404 for an unknown company and 400 for a short password or bad email', async () => {
    expect((await call(app, 'adminCreateUser', newUser(999_999, 'ghost'), root)).status).toBe(404);
    const short = { ...newUser(world.client.companyId, 'shorty'), password: 'abc' };
    expect((await call(app, 'adminCreateUser', short, root)).status).toBe(400);
    const email = { ...newUser(world.client.companyId, 'mailless'), email: 'nope' };
    expect((await call(app, 'adminCreateUser', email, root)).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a company admin', async () => {
    const input = newUser(world.client.companyId, 'sneaky');
    expect((await call(app, 'adminCreateUser', input)).status).toBe(401);
    expect((await call(app, 'adminCreateUser', input, world.client.admin.token)).status).toBe(403);
  });
});

describe('adminCompanyDetails', () => {
  it('returns the company, its users in the user read shape and its assets', async () => {
    const res = await call(app, 'adminCompanyDetails', { companyId: world.client.companyId }, root);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ id: world.client.companyId, company_type: 'client' });
    const field = res.body.users.find((u) => u.id === world.client.field.id);
    expect(field).toMatchObject({
      user_name: world.client.field.username,
      userRoleId: 3,
      is_active: true,
      companyId: world.client.companyId,
      assetIds: [world.client.assetId],
      assignedIssues: [],
    });
    expect(res.body.users.every((u) => u.companyId === world.client.companyId)).toBe(true);
    expect(res.body.assets.map((a) => a.id).sort()).toEqual(
      [world.client.assetId, world.client.otherAssetId].sort(),
    );
  });

  it('answers 404 for an unknown company, 400 for a bad id, 401 and 403', async () => {
    expect((await call(app, 'adminCompanyDetails', { companyId: 999_999 }, root)).status).toBe(404);
    expect((await call(app, 'adminCompanyDetails', { companyId: -1 }, root)).status).toBe(400);
    expect((await call(app, 'adminCompanyDetails', { companyId: 1 })).status).toBe(401);
    const asAdmin = await call(app, 'adminCompanyDetails', { companyId: 1 }, world.client.admin.token);
    expect(asAdmin.status).toBe(403);
  });
});

describe('adminCreateAsset', () => {
  const asset = (companyId: number) => ({
    company_id: companyId,
    asset_name: 'North Gathering Line',
    latitude: 53.95,
    longitude: -116.6,
  });

  it('creates an asset for a client company', async () => {
    const res = await call(app, 'adminCreateAsset', asset(world.rival.companyId), root);
    expect(res.status).toBe(200);
    const row = await firstRow<{ company_id: number; asset_name: string }>(
      app.context.db,
      sql`SELECT company_id, asset_name FROM assets WHERE id = ${res.body.id}`,
    );
    expect(row).toEqual({ company_id: world.rival.companyId, asset_name: 'North Gathering Line' });
  });

  it('refuses a third-party owner (400), an unknown company (404) and bad coordinates (400)', async () => {
    const provider = await call(app, 'adminCreateAsset', asset(world.provider.companyId), root);
    expect(provider.status).toBe(400);
    expect(provider.error?.message).toBe('Only client companies own assets');
    expect((await call(app, 'adminCreateAsset', asset(999_999), root)).status).toBe(404);
    const far = { ...asset(world.client.companyId), latitude: 95 };
    expect((await call(app, 'adminCreateAsset', far, root)).status).toBe(400);
  });

  it('answers 401 without a token and 403 to a company admin', async () => {
    expect((await call(app, 'adminCreateAsset', asset(world.client.companyId))).status).toBe(401);
    const res = await call(app, 'adminCreateAsset', asset(world.client.companyId), world.client.admin.token);
    expect(res.status).toBe(403);
  });
});

describe('adminAssignAssets', () => {
  const assetsOf = async (userId: number) =>
    (
      await rows<{ asset_id: number }>(
        app.context.db,
        sql`SELECT asset_id FROM user_assets WHERE user_id = ${userId} ORDER BY asset_id`,
      )
    ).map((r) => r.asset_id);

  it('sets the assets of a user, including assets of a client the company serves, and touches the user', async () => {
    const user = world.provider.field.id;
    const before = await firstRow<{ updated_at: string }>(
      app.context.db,
      sql`SELECT updated_at::text FROM users WHERE id = ${user}`,
    );
    const assetIds = [world.client.assetId, world.client.otherAssetId];
    const res = await call(app, 'adminAssignAssets', { userId: user, assetIds }, root);
    expect(res.body).toEqual({ success: true });
    expect(await assetsOf(user)).toEqual(assetIds.sort((a, b) => a - b));
    const after = await firstRow<{ updated_at: string }>(
      app.context.db,
      sql`SELECT updated_at::text FROM users WHERE id = ${user}`,
    );
    expect(after!.updated_at > before!.updated_at).toBe(true);
    await call(app, 'adminAssignAssets', { userId: user, assetIds: [world.client.assetId] }, root);
    expect(await assetsOf(user)).toEqual([world.client.assetId]);
  });

  it('answers 404 for an asset outside the user’s reach and for an unknown user, changing nothing', async () => {
    const user = world.client.field.id;
    const res = await call(
      app,
      'adminAssignAssets',
      { userId: user, assetIds: [world.client.otherAssetId, world.rival.assetId] },
      root,
    );
    expect(res.status).toBe(404);
    expect(await assetsOf(user)).toEqual([world.client.assetId]);
    const unknown = await call(app, 'adminAssignAssets', { userId: 999_999, assetIds: [] }, root);
    expect(unknown.status).toBe(404);
  });

  it('answers 400 for a bad list, 401 and 403', async () => {
    const input = { userId: world.client.field.id, assetIds: ['x'] };
    expect((await call(app, 'adminAssignAssets', input as never, root)).status).toBe(400);
    const ok = { userId: world.client.field.id, assetIds: [] };
    expect((await call(app, 'adminAssignAssets', ok)).status).toBe(401);
    expect((await call(app, 'adminAssignAssets', ok, world.client.admin.token)).status).toBe(403);
  });
});
