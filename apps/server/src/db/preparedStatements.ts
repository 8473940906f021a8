import { type SQL, sql } from 'drizzle-orm';

/** The mark of a statement to be prepared (db/client.ts); a comment, so PGlite runs it as any other. */
export const PREPARED_MARK = '/* prepared */ ';

/**
 * A hot statement (run on every call of its kind) to run as a named prepared statement on PostgreSQL: parsed and
 * planned once per connection instead of on every call, where planning the big JSON read shapes costs as much as
 * running them. Only for statements whose text takes a few fixed shapes: each shape stays prepared on every
 * pooled connection.
 */
export const prepared = (query: SQL): SQL => sql`${sql.raw(PREPARED_MARK)}${query}`;
