import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The range is the column's check (0015_duplicate_distance.sql): a value past it fails and answers 400. */
export async function updateDuplicateDistance(db: Db, companyId: number, metres: number): Promise<void> {
  await db.execute(sql`UPDATE companies SET duplicate_distance_m = ${metres} WHERE id = ${companyId}`);
}
