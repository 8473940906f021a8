import type { AlertType, CompanyType, UserRoleId } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { intArray, rows } from '../../db/sql';

export interface AlertRecipient {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_id: number;
  company_type: CompanyType;
  user_role_id: UserRoleId;
  company_name: string;
}

/** Who an event concerns, before subscriptions are looked at. */
export type Audience =
  | { kind: 'assetOwners'; issueId: number }
  /** The owner's users of an area's asset, but one (who logs a new issue there, read with the create). */
  | { kind: 'areaOwners'; areaId: number; except: number }
  | { kind: 'chainProviders'; issueId: number }
  | { kind: 'company'; companyId: number }
  | { kind: 'user'; userId: number }
  /** Every client company's users (the weekly provider summary). */
  | { kind: 'clients' };

function audienceSql(audience: Audience): SQL {
  switch (audience.kind) {
    case 'assetOwners':
      // The owner's users, except whoever logged the issue.
      return sql`EXISTS (SELECT 1 FROM vegetation_issues vi JOIN assets a ON a.id = vi.asset_id
                         WHERE vi.id = ${audience.issueId} AND a.company_id = u.company_id AND vi.user_id <> u.id)`;
    case 'areaOwners':
      return sql`u.id <> ${audience.except}
                 AND u.company_id = (SELECT a.company_id FROM management_areas ma JOIN assets a ON a.id = ma.asset_id
                                     WHERE ma.id = ${audience.areaId})`;
    case 'chainProviders':
      return sql`u.company_id IN (SELECT ica.company_id FROM issue_company_assignments ica
                                  JOIN vegetation_issues vi ON ica.issue_id = coalesce(vi.original_issue_id, vi.id)
                                  WHERE vi.id = ${audience.issueId})`;
    case 'company':
      return sql`u.company_id = ${audience.companyId}`;
    case 'user':
      return sql`u.id = ${audience.userId}`;
    case 'clients':
      return sql`c.company_type = 'client'`;
  }
}

const recipientsQuery = (type: AlertType, audience: Audience) =>
  sql`SELECT u.id, u.email, u.first_name, u.last_name, u.company_id, c.company_type, u.user_role_id, c.company_name
      FROM users u JOIN companies c ON c.id = u.company_id
      JOIN alerts al ON al.user_id = u.id AND al.alert_type = ${type}
      WHERE u.is_active AND NOT u.hidden AND NOT u.is_super AND ${audienceSql(audience)}
      ORDER BY u.id`;

/** Active users of the audience subscribed to the alert type. */
export const alertRecipients = (db: Db, type: AlertType, audience: Audience) =>
  rows<AlertRecipient>(db, recipientsQuery(type, audience));

/** SQL scalar expression: alertRecipients as a JSON array, for a statement that reads them with more. */
export const alertRecipientsJson = (type: AlertType, audience: Audience): SQL =>
  sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${recipientsQuery(type, audience)}) r)`;

export interface AlertedIssue {
  id: number;
  asset_name: string;
  area: string;
  issue_type: string | null;
  risk_score: number;
  /** Inspection date and time, UTC, as mails show it. */
  inspected: string;
  has_issue: boolean;
}

/** The issues among `issueIds` on assets the viewer may open (deleted ones included: they are the news). */
export const alertedIssues = (db: Db, viewer: Viewer, issueIds: number[]) =>
  rows<AlertedIssue>(
    db,
    sql`SELECT vi.id, a.asset_name, ma.name AS area, it.issue_type, vi.risk_score, vi.has_issue,
               to_char(vi.inspection_date AT TIME ZONE 'UTC', 'FMMonth FMDD YYYY HH24:MI') || ' UTC' AS inspected
        FROM vegetation_issues vi
        JOIN assets a ON a.id = vi.asset_id
        JOIN management_areas ma ON ma.id = vi.area_id
        LEFT JOIN issue_types it ON it.id = vi.issue_type_id
        WHERE vi.id = ANY(${intArray(issueIds)}) AND vi.asset_id IN (${visibleAssetIds(viewer)})
        ORDER BY vi.id`,
  );
