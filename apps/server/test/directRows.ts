import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { culvertInspections, culverts, issueCompanyAssignments, vegetationIssues } from '../src/db/schema';

/**
 * Rows written straight to the database, for tests that need records in a given state (assigned,
 * hidden, stamped in the past) without going through the create calls.
 */
export async function insertIssueRow(
  db: Db,
  fields: {
    assetId: number;
    areaId: number;
    userId: number;
    originalIssueId?: number | null;
    hidden?: boolean;
    hasIssue?: boolean;
    riskScore?: 0 | 1 | 5 | 10;
    /** ISO instant; defaults to 1 June 2026. */
    inspectionDate?: string;
    /** Defaults to 1 (Weeds). */
    issueTypeId?: number | null;
    /** ISO instant; defaults to the insert time. */
    updatedAt?: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(vegetationIssues)
    .values({
      uuid: randomUUID(),
      asset_id: fields.assetId,
      area_id: fields.areaId,
      user_id: fields.userId,
      original_issue_id: fields.originalIssueId ?? null,
      inspection_date: fields.inspectionDate ?? '2026-06-01T10:30:00Z',
      has_issue: fields.hasIssue ?? true,
      risk_score: fields.riskScore ?? 5,
      issue_type_id: fields.issueTypeId === undefined ? 1 : fields.issueTypeId,
      comments: 'Thistle patch beside the valve site',
      gps_point: { type: 'Point', coordinates: [-116.5765, 53.9333] },
      hidden: fields.hidden ?? false,
      ...(fields.updatedAt ? { updated_at: fields.updatedAt } : {}),
    })
    .returning({ id: vegetationIssues.id });
  return row.id;
}

export async function insertCulvertRow(db: Db, assetId: number): Promise<number> {
  const [row] = await db
    .insert(culverts)
    .values({
      uuid: randomUUID(),
      asset_id: assetId,
      site_culvert_id: `C-${randomUUID().slice(0, 8)}`,
      road_name: 'Range Road 190',
      is_fish_habitat: false,
      has_markers: true,
      length: 12,
      diameter: 0.6,
      direction_of_flow: 'North to South',
      inlet_location: { type: 'Point', coordinates: [-116.57, 53.93] },
      outlet_location: { type: 'Point', coordinates: [-116.5702, 53.9299] },
    })
    .returning({ id: culverts.id });
  return row.id;
}

export async function insertInspectionRow(
  db: Db,
  fields: { culvertId: number; assetId: number; userId: number },
): Promise<number> {
  const [row] = await db
    .insert(culvertInspections)
    .values({
      uuid: randomUUID(),
      culvert_id: fields.culvertId,
      asset_id: fields.assetId,
      user_id: fields.userId,
      inspection_date: '2026-06-02T09:00:00Z',
      next_inspection_date: '2027-06-02',
      risk_score: 5,
      culvert_status_id: 2,
    })
    .returning({ id: culvertInspections.id });
  return row.id;
}

/** Assigns an issue chain (by its original) to a service provider company. */
export async function assignChainToCompany(db: Db, chainId: number, companyId: number): Promise<void> {
  await db.insert(issueCompanyAssignments).values({ issue_id: chainId, company_id: companyId });
}
