import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow } from '../../db/sql';

export interface LoginUserRow {
  id: number;
  password_hash: string;
  is_active: boolean;
  is_super: boolean;
  email: string;
}

export const findLoginUser = (db: Db, username: string) =>
  firstRow<LoginUserRow>(
    db,
    sql`SELECT id, password_hash, is_active, is_super, email FROM users
        WHERE lower(user_name) = lower(${username}) AND NOT hidden`,
  );

export const findUserByEmail = (db: Db, email: string) =>
  firstRow<{ id: number; email: string; first_name: string }>(
    db,
    sql`SELECT id, email, first_name FROM users
        WHERE lower(email) = lower(${email}) AND is_active AND NOT hidden ORDER BY id LIMIT 1`,
  );

export async function recentFailures(db: Db, username: string, address: string, windowSeconds: number) {
  const row = await firstRow<{ by_user: number; by_address: number }>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE username = lower(${username}))::int AS by_user,
          count(*) FILTER (WHERE address = ${address})::int AS by_address
        FROM login_attempts
        WHERE attempted_at > now() - make_interval(secs => ${windowSeconds})
          AND (username = lower(${username}) OR address = ${address})`,
  );
  return row ?? { by_user: 0, by_address: 0 };
}

export async function recordFailure(db: Db, username: string, address: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO login_attempts (username, address) VALUES (lower(${username}), ${address})`,
  );
  // Old attempts are useless; trim them as we go so the table stays small.
  await db.execute(sql`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 day'`);
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_attempts WHERE username = lower(${username})`);
}

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

/** Marks the token used and sets the password in one statement pair; false when unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await firstRow<{ user_id: number }>(
      tx,
      sql`UPDATE password_reset_tokens SET used_at = now()
          WHERE token = ${token} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
    );
    if (!row) return false;
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${row.user_id}`);
    return true;
  });
}
