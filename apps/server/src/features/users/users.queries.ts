import type { UserRoleId } from '@verge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, intArray, rows } from '../../db/sql';

export interface NewUserRow {
  companyId: number;
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roleId: UserRoleId;
}

/** Inserts a user; a taken username (any case) fails on users_user_name_key and answers 409. */
export async function insertUser(db: Db, user: NewUserRow): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO users (company_id, user_name, email, first_name, last_name, password_hash, user_role_id)
        VALUES (${user.companyId}, ${user.userName}, ${user.email}, ${user.firstName}, ${user.lastName},
                ${user.passwordHash}, ${user.roleId})
        RETURNING id`,
  );
  return row!.id;
}

export interface CompanyUserRow {
  id: number;
  company_id: number;
  company_type: 'client' | 'thirdParty';
  user_role_id: UserRoleId;
  is_active: boolean;
}

/** A live company user, optionally only within one company (others look missing). */
export const findCompanyUser = (db: Db, userId: number, companyId?: number) =>
  firstRow<CompanyUserRow>(
    db,
    sql`SELECT u.id, u.company_id, c.company_type, u.user_role_id, u.is_active
        FROM users u JOIN companies c ON c.id = u.company_id
        WHERE u.id = ${userId} AND NOT u.hidden AND NOT u.is_super
          ${companyId === undefined ? sql`` : sql`AND u.company_id = ${companyId}`}`,
  );

/**
 * Deactivates an active user, reactivates an inactive one. Deactivating moves the token version on (SET reads
 * the old is_active), so the sessions it ends stay ended: a reactivated user logs in again.
 */
export async function toggleActivation(db: Db, userId: number): Promise<void> {
  await db.execute(
    sql`UPDATE users SET is_active = NOT is_active,
                         token_version = token_version + CASE WHEN is_active THEN 1 ELSE 0 END
        WHERE id = ${userId}`,
  );
}

/** Of the requested assets, those not in `allowed` (an SQL list of asset ids). */
export async function assetsOutside(db: Db, assetIds: number[], allowed: SQL): Promise<number[]> {
  const outside = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM unnest(${intArray(assetIds)}) AS requested(id) WHERE id NOT IN (${allowed})`,
  );
  return outside.map((r) => r.id);
}

/** Replaces the user's assets; kept grants keep their time (app sync sends an asset newly given). */
export async function replaceUserAssets(db: Db, userId: number, assetIds: number[]): Promise<void> {
  await db.execute(
    sql`WITH removed AS (
          DELETE FROM user_assets WHERE user_id = ${userId} AND asset_id <> ALL(${intArray(assetIds)}))
        INSERT INTO user_assets (user_id, asset_id)
        SELECT ${userId}, id FROM unnest(${intArray(assetIds)}) AS requested(id) ON CONFLICT DO NOTHING`,
  );
}

/** Assigns issue chains (by their originals) to a user; returns the chains not assigned to them before. */
export async function assignChainsToUser(db: Db, userId: number, chainIds: number[]): Promise<number[]> {
  const added = await rows<{ issue_id: number }>(
    db,
    sql`INSERT INTO issue_user_assignments (issue_id, user_id)
        SELECT id, ${userId} FROM unnest(${intArray(chainIds)}) AS chain(id)
        ON CONFLICT DO NOTHING RETURNING issue_id`,
  );
  return added.map((r) => r.issue_id).sort((a, b) => a - b);
}

export async function insertFeedback(db: Db, userId: number, content: string): Promise<number> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO feedback (user_id, content) VALUES (${userId}, ${content}) RETURNING id`,
  );
  return row!.id;
}

export const findUserContact = (db: Db, userId: number) =>
  firstRow<{ user_name: string; email: string; first_name: string; last_name: string; company_name: string }>(
    db,
    sql`SELECT u.user_name, u.email, u.first_name, u.last_name, c.company_name
        FROM users u JOIN companies c ON c.id = u.company_id WHERE u.id = ${userId}`,
  );
