import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';

export interface LoginUserRow {
  id: number;
  password_hash: string;
  is_active: boolean;
  is_super: boolean;
  token_version: number;
}

export const findLoginUser = (db: Db, username: string) =>
  firstRow<LoginUserRow>(
    db,
    sql`SELECT id, password_hash, is_active, is_super, token_version FROM users
        WHERE lower(user_name) = lower(${username}) AND NOT hidden`,
  );

export const findUserByEmail = (db: Db, email: string) =>
  firstRow<{ id: number; email: string; first_name: string }>(
    db,
    sql`SELECT id, email, first_name FROM users
        WHERE lower(email) = lower(${email}) AND is_active AND NOT hidden ORDER BY id LIMIT 1`,
  );

export async function storeResetToken(
  db: Db,
  token: string,
  userId: number,
  ttlSeconds: number,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO password_reset_tokens (token, user_id, expires_at)
        VALUES (${token}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))`,
  );
}

/**
 * Sets the password when the token is known, unused and unexpired, and in the same step voids every other
 * unused token of its user and moves the user's token version on, ending the sessions issued before. One
 * UPDATE marks all the user's open tokens: of two tokens of one user submitted at once, the second waits
 * for the first's row locks and then finds its token used. False when the token does not qualify.
 */
export async function consumeResetToken(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await firstRow<{ user_id: number }>(
      tx,
      sql`WITH voided AS (
            UPDATE password_reset_tokens SET used_at = now()
            WHERE used_at IS NULL AND user_id = (
              SELECT user_id FROM password_reset_tokens
              WHERE token = ${token} AND used_at IS NULL AND expires_at > now())
            RETURNING token, user_id)
          SELECT user_id FROM voided WHERE token = ${token}`,
    );
    if (!row) return false;
    await tx.execute(
      sql`UPDATE users SET password_hash = ${passwordHash}, token_version = token_version + 1
          WHERE id = ${row.user_id}`,
    );
    return true;
  });
}

/**
 * Forget reset tokens expired more than `days` ago. A used token was used before it expired, so this takes
 * used and unused ones alike; a token still valid is never touched.
 */
export async function pruneResetTokens(db: Db, days: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM password_reset_tokens WHERE expires_at < now() - make_interval(days => ${days})`,
  );
}
