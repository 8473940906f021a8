import type { CompanyType, UserRoleId } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/preparedStatements';
import { firstRow } from '../db/sql';

export interface ViewerRow {
  id: number;
  is_super: boolean;
  is_active: boolean;
  token_version: number;
  company_id: number | null;
  company_type: CompanyType | null;
  user_role_id: UserRoleId;
  first_name: string;
  last_name: string;
}

/** The caller's user row (null when there is no such live user): what every authenticated call decides on. */
export async function callerRow(db: Db, userId: number): Promise<ViewerRow | null> {
  const row = await firstRow<{ caller: ViewerRow | null }>(
    db,
    prepared(sql`SELECT (SELECT row_to_json(r) FROM (
        SELECT u.id, u.is_super, u.is_active, u.token_version, u.company_id, c.company_type, u.user_role_id,
               u.first_name, u.last_name
        FROM users u LEFT JOIN companies c ON c.id = u.company_id
        WHERE u.id = ${userId} AND NOT u.hidden) r) AS caller`),
  );
  return row?.caller ?? null;
}
