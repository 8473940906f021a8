import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Who makes a command's change, as the history triggers read it (migration 0016: verge.actor). */
export interface CommandActor {
  userId: number;
  call: string;
  madeAt: string | null;
  offline: boolean | null;
  position: readonly [number, number] | null;
  details: object | null;
}

/** Set for the current transaction only (is_local), so a pooled connection carries nothing to the next request. */
export async function setCommandActor(db: Db, actor: CommandActor): Promise<void> {
  await db.execute(sql`SELECT set_config('verge.actor', ${JSON.stringify(actor)}, true)`);
}
