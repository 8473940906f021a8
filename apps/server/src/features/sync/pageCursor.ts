import { type AssetSyncTotals, assetSyncTotalsSchema, dateTimeSchema, idSchema } from '@verge/domain';
import { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * Where a paged asset pull stands: the pull it belongs to (asset, user, and for an incremental pull the since it
 * asked changes from), the `since` its first page fixed for the next pull, and the key of the last row sent: its
 * table and its (updated_at, id). updated_at keeps the database's microseconds, so no row sharing the
 * millisecond is skipped.
 */
export interface PageCursor {
  assetId: number;
  userId: number;
  /** An incremental pull's since; null for a full pull. */
  changesSince: string | null;
  since: string;
  table: keyof AssetSyncTotals;
  updatedAt: string;
  id: number;
}

const MICROSECOND_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

const key = [assetSyncTotalsSchema.keyof(), z.string().regex(MICROSECOND_UTC), idSchema] as const;
const cursorSchema = z.union([
  z.tuple([z.literal(2), idSchema, idSchema, dateTimeSchema.nullable(), dateTimeSchema, ...key]),
  // Version 1, full pulls only: a device may be in the middle of one when its server is upgraded.
  z.tuple([z.literal(1), idSchema, idSchema, dateTimeSchema, ...key]),
]);

/** The cursor as the client holds it: opaque URL-safe text. */
export function encodeCursor(c: PageCursor): string {
  const fields: z.infer<typeof cursorSchema> = [
    2,
    c.assetId,
    c.userId,
    c.changesSince,
    c.since,
    c.table,
    c.updatedAt,
    c.id,
  ];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * The cursor a client sent back; 400 unless it is well formed and belongs to this pull: its asset and user, and
 * the same since (none for a full pull).
 */
export function decodeCursor(
  text: string,
  pull: { assetId: number; userId: number; changesSince: string | null },
): PageCursor {
  // Node's base64url decoder skips characters outside the alphabet; a cursor holding any is not one we sent.
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw badRequest('Invalid cursor');
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  const parsed = cursorSchema.safeParse(fields);
  if (!parsed.success) throw badRequest('Invalid cursor');
  const cursor = toCursor(parsed.data);
  const sameSince =
    cursor.changesSince === null || pull.changesSince === null
      ? cursor.changesSince === pull.changesSince
      : Date.parse(cursor.changesSince) === Date.parse(pull.changesSince);
  if (cursor.assetId !== pull.assetId || cursor.userId !== pull.userId || !sameSince) {
    throw badRequest('The cursor belongs to another pull');
  }
  return cursor;
}

function toCursor(fields: z.infer<typeof cursorSchema>): PageCursor {
  if (fields[0] === 1) {
    const [, assetId, userId, since, table, updatedAt, id] = fields;
    return { assetId, userId, changesSince: null, since, table, updatedAt, id };
  }
  const [, assetId, userId, changesSince, since, table, updatedAt, id] = fields;
  return { assetId, userId, changesSince, since, table, updatedAt, id };
}
