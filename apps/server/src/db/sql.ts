import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query; the one place raw results are typed. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
