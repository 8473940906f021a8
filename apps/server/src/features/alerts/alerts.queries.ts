import type { Alert, AlertType } from '@verge/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstRow, rows } from '../../db/sql';

/** Subscribes a user; undefined when they already hold that type. */
export async function insertAlert(db: Db, userId: number, type: AlertType): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO alerts (user_id, alert_type) VALUES (${userId}, ${type})
        ON CONFLICT (user_id, alert_type) DO NOTHING RETURNING id`,
  );
  return row?.id;
}

export const listAlerts = (db: Db, userId: number) =>
  rows<Alert>(
    db,
    sql`SELECT id, alert_type, user_id AS "userId" FROM alerts WHERE user_id = ${userId} ORDER BY id`,
  );

/** The alert when its user belongs to the company; other companies' alerts look missing. */
export const findCompanyAlert = (db: Db, alertId: number, companyId: number) =>
  firstRow<{ id: number; user_id: number }>(
    db,
    sql`SELECT al.id, al.user_id FROM alerts al JOIN users u ON u.id = al.user_id
        WHERE al.id = ${alertId} AND u.company_id = ${companyId} AND NOT u.hidden`,
  );

export async function deleteAlert(db: Db, alertId: number): Promise<void> {
  await db.execute(sql`DELETE FROM alerts WHERE id = ${alertId}`);
}
