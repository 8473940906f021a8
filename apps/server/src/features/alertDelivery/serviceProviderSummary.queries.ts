import { sql } from 'drizzle-orm';
import { visibleAssetIds } from '../../access/visibility.queries';
import type { Viewer } from '../../auth/viewer';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

export interface ProviderSummaryRow {
  company_name: string;
  assigned: number;
  open: number;
  resolved_last_week: number;
}

/**
 * Per service provider of the viewer's client company: the issue chains on assets the viewer may open
 * that are assigned to it, how many are still open (the chain's latest issue still has a problem),
 * and how many were resolved in the 7 days before `now`.
 */
export const providerSummary = (db: Db, viewer: Viewer, now: Date) =>
  rows<ProviderSummaryRow>(
    db,
    sql`WITH latest AS (
          SELECT DISTINCT ON (ica.company_id, ica.issue_id) ica.company_id, vi.has_issue, vi.inspection_date
          FROM issue_company_assignments ica
          JOIN vegetation_issues o ON o.id = ica.issue_id AND NOT o.hidden
          JOIN assets oa ON oa.id = o.asset_id AND oa.company_id = ${viewer.companyId}
          JOIN vegetation_issues vi ON (vi.id = o.id OR vi.original_issue_id = o.id) AND NOT vi.hidden
          WHERE o.asset_id IN (${visibleAssetIds(viewer)})
          ORDER BY ica.company_id, ica.issue_id, vi.inspection_date DESC, vi.id DESC
        )
        SELECT p.company_name,
               count(l.company_id)::int AS assigned,
               count(l.company_id) FILTER (WHERE l.has_issue)::int AS open,
               count(l.company_id) FILTER (WHERE NOT l.has_issue
                 AND l.inspection_date > ${now.toISOString()}::timestamptz - interval '7 days')::int AS resolved_last_week
        FROM company_relations cr
        JOIN companies p ON p.id = cr.provider_company_id AND NOT p.hidden
        LEFT JOIN latest l ON l.company_id = p.id
        WHERE cr.client_company_id = ${viewer.companyId}
        GROUP BY p.id, p.company_name
        ORDER BY lower(p.company_name), p.id`,
  );
