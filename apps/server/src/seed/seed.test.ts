import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { applyIssueRules } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { rows } from '../db/sql';
import { readRuleLookups } from '../features/issues';
import { readPhoto } from '../photos/photoStore';
import { DEMO_PASSWORD, DEMO_USERS } from './demoAccounts';
import { adminPasswordFile, seedOnFirstStart } from './seedOnFirstStart';

const COUNTED_TABLES = [
  'users',
  'companies',
  'assets',
  'management_areas',
  'sub_assets',
  'vegetation_issues',
  'issue_species',
  'culverts',
  'culvert_inspections',
  'photos',
] as const;

async function tableCounts(app: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await rows<{ count: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)}`,
    );
    counts[table] = row.count;
  }
  return counts;
}

describe('demo seed on a fresh database', () => {
  let app: TestApp;
  let lines: string[];
  beforeAll(async () => {
    app = await createTestApp({ adminUsername: null, adminPassword: null, seedDemo: true });
    lines = await seedOnFirstStart(app.context);
  });
  afterAll(() => app.close());

  it('creates the platform admin with a working password left in a file only its owner reads, never printed', async () => {
    const file = adminPasswordFile(app.config);
    expect(lines[0]).toBe(
      `Platform admin: admin, with the password generated now in ${file} (readable by this user only;`,
    );
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^[\w-]{16}$/);
    expect(lines.join('\n')).not.toContain(password);
    const res = await call(app, 'adminLogin', { username: 'admin', password });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('prints the demo logins, and each one works through the login call', async () => {
    for (const user of Object.values(DEMO_USERS)) {
      expect(lines.some((line) => line.includes(user.user_name))).toBe(true);
      const res = await call(app, 'login', { username: user.user_name, password: DEMO_PASSWORD });
      expect(res.status, user.user_name).toBe(200);
    }
  });

  it('relates a client company and its service provider, both with an admin and a field user', async () => {
    const companies = await rows<{ company_type: string; roles: number[] }>(
      app.context.db,
      sql`SELECT c.company_type, array_agg(u.user_role_id ORDER BY u.user_role_id) AS roles
          FROM companies c JOIN users u ON u.company_id = c.id GROUP BY c.id, c.company_type ORDER BY c.company_type`,
    );
    expect(companies).toEqual([
      { company_type: 'client', roles: [1, 3] },
      { company_type: 'thirdParty', roles: [2, 3] },
    ]);
    const [relation] = await rows<{ count: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS count FROM company_relations r
          JOIN companies c ON c.id = r.client_company_id AND c.company_type = 'client'
          JOIN companies p ON p.id = r.provider_company_id AND p.company_type = 'thirdParty'`,
    );
    expect(relation.count).toBe(1);
  });

  it('lays 8–12 named corridor areas along each asset, near the default map centre, with sub-asset pads', async () => {
    const assets = await rows<{ corridor: number; pads: number; sub_assets: number; distance_km: number }>(
      app.context.db,
      sql`SELECT
            (SELECT count(*)::int FROM management_areas m WHERE m.asset_id = a.id AND m.sub_asset_id IS NULL) AS corridor,
            (SELECT count(*)::int FROM management_areas m WHERE m.asset_id = a.id AND m.sub_asset_id IS NOT NULL) AS pads,
            (SELECT count(*)::int FROM sub_assets s WHERE s.asset_id = a.id) AS sub_assets,
            ST_DistanceSphere(ST_MakePoint(a.longitude, a.latitude), ST_MakePoint(-116.5765, 53.9333)) / 1000 AS distance_km
          FROM assets a ORDER BY a.id`,
    );
    expect(assets).toHaveLength(2);
    for (const asset of assets) {
      expect(asset.corridor).toBeGreaterThanOrEqual(8);
      expect(asset.corridor).toBeLessThanOrEqual(12);
      expect(asset.pads).toBe(asset.sub_assets);
      expect(asset.sub_assets).toBeGreaterThan(0);
      expect(asset.distance_km).toBeLessThan(20);
    }
    const names = await rows<{ name: string }>(app.context.db, sql`SELECT name FROM management_areas`);
    expect(names.map((n) => n.name)).toContain('KP 0+000 – KP 1+200');
  });

  it('logs a year of issues of every type and every risk level, each point inside its area', async () => {
    const [shape] = await rows<{
      total: number;
      types: number[];
      risks: number[];
      outside: number;
      oldest_days: number;
      tracks: number;
    }>(
      app.context.db,
      sql`SELECT count(*)::int AS total,
            array_agg(DISTINCT issue_type_id ORDER BY issue_type_id) FILTER (WHERE issue_type_id IS NOT NULL) AS types,
            array_agg(DISTINCT risk_score ORDER BY risk_score) AS risks,
            count(*) FILTER (WHERE NOT ST_Covers(m.shape, i.gps_point))::int AS outside,
            extract(day FROM now() - min(i.inspection_date))::int AS oldest_days,
            count(*) FILTER (WHERE i.gps_track IS NOT NULL)::int AS tracks
          FROM vegetation_issues i JOIN management_areas m ON m.id = i.area_id`,
    );
    expect(shape.total).toBeGreaterThan(200);
    expect(shape.types).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shape.risks).toEqual([0, 1, 5, 10]);
    expect(shape.outside).toBe(0);
    expect(shape.oldest_days).toBeGreaterThan(300);
    expect(shape.oldest_days).toBeLessThanOrEqual(366);
    expect(shape.tracks).toBeGreaterThan(0);
  });

  it('fills the fields each issue type asks for', async () => {
    const [wrong] = await rows<{ count: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS count FROM vegetation_issues i WHERE
            (i.issue_type_id = 1 AND (i.physiological_stage_id IS NULL OR i.distribution_id IS NULL
              OR NOT EXISTS (SELECT 1 FROM issue_species s JOIN species sp ON sp.id = s.species_id
                             WHERE s.issue_id = i.id AND sp.vege_type_id = 1)))
         OR (i.issue_type_id IN (2, 3) AND (i.vegetation_type_id IS NULL OR i.proximity_id IS NULL))
         OR (i.issue_type_id = 2 AND i.near_low_point_drain IS NULL)
         OR (i.issue_type_id = 4 AND i.vegetation_type_id IS NULL)
         OR (i.issue_type_id = 5 AND NOT EXISTS (SELECT 1 FROM issue_species s JOIN species sp ON sp.id = s.species_id
                                                 WHERE s.issue_id = i.id AND sp.vege_type_id = 5))
         OR (i.issue_type_id = 6 AND btrim(i.comments) = '')
         OR (i.action_required AND NOT EXISTS (SELECT 1 FROM issue_required_actions a WHERE a.issue_id = i.id))
         OR (NOT i.action_required AND i.risk_score <> 0)
         OR (NOT i.has_issue AND i.issue_type_id IS NOT NULL)`,
    );
    expect(wrong.count).toBe(0);
  });

  it('seeds only issues the server’s own rules accept: every reference fits the issue type', async () => {
    const login = await call(app, 'login', {
      username: DEMO_USERS.clientAdmin.user_name,
      password: DEMO_PASSWORD,
    });
    const token = login.body.token;
    const [admin] = await rows<{ id: number }>(
      app.context.db,
      sql`SELECT id FROM users WHERE user_name = ${DEMO_USERS.clientAdmin.user_name}`,
    );
    const assets = await rows<{ id: number }>(app.context.db, sql`SELECT id FROM assets ORDER BY id`);
    const refused: string[] = [];
    for (const asset of assets) {
      const pull = await call(app, 'syncAsset', { assetId: asset.id, userId: admin.id }, token);
      for (const issue of pull.body.issues) {
        const { problems } = applyIssueRules(issue, await readRuleLookups(app.context.db, issue));
        if (problems.length > 0) refused.push(`${issue.id}: ${problems.map((p) => p.path).join(', ')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('builds follow-up chains, some resolved, and assigns a share to the provider and its field user', async () => {
    const [chains] = await rows<{ follow_ups: number; resolved: number; bad_links: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS follow_ups,
            count(*) FILTER (WHERE NOT f.has_issue)::int AS resolved,
            count(*) FILTER (WHERE o.original_issue_id IS NOT NULL OR o.area_id <> f.area_id
                             OR f.inspection_date <= o.inspection_date)::int AS bad_links
          FROM vegetation_issues f JOIN vegetation_issues o ON o.id = f.original_issue_id`,
    );
    expect(chains.follow_ups).toBeGreaterThan(30);
    expect(chains.resolved).toBeGreaterThan(10);
    expect(chains.bad_links).toBe(0);
    const [assigned] = await rows<{ companies: number; users: number; on_follow_ups: number }>(
      app.context.db,
      sql`SELECT
            (SELECT count(*)::int FROM issue_company_assignments a JOIN companies c ON c.id = a.company_id
              WHERE c.company_type = 'thirdParty') AS companies,
            (SELECT count(*)::int FROM issue_user_assignments a JOIN users u ON u.id = a.user_id
              JOIN companies c ON c.id = u.company_id WHERE c.company_type = 'thirdParty') AS users,
            (SELECT count(*)::int FROM vegetation_issues i WHERE i.original_issue_id IS NOT NULL AND (
              i.id IN (SELECT issue_id FROM issue_company_assignments)
              OR i.id IN (SELECT issue_id FROM issue_user_assignments))) AS on_follow_ups`,
    );
    expect(assigned.companies).toBeGreaterThan(10);
    expect(assigned.users).toBeGreaterThan(5);
    expect(assigned.on_follow_ups).toBe(0);
  });

  it('places culverts along the road with inspection histories, status 4 without actions', async () => {
    const [culverts] = await rows<{
      culverts: number;
      inspected: number;
      statuses: number[];
      unable_with_actions: number;
      wrong_next: number;
    }>(
      app.context.db,
      sql`SELECT (SELECT count(*)::int FROM culverts) AS culverts,
            count(DISTINCT ci.culvert_id)::int AS inspected,
            array_agg(DISTINCT ci.culvert_status_id ORDER BY ci.culvert_status_id) AS statuses,
            count(*) FILTER (WHERE ci.culvert_status_id = 4 AND EXISTS
              (SELECT 1 FROM culvert_inspection_actions a WHERE a.inspection_id = ci.id))::int AS unable_with_actions,
            count(*) FILTER (WHERE ci.next_inspection_date <> (ci.inspection_date + interval '365 days')::date)::int AS wrong_next
          FROM culvert_inspections ci`,
    );
    expect(culverts.culverts).toBeGreaterThan(10);
    expect(culverts.inspected).toBeLessThan(culverts.culverts);
    expect(culverts.statuses).toContain(4);
    expect(culverts.unable_with_actions).toBe(0);
    expect(culverts.wrong_next).toBe(0);
    const [history] = await rows<{ count: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS count FROM (SELECT culvert_id FROM culvert_inspections GROUP BY culvert_id HAVING count(*) > 1) h`,
    );
    expect(history.count).toBeGreaterThan(0);
  });

  it('gives each asset a species list', async () => {
    const lists = await rows<{ count: number }>(
      app.context.db,
      sql`SELECT count(*)::int AS count FROM asset_species GROUP BY asset_id`,
    );
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list.count).toBeGreaterThan(5);
  });

  it('stores real JPEG photos with thumbnails on about 30 issues', async () => {
    const stored = await rows<{ key: string; issue_id: number; content_type: string }>(
      app.context.db,
      sql`SELECT key, issue_id, content_type FROM photos`,
    );
    expect(new Set(stored.map((p) => p.issue_id)).size).toBe(30);
    for (const photo of stored) {
      expect(photo.content_type).toBe('image/jpeg');
      const original = await readPhoto(app.context.photos, photo.key, 'original');
      const thumbnail = await readPhoto(app.context.photos, photo.key, 'thumbnail');
      expect(original?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(thumbnail?.length).toBeGreaterThan(0);
    }
  });

  it('seeds nothing on a second start', async () => {
    const before = await tableCounts(app);
    expect(await seedOnFirstStart(app.context)).toEqual([]);
    expect(await tableCounts(app)).toEqual(before);
  });
});

describe('seed with SEED_DEMO=false and a configured admin', () => {
  let app: TestApp;
  let lines: string[];
  beforeAll(async () => {
    app = await createTestApp({ adminUsername: 'root', adminPassword: 'chosen-secret-1', seedDemo: false });
    lines = await seedOnFirstStart(app.context);
  });
  afterAll(() => app.close());

  it('creates only the platform admin, with the configured credentials, and neither prints nor writes the password', async () => {
    expect(lines.join('\n')).not.toContain('chosen-secret-1');
    expect(existsSync(adminPasswordFile(app.config))).toBe(false);
    const counts = await tableCounts(app);
    expect(counts).toEqual({ ...Object.fromEntries(COUNTED_TABLES.map((t) => [t, 0])), users: 1 });
    const res = await call(app, 'adminLogin', { username: 'root', password: 'chosen-secret-1' });
    expect(res.status).toBe(200);
    const demo = await call(app, 'login', {
      username: DEMO_USERS.clientAdmin.user_name,
      password: DEMO_PASSWORD,
    });
    expect(demo.status).toBe(401);
  });
});
