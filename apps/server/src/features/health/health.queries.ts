import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The cheapest statement that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
