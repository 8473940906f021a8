import type { AlertType, CompanyType, UserRoleId } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import { visibleAssetIdsOf } from '../../access/visibility.queries';
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
  | { kind: 'companies'; companyIds: readonly number[] }
  | { kind: 'users'; userIds: readonly number[] }
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
    case 'companies':
      return sql`u.company_id = ANY(${intArray(audience.companyIds)})`;
    case 'users':
      return sql`u.id = ANY(${intArray(audience.userIds)})`;
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

/** A subscribed recipient with the issues of the event they may open (at least one). */
export interface AlertMailing extends AlertRecipient {
  issues: AlertedIssue[];
}

/** Which issues an event is about, for each recipient. */
export type AlertedIssueIds =
  | { kind: 'one'; issueId: number }
  /** Issues given to assignees (companies or users): each recipient hears of those given to their own. */
  | { kind: 'assigned'; to: 'company' | 'user'; assigneeIds: readonly number[]; issueIds: readonly number[] };

/** SQL subquery: the issue ids the recipient row `r` is told about. */
function alertedIdsSql(ids: AlertedIssueIds): SQL {
  if (ids.kind === 'one') return sql`SELECT ${ids.issueId}::int`;
  const assignee = ids.to === 'company' ? sql`r.company_id` : sql`r.id`;
  return sql`SELECT p.issue_id FROM unnest(${intArray(ids.assigneeIds)}, ${intArray(ids.issueIds)}) AS p(assignee_id, issue_id)
             WHERE p.assignee_id = ${assignee}`;
}

/** The recipient row `r` as the access rules see them, so a mail never shows an issue they could not open. */
const RECIPIENT = { userId: sql`r.id`, companyId: sql`r.company_id`, admin: sql`r.user_role_id IN (1, 2)` };

/**
 * Everyone an alert goes to, each with the issues they may open (deleted ones included: they are the
 * news), read in one statement however many recipients and issues there are.
 */
export const alertMailings = (db: Db, type: AlertType, audience: Audience, ids: AlertedIssueIds) =>
  rows<AlertMailing>(
    db,
    sql`SELECT r.*, li.issues FROM (${recipientsQuery(type, audience)}) r
        CROSS JOIN LATERAL (
          SELECT json_agg(i ORDER BY i.id) AS issues FROM (
            SELECT vi.id, a.asset_name, ma.name AS area, it.issue_type, vi.risk_score, vi.has_issue,
                   to_char(vi.inspection_date AT TIME ZONE 'UTC', 'FMMonth FMDD YYYY HH24:MI') || ' UTC' AS inspected
            FROM vegetation_issues vi
            JOIN assets a ON a.id = vi.asset_id
            JOIN management_areas ma ON ma.id = vi.area_id
            LEFT JOIN issue_types it ON it.id = vi.issue_type_id
            WHERE vi.id IN (${alertedIdsSql(ids)})
              AND vi.asset_id IN (${visibleAssetIdsOf(RECIPIENT)})) i
        ) li
        WHERE li.issues IS NOT NULL
        ORDER BY r.id`,
  );
