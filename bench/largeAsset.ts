import { type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/auth/passwords';
import type { DbHandle } from '../apps/server/src/db/client';
import { firstRow, rows } from '../apps/server/src/db/sql';
import { buildIssueSyncRows } from '../apps/server/src/features/issues';

/** DESIGN §9: the asset every budget is measured on. */
export const SIZES = { areas: 2_000, issues: 100_000, culverts: 10_000, inspections: 20_000 } as const;

/** The large asset's field user, who logs in to sync it. */
export const FIELD_USER = { username: 'bench.field', password: 'bench-password' } as const;

export interface LargeAsset {
  assetId: number;
  fieldUserId: number;
  areas: { id: number; lng: number; lat: number }[];
}

const LNG0 = -116.9;
const LAT0 = 53.8;
/** Areas sit on a 50-wide grid of 0.003° cells, each a 0.0025° square. */
const CELL = 0.003;
const SIDE = 0.0025;

/**
 * A number written into the statement: parameters in INSERT … SELECT lists take the type text or integer
 * from context, which breaks arithmetic on coordinates. Only numbers from this file and the database get here.
 */
function lit(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`Not a number: ${value}`);
  return sql.raw(String(value));
}

/**
 * One client company with a field user, and the large asset built with INSERT … SELECT generate_series.
 * Every row is dated a day back so that an incremental pull only sees what the benchmark changes later.
 */
