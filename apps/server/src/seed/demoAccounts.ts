import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import {
  assetSpecies,
  assets,
  companies,
  companyRelations,
  managementAreas,
  subAssets,
  userAssets,
  users,
} from '../db/schema';
import {
  type CorridorSegment,
  offsetMetres,
  type Position,
  padPolygon,
  pipelineSegments,
  roadSegments,
  segmentPolygon,
} from './demoGeography';

/** Documented in the README: every demo user signs in with this password. */
export const DEMO_PASSWORD = 'verge-demo';

export const DEMO_USERS = {
  clientAdmin: { user_name: 'northern.admin', first_name: 'Nora', last_name: 'Lindqvist', role: 1 },
  clientField: { user_name: 'northern.field', first_name: 'Sam', last_name: 'Okafor', role: 3 },
  providerAdmin: { user_name: 'clearcut.admin', first_name: 'Priya', last_name: 'Raman', role: 2 },
  providerField: { user_name: 'clearcut.field', first_name: 'Jake', last_name: 'Moreau', role: 3 },
} as const;
export type DemoUserKey = keyof typeof DEMO_USERS;

export interface DemoArea {
  id: number;
  segment: CorridorSegment;
}

export interface DemoAsset {
  id: number;
  kind: 'pipeline' | 'road';
  /** Corridor areas, in order along the asset. */
  areas: DemoArea[];
  speciesIds: number[];
}

export interface DemoAccounts {
  clientCompanyId: number;
  providerCompanyId: number;
  userIds: Record<DemoUserKey, number>;
  pipeline: DemoAsset;
  road: DemoAsset;
}

/** Weeds found along both corridors, and attractants seen mostly near the road. */
const PIPELINE_SPECIES = [1, 2, 3, 4, 5, 7, 8, 30, 31, 32];
const ROAD_SPECIES = [1, 2, 4, 5, 6, 9, 10, 30, 31, 33, 34];

async function insertCompany(db: Db, name: string, tag: string, type: 'client' | 'thirdParty') {
  const [row] = await db
    .insert(companies)
    .values({ company_name: name, company_tag: tag, company_type: type })
    .returning({ id: companies.id });
  return row.id;
}

async function insertUsers(db: Db, companyIds: { client: number; provider: number }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = {} as Record<DemoUserKey, number>;
  for (const [key, user] of Object.entries(DEMO_USERS) as [DemoUserKey, (typeof DEMO_USERS)[DemoUserKey]][]) {
    const companyId = key.startsWith('client') ? companyIds.client : companyIds.provider;
    const [row] = await db
      .insert(users)
      .values({
        company_id: companyId,
        user_name: user.user_name,
        email: `${user.user_name}@demo.verge.local`,
        first_name: user.first_name,
        last_name: user.last_name,
        password_hash: passwordHash,
        user_role_id: user.role,
      })
      .returning({ id: users.id });
    ids[key] = row.id;
  }
  return ids;
}

/** An asset with its corridor areas and the sub-assets (each with its own pad area) beside it. */
async function insertAsset(
  db: Db,
  companyId: number,
  fields: { name: string; kind: DemoAsset['kind']; segments: CorridorSegment[]; speciesIds: number[] },
  pads: { name: string; at: Position }[],
): Promise<DemoAsset> {
  const centre = fields.segments[Math.floor(fields.segments.length / 2)].start;
  const [asset] = await db
    .insert(assets)
    .values({ company_id: companyId, asset_name: fields.name, latitude: centre[1], longitude: centre[0] })
    .returning({ id: assets.id });
  const areaRows = await db
    .insert(managementAreas)
    .values(
      fields.segments.map((segment) => ({
        asset_id: asset.id,
        name: segment.name,
        shape: segmentPolygon(segment),
        image_label: segment.name.split(' – ')[0],
      })),
    )
    .returning({ id: managementAreas.id });
  for (const pad of pads) {
    const [sub] = await db
      .insert(subAssets)
      .values({ asset_id: asset.id, sub_asset_name: pad.name, latitude: pad.at[1], longitude: pad.at[0] })
      .returning({ id: subAssets.id });
    await db.insert(managementAreas).values({
      asset_id: asset.id,
      sub_asset_id: sub.id,
      name: `${pad.name} Pad`,
      shape: padPolygon(pad.at, 60),
      image_label: pad.name,
    });
  }
  await db
    .insert(assetSpecies)
    .values(fields.speciesIds.map((species_id) => ({ asset_id: asset.id, species_id })));
  return {
    id: asset.id,
    kind: fields.kind,
    areas: areaRows.map((row, i) => ({ id: row.id, segment: fields.segments[i] })),
    speciesIds: fields.speciesIds,
  };
}

/** The client company, its contractor, their users, and the two assets everyone works on. */
export async function seedDemoAccounts(db: Db): Promise<DemoAccounts> {
  const clientCompanyId = await insertCompany(db, 'Northern Pipelines Ltd', 'NPL', 'client');
  const providerCompanyId = await insertCompany(db, 'Clearcut Vegetation Services', 'CVS', 'thirdParty');
  await db
    .insert(companyRelations)
    .values({ client_company_id: clientCompanyId, provider_company_id: providerCompanyId });
  const userIds = await insertUsers(db, { client: clientCompanyId, provider: providerCompanyId });

  const pipelineRoute = pipelineSegments();
  const pipeline = await insertAsset(
    db,
    clientCompanyId,
    {
      name: 'Whitecourt Lateral Pipeline',
      kind: 'pipeline',
      segments: pipelineRoute,
      speciesIds: PIPELINE_SPECIES,
    },
    [
      { name: 'Valve Site VS-01', at: offsetMetres(pipelineRoute[2].end, 0, 90) },
      { name: 'Valve Site VS-02', at: offsetMetres(pipelineRoute[6].end, 0, -90) },
      { name: 'Compressor Station CS-3', at: offsetMetres(pipelineRoute[4].end, 0, 150) },
    ],
  );
  const roadRoute = roadSegments();
  const road = await insertAsset(
    db,
    clientCompanyId,
    { name: 'Range Road 190', kind: 'road', segments: roadRoute, speciesIds: ROAD_SPECIES },
    [
      { name: 'Gravel Pit Access', at: offsetMetres(roadRoute[3].end, 200, 0) },
      { name: 'Equipment Yard', at: offsetMetres(roadRoute[7].start, -180, 0) },
    ],
  );
  await db
    .insert(userAssets)
    .values(
      Object.values(userIds).flatMap((user_id) =>
        [pipeline.id, road.id].map((asset_id) => ({ user_id, asset_id })),
      ),
    );
  return { clientCompanyId, providerCompanyId, userIds, pipeline, road };
}
