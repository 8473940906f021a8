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

/**
 * SQL text expression: a JSON object of `fields`, each value an SQL expression of JSON, as json or as text
 * (concat writes json as its text). Built as text where a value is large JSON text: json_build_object would
 * take json, and casting text to json parses it. One concat: a chain of || copies what it has built so far at
 * every step (a 128 MB pull, six times over).
 */
export function jsonObjectText(fields: Record<string, SQL>): SQL {
  const members = Object.entries(fields).map(([key, value], i) => {
    if (!/^\w+$/.test(key)) throw new Error(`Not a plain JSON key: ${key}`);
    return sql`${sql.raw(`'${i === 0 ? '{' : ','}"${key}":'`)}, ${value}`;
  });
  return sql`concat(${sql.join(members, sql`, `)}, '}')`;
}
