import { type SQL, sql } from 'drizzle-orm';

/** SQL subquery: ids of the live third-party companies related to the client company as its providers. */
export function relatedProviderIds(clientCompanyId: number): SQL {
  return sql`SELECT cr.provider_company_id FROM company_relations cr
    JOIN companies rc ON rc.id = cr.provider_company_id
    WHERE cr.client_company_id = ${clientCompanyId} AND NOT rc.hidden`;
}

/**
 * SQL expression: the company `pc` in the domain thirdPartyCompanySchema shape. vegetationIssues are
 * the live chain originals on the client company's assets that are assigned to `pc` (assignments are
 * held on originals), so a provider's work for other clients never shows.
 */
function providerJson(clientCompanyId: number): SQL {
  return sql`json_build_object(
      'id', pc.id,
      'company_name', pc.company_name,
      'company_tag', pc.company_tag,
      'company_type', pc.company_type,
      'vegetationIssues', (SELECT coalesce(json_agg(json_build_object('id', ica.issue_id) ORDER BY ica.issue_id), '[]'::json)
                           FROM issue_company_assignments ica
                           JOIN vegetation_issues pvi ON pvi.id = ica.issue_id
                           JOIN assets pa ON pa.id = pvi.asset_id
                           WHERE ica.company_id = pc.id AND pa.company_id = ${clientCompanyId} AND NOT pvi.hidden)
    )`;
}

/**
 * SQL scalar expression: a JSON array of the live companies `pc` matching `where`, in the
 * thirdPartyCompanySchema shape as the client company sees them (providers screen and app sync).
 */
export function providersJsonArray(clientCompanyId: number, where: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(${providerJson(clientCompanyId)} ORDER BY lower(pc.company_name), pc.id), '[]'::json)
    FROM companies pc WHERE NOT pc.hidden AND ${where})`;
}

/**
 * SQL scalar expression: the client company's providers in the companyRelationSchema shape, each with
 * the name and address of the provider's first third-party admin (role 2), active ones first.
 */
export function relationsJsonArray(clientCompanyId: number): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'companyId', pc.id,
      'company', ${providerJson(clientCompanyId)},
      'userId', CASE WHEN adm.id IS NULL THEN NULL
                     ELSE json_build_object('first_name', adm.first_name, 'last_name', adm.last_name) END,
      'admin_email', adm.email
    ) ORDER BY lower(pc.company_name), pc.id), '[]'::json)
    FROM companies pc
    LEFT JOIN LATERAL (SELECT u.id, u.first_name, u.last_name, u.email FROM users u
                       WHERE u.company_id = pc.id AND u.user_role_id = 2 AND NOT u.hidden
                       ORDER BY u.is_active DESC, u.id LIMIT 1) adm ON true
    WHERE NOT pc.hidden AND pc.id IN (${relatedProviderIds(clientCompanyId)}))`;
}
