import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query; the one place raw results are typed. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

/** An int[] parameter (a plain array in a drizzle template would expand into a list of parameters). */
export const intArray = (ids: readonly number[]): SQL => sql`${sql.param(ids)}::int[]`;
