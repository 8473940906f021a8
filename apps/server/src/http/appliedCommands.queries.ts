import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appliedCommands } from '../db/schema';
import { firstRow } from '../db/sql';

/**
 * Claim a command key for this transaction; false when it is taken. A concurrent claim of the same key
 * waits here until the first transaction ends: then taken if it committed, claimed if it rolled back.
 */
export async function claimCommandKey(db: Db, key: string, userId: number, call: string): Promise<boolean> {
  const claimed = await db
    .insert(appliedCommands)
    .values({ key, user_id: userId, call })
    .onConflictDoNothing({ target: appliedCommands.key })
    .returning({ key: appliedCommands.key });
  return claimed.length > 0;
}

export const findAppliedCommand = (db: Db, key: string) =>
  firstRow<{ user_id: number; call: string; response: string | null }>(
    db,
    sql`SELECT user_id, call, response FROM applied_commands WHERE key = ${key}`,
  );

export async function recordCommandResponse(db: Db, key: string, response: string): Promise<void> {
  await db.update(appliedCommands).set({ response }).where(eq(appliedCommands.key, key));
}

/** Forget keys applied more than `days` ago (an indexed delete by age). */
export async function pruneAppliedCommands(db: Db, days: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM applied_commands WHERE created_at < now() - make_interval(days => ${days})`,
  );
}
