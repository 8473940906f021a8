import { type SQL, sql } from 'drizzle-orm';

/** A list of a pull's `removed` object: the ids of `kind` in sync_removals, and what the viewer sees now. */
export interface RemovalList {
  kind: 'asset' | 'user' | 'thirdPartyCompany' | 'assetSpecies';
  /** SQL subquery: the ids of that kind the viewer sees now. */
  visible: SQL;
}

/**
 * SQL expression: the pull's `removed` object, one array of ids per list. A full pull (since absent)
 * holds only what the viewer sees, so its lists are empty. An incremental pull lists the rows removed
 * from the viewers `to` (a condition on sync_removals `r`) since, that the viewer still does not see:
 * a grant given back meanwhile sends the row again instead.
 */
export function removedJson(lists: Record<string, RemovalList>, to: SQL, since: string | undefined): SQL {
  const entries = Object.entries(lists).map(([name, list]) => {
    const ids =
      since === undefined
        ? sql`'[]'::json`
        : sql`(SELECT coalesce(json_agg(DISTINCT r.row_id ORDER BY r.row_id), '[]'::json) FROM sync_removals r
               WHERE r.kind = ${list.kind} AND ${to} AND r.removed_at > ${since}::timestamptz
                 AND r.row_id NOT IN (${list.visible}))`;
    return sql`${name}::text, ${ids}`;
  });
  return sql`json_build_object(${sql.join(entries, sql`, `)})`;
}
