import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { firstRow } from '../src/db/sql';
import type { TestApp } from './testApp';

export interface IssueRowFields {
  assetId: number;
  areaId: number;
  userId: number;
  originalIssueId?: number | null;
  hasIssue?: boolean;
  riskScore?: 0 | 1 | 5 | 10;
  inspectionDate?: string;
  issueTypeId?: number | null;
}

/** An issue row straight in the database, for tests of features that act on existing issues. */
export async function insertIssueRow(app: TestApp, fields: IssueRowFields): Promise<number> {
  const row = await firstRow<{ id: number }>(
    app.context.db,
    sql`INSERT INTO vegetation_issues (uuid, asset_id, area_id, user_id, original_issue_id, inspection_date,
                                       has_issue, risk_score, issue_type_id, gps_point)
        VALUES (${randomUUID()}, ${fields.assetId}, ${fields.areaId}, ${fields.userId}, ${fields.originalIssueId ?? null},
                ${fields.inspectionDate ?? '2026-06-01T10:30:00Z'}, ${fields.hasIssue ?? true}, ${fields.riskScore ?? 5},
                ${fields.issueTypeId === undefined ? 1 : fields.issueTypeId},
                ST_SetSRID(ST_MakePoint(-116.5765, 53.9333), 4326))
        RETURNING id`,
  );
  return row!.id;
}

/** Assigns an issue chain (by its original) to a service provider company. */
export async function assignChainToCompany(app: TestApp, chainId: number, companyId: number): Promise<void> {
  await app.context.db.execute(
    sql`INSERT INTO issue_company_assignments (issue_id, company_id) VALUES (${chainId}, ${companyId})`,
  );
}
