import { type SQL, sql } from 'drizzle-orm';
import type { EditTarget } from './editNotices.queries';

/*
 * The editNotices list of the read shapes: a record's notices not yet dismissed, oldest first. Nearly every
 * record has none, and the partial index edit_notices_open_idx holds open notices only, so looking up a
 * record's notices costs one probe of a tiny index.
 */

/** One notice `n`, its other editor joined as `nu`, as an item of editNotices. */
export const NOTICE_JSON = `json_build_object('id', n.id, 'field', n.field, 'overwrittenValue', n.overwritten_value,
  'byName', nu.first_name || ' ' || nu.last_name, 'at', n.at)`;
export const NOTICES_FROM = 'edit_notices n LEFT JOIN users nu ON nu.id = n.by_user_id';
/** The condition on `n` that keeps the open notices of records of one type. */
export const openNotices = (target: EditTarget) => `NOT n.dismissed AND n.target_type = '${target}'`;

const aggregate = sql.raw(`json_agg(${NOTICE_JSON} ORDER BY n.id)`);

/** The open notices of the record whose id is `recordId`, as a JSON array (a correlated subquery). */
export const editNoticesOf = (target: EditTarget, recordId: SQL): SQL =>
  sql`coalesce((SELECT ${aggregate} FROM ${sql.raw(NOTICES_FROM)}
                WHERE n.record_id = ${recordId} AND ${sql.raw(openNotices(target))}), '[]'::json)`;

/**
 * A derived table (record_id, list) of the open notices of the records `recordIds` selects, aggregated
 * once for a bulk read to hash-join.
 */
export const editNoticesByRecord = (target: EditTarget, recordIds: SQL): SQL =>
  sql`(SELECT n.record_id, ${aggregate} AS list FROM ${sql.raw(NOTICES_FROM)}
       WHERE n.record_id IN (${recordIds}) AND ${sql.raw(openNotices(target))} GROUP BY n.record_id)`;