export async function buildLargeAsset(handle: DbHandle): Promise<LargeAsset> {
  const db = handle.db;
  const company = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO companies (company_name, company_tag, company_type)
        VALUES ('Bench Pipelines', 'BEN', 'client') RETURNING id`,
  );
  const provider = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO companies (company_name, company_tag, company_type)
        VALUES ('Bench Brushing', 'BBR', 'thirdParty') RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO company_relations (client_company_id, provider_company_id) VALUES (${company!.id}, ${provider!.id})`,
  );
  const user = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO users (company_id, user_name, email, first_name, last_name, password_hash, user_role_id)
        VALUES (${company!.id}, ${FIELD_USER.username}, 'bench.field@example.com', 'Bench', 'Field',
                ${await hashPassword(FIELD_USER.password)}, 3) RETURNING id`,
  );
  const asset = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO assets (company_id, asset_name, latitude, longitude)
        VALUES (${company!.id}, 'Bench Mainline', ${LAT0}, ${LNG0}) RETURNING id`,
  );
  const assetId = asset!.id;
  const userId = user!.id;
  await db.execute(sql`INSERT INTO user_assets (user_id, asset_id) VALUES (${userId}, ${assetId})`);
  await db.execute(
    sql`INSERT INTO asset_species (asset_id, species_id) SELECT ${lit(assetId)}, id FROM species`,
  );

  await db.execute(sql`
    INSERT INTO management_areas (asset_id, name, shape, image_label, updated_at)
    SELECT ${lit(assetId)}, 'KP ' || g || '+000 – KP ' || (g + 1) || '+000',
           ST_MakeEnvelope(${lit(LNG0)} + (g % 50) * ${lit(CELL)}, ${lit(LAT0)} + (g / 50) * ${lit(CELL)},
                           ${lit(LNG0)} + (g % 50) * ${lit(CELL)} + ${lit(SIDE)}, ${lit(LAT0)} + (g / 50) * ${lit(CELL)} + ${lit(SIDE)}, 4326),
           'KP ' || g, now() - interval '1 day'
    FROM generate_series(0, ${lit(SIZES.areas - 1)}) g`);
  const areaRows = await rows<{ id: number; lng: number; lat: number }>(
    db,
    sql`SELECT id, ST_X(ST_Centroid(shape)) AS lng, ST_Y(ST_Centroid(shape)) AS lat
        FROM management_areas WHERE asset_id = ${lit(assetId)} ORDER BY id`,
  );
  const firstArea = areaRows[0].id;

  // The records and their lists are history, stamped a day back: loaded as a restore loads them, without
  // the change-tracking triggers, which would stamp every issue whose lists are added now.
  await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // Nine originals in ten; the tenth issue follows up an earlier original in the same area.
    const originals = Math.round(SIZES.issues * 0.9);
    const issueColumns = sql`uuid, asset_id, area_id, user_id, original_issue_id, inspection_date, has_issue, veg_height,
      risk_score, area_size, action_required, individual_count, density, comments, action_taken_id, distribution_id,
      physiological_stage_id, issue_type_id, vegetation_type_id, proximity_id, near_low_point_drain, gps_point,
      gps_track, created_at, updated_at`;
    await tx.execute(sql`
      INSERT INTO vegetation_issues (${issueColumns})
      SELECT gen_random_uuid()::text, ${lit(assetId)}, ma.id, ${lit(userId)}, NULL,
        now() - (g % 365) * interval '1 day', true, (g % 40) / 4.0, (ARRAY[0, 1, 5, 10])[1 + g % 4],
        g % 300, g % 4 <> 0, g % 500, round(((g % 500) / (1 + g % 300)::numeric), 2),
        'Bench issue ' || g || ': patch along the right-of-way, spreading toward the ditch',
        1 + g % 7,
        CASE WHEN t IN (1, 5) THEN 1 + g % 5 END,
        CASE WHEN t = 1 THEN 1 + g % 7 END,
        t,
        CASE WHEN t IN (2, 3, 4) THEN 10 + g % 6 END,
        CASE t WHEN 2 THEN 1 + g % 3 WHEN 3 THEN 4 + g % 3 END,
        CASE WHEN t = 2 THEN g % 2 = 0 END,
        ST_PointOnSurface(ma.shape),
        CASE WHEN g % 20 = 0 THEN ST_MakeLine(ST_PointOnSurface(ma.shape), ST_Centroid(ma.shape)) END,
        now() - interval '1 day', now() - interval '1 day'
      FROM generate_series(1, ${lit(originals)}) g
      CROSS JOIN LATERAL (SELECT 1 + g % 6 AS t) k
      JOIN management_areas ma ON ma.id = ${lit(firstArea)} + g % ${lit(SIZES.areas)}`);
    await tx.execute(sql`
      INSERT INTO vegetation_issues (${issueColumns})
      SELECT gen_random_uuid()::text, o.asset_id, o.area_id, o.user_id, o.id, o.inspection_date + interval '14 days',
        o.id % 3 <> 0, o.veg_height, CASE WHEN o.id % 3 = 0 THEN 0 ELSE o.risk_score END, o.area_size,
        o.id % 3 <> 0 AND o.action_required, o.individual_count, o.density, 'Follow-up: treated, re-check next month',
        2, o.distribution_id, o.physiological_stage_id, o.issue_type_id, o.vegetation_type_id, o.proximity_id,
        o.near_low_point_drain, o.gps_point, NULL, now() - interval '1 day', now() - interval '1 day'
      FROM (SELECT * FROM vegetation_issues WHERE asset_id = ${lit(assetId)} ORDER BY id
            LIMIT ${lit(SIZES.issues - originals)}) o`);
    await tx.execute(sql`
      INSERT INTO issue_species (issue_id, species_id)
      SELECT id, CASE issue_type_id WHEN 1 THEN 1 + id % 10 ELSE 30 + id % 5 END
      FROM vegetation_issues WHERE asset_id = ${lit(assetId)} AND issue_type_id IN (1, 5)`);
    await tx.execute(sql`
      INSERT INTO issue_required_actions (issue_id, action_id)
      SELECT id, 20 + id % 7 FROM vegetation_issues WHERE asset_id = ${lit(assetId)} AND action_required`);
    await tx.execute(sql`
      INSERT INTO issue_company_assignments (issue_id, company_id)
      SELECT id, ${lit(provider!.id)} FROM vegetation_issues
      WHERE asset_id = ${lit(assetId)} AND original_issue_id IS NULL AND id % 7 = 0`);

    await tx.execute(sql`
      INSERT INTO culverts (uuid, asset_id, site_culvert_id, road_name, is_fish_habitat, has_markers, length, diameter,
                            direction_of_flow, inlet_location, outlet_location, created_at, updated_at)
      SELECT gen_random_uuid()::text, ${lit(assetId)}, 'C-' || lpad(g::text, 5, '0'), 'Range Road ' || (100 + g % 90),
        g % 4 = 0, g % 3 <> 0, 8 + g % 20, (ARRAY[0.45, 0.6, 0.9, 1.2])[1 + g % 4],
        CASE WHEN g % 2 = 0 THEN 'North to South' ELSE 'West to East' END,
        ST_SetSRID(ST_MakePoint(${lit(LNG0)} + (g % 100) * 0.0015, ${lit(LAT0)} + (g / 100) * 0.0015), 4326),
        ST_SetSRID(ST_MakePoint(${lit(LNG0)} + (g % 100) * 0.0015 + 0.0002, ${lit(LAT0)} + (g / 100) * 0.0015), 4326),
        now() - interval '1 day', now() - interval '1 day'
      FROM generate_series(1, ${lit(SIZES.culverts)}) g`);
    const perCulvert = SIZES.inspections / SIZES.culverts;
    await tx.execute(sql`
      INSERT INTO culvert_inspections (uuid, culvert_id, asset_id, user_id, inspection_date, next_inspection_date,
                                       comments, risk_score, culvert_status_id, created_at, updated_at)
      SELECT gen_random_uuid()::text, c.id, ${lit(assetId)}, ${lit(userId)}, now() - (n * 180 + c.id % 90) * interval '1 day',
        (now() - (n * 180 + c.id % 90) * interval '1 day' + interval '1 year')::date,
        'Inspection ' || n || ' of ' || c.site_culvert_id, (ARRAY[0, 1, 5, 10])[1 + (c.id + n) % 4],
        1 + (c.id + n) % 5, now() - interval '1 day', now() - interval '1 day'
      FROM culverts c CROSS JOIN generate_series(1, ${lit(perCulvert)}) n WHERE c.asset_id = ${lit(assetId)}`);
    await tx.execute(sql`
      INSERT INTO culvert_inspection_actions (inspection_id, action_id)
      SELECT id, 1 + id % 5 FROM culvert_inspections WHERE asset_id = ${lit(assetId)} AND culvert_status_id <> 4
      UNION ALL
      SELECT id, 20 + id % 5 FROM culvert_inspections WHERE asset_id = ${lit(assetId)} AND culvert_status_id IN (2, 3, 5)`);
  });
  // A restore brings the issues' stored sync rows with them; with the triggers off, they are built here.
  await buildIssueSyncRows(db, sql`SELECT id FROM vegetation_issues WHERE asset_id = ${lit(assetId)}`);
  await db.execute(sql`ANALYZE`);
  return { assetId, fieldUserId: userId, areas: areaRows };
}
