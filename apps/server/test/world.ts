import type { CompanyType, UserRoleId } from '@verge/domain';
import { afterAll, beforeAll } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { assets, companies, companyRelations, managementAreas, userAssets, users } from '../src/db/schema';
import { createTestApp, type TestApp } from './testApp';

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
  token: string;
}

export interface TestCompany {
  companyId: number;
  admin: TestUser;
  field: TestUser;
}

export interface TestClient extends TestCompany {
  assetId: number;
  /** Two areas on the asset. */
  areaIds: [number, number];
  /** A second asset of the company, assigned to the admin only. */
  otherAssetId: number;
  otherAreaId: number;
}

/**
 * The cast every server test plays with:
 * - `client`: a client company (admin, field user) with two assets;
 * - `provider`: a third-party company that is `client`'s service provider; its users are assigned the client's asset;
 * - `rival`: another client company whose data nobody else may see;
 * - `superUser`: the platform admin.
 */
export interface World {
  client: TestClient;
  provider: TestCompany;
  rival: TestClient;
  superUser: TestUser;
}

const PASSWORD = 'correct-horse';

/** A square polygon of about 200 m around a point. */
export function squareAround(lng: number, lat: number, half = 0.001) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lng - half, lat - half],
        [lng + half, lat - half],
        [lng + half, lat + half],
        [lng - half, lat + half],
        [lng - half, lat - half],
      ] as [number, number][],
    ],
  };
}

let passwordHash: Promise<string> | undefined;

export async function insertUser(
  app: TestApp,
  db: Db,
  fields: { companyId: number | null; username: string; roleId: UserRoleId; isSuper?: boolean },
): Promise<TestUser> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = `${fields.username}@example.com`;
  const [row] = await db
    .insert(users)
    .values({
      company_id: fields.companyId,
      user_name: fields.username,
      email,
      first_name: fields.username.split('-')[0],
      last_name: 'Tester',
      password_hash: await passwordHash,
      user_role_id: fields.roleId,
      is_super: fields.isSuper ?? false,
    })
    .returning({ id: users.id });
  return {
    id: row.id,
    username: fields.username,
    password: PASSWORD,
    email,
    token: await app.context.tokens.issue(row.id, fields.isSuper ?? false, 0),
  };
}

export async function insertCompany(
  app: TestApp,
  db: Db,
  name: string,
  type: CompanyType,
): Promise<TestCompany> {
  const [company] = await db
    .insert(companies)
    .values({ company_name: name, company_tag: name.slice(0, 3).toUpperCase(), company_type: type })
    .returning({ id: companies.id });
  const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
  return {
    companyId: company.id,
    admin: await insertUser(app, db, {
      companyId: company.id,
      username: `${slug}-admin`,
      roleId: type === 'client' ? 1 : 2,
    }),
    field: await insertUser(app, db, { companyId: company.id, username: `${slug}-field`, roleId: 3 }),
  };
}

async function insertAsset(db: Db, companyId: number, name: string, lng: number, lat: number) {
  const [asset] = await db
    .insert(assets)
    .values({ company_id: companyId, asset_name: name, latitude: lat, longitude: lng })
    .returning({ id: assets.id });
  const areaIds: number[] = [];
  for (const [i, offset] of [0, 0.003].entries()) {
    const [area] = await db
      .insert(managementAreas)
      .values({ asset_id: asset.id, name: `${name} Area ${i + 1}`, shape: squareAround(lng + offset, lat) })
      .returning({ id: managementAreas.id });
    areaIds.push(area.id);
  }
  return { assetId: asset.id, areaIds: areaIds as [number, number] };
}

async function insertClient(
  app: TestApp,
  db: Db,
  name: string,
  lng: number,
  lat: number,
): Promise<TestClient> {
  const company = await insertCompany(app, db, name, 'client');
  const main = await insertAsset(db, company.companyId, `${name} Pipeline`, lng, lat);
  const other = await insertAsset(db, company.companyId, `${name} Road`, lng + 0.05, lat);
  await db.insert(userAssets).values([
    { user_id: company.admin.id, asset_id: main.assetId },
    { user_id: company.field.id, asset_id: main.assetId },
    { user_id: company.admin.id, asset_id: other.assetId },
  ]);
  return { ...company, ...main, otherAssetId: other.assetId, otherAreaId: other.areaIds[0] };
}

export async function createWorld(app: TestApp): Promise<World> {
  const db = app.context.db;
  const client = await insertClient(app, db, 'Acme Pipelines', -116.5765, 53.9333);
  const rival = await insertClient(app, db, 'Rival Roads', -116.4, 53.8);
  const provider = await insertCompany(app, db, 'Brush Busters', 'thirdParty');
  await db
    .insert(companyRelations)
    .values({ client_company_id: client.companyId, provider_company_id: provider.companyId });
  await db.insert(userAssets).values([
    { user_id: provider.admin.id, asset_id: client.assetId },
    { user_id: provider.field.id, asset_id: client.assetId },
  ]);
  const superUser = await insertUser(app, db, {
    companyId: null,
    username: 'platform-root',
    roleId: 1,
    isSuper: true,
  });
  return { client, provider, rival, superUser };
}

/**
 * A test file's setup: before its tests, a server on the file's own database copy with the cast created,
 * handed to `started` (which may go on to set up more); after them, that server closed.
 */
export function setupWorld(
  started: (test: { app: TestApp; world: World }) => void | Promise<void>,
  /** Settings of the server, read once the earlier beforeAll hooks have run (a store they started). */
  settings: () => Partial<Config> = () => ({}),
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(settings());
    await started({ app, world: await createWorld(app) });
  });
  afterAll(() => app?.close());
}
