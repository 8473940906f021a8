import { type AssetSyncTotals, assetSyncTotalsSchema, dateTimeSchema, idSchema } from '@verge/domain';
import { z } from 'zod';
import { badRequest } from '../../errors';

/**
 * Where a paged full asset pull stands: the pull it belongs to (asset, user), the `since` its first page
 * answered, and the key of the last row sent: its table and its (updated_at, id). updated_at keeps the database's microseconds, so no row sharing the millisecond is skipped.
 */
export interface PageCursor {
  assetId: number;
  userId: number;
  since: string;
  table: keyof AssetSyncTotals;
  updatedAt: string;
  id: number;
}

const MICROSECOND_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

const cursorSchema = z.tuple([
  z.literal(1),
  idSchema,
  idSchema,
  dateTimeSchema,
  assetSyncTotalsSchema.keyof(),
  z.string().regex(MICROSECOND_UTC),
  idSchema,
]);

/** The cursor as the client holds it: opaque URL-safe text. */
export function encodeCursor(c: PageCursor): string {
  const fields: z.infer<typeof cursorSchema> = [1, c.assetId, c.userId, c.since, c.table, c.updatedAt, c.id];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** The cursor a client sent back; 400 unless it is well formed and belongs to this pull (asset and user). */
export function decodeCursor(text: string, pull: { assetId: number; userId: number }): PageCursor {
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
  const [, assetId, userId, since, table, updatedAt, id] = parsed.data;
  if (assetId !== pull.assetId || userId !== pull.userId) {
    throw badRequest('The cursor belongs to another pull');
  }
  return { assetId, userId, since, table, updatedAt, id };
}
