import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

/**
 * A field of a record that two users changed at once: the value that lost, and who made the other
 * edit (the one that happened meanwhile). Shown as 'Edited meanwhile by {name}' until dismissed.
 */
export const editNoticeSchema = z.object({
  id: idSchema,
  field: z.string(),
  /** Any JSON value, null included. */
  overwrittenValue: z.unknown(),
  /** Null when the other edit predates edit tracking. */
  byName: z.string().nullable(),
  at: dateTimeSchema,
});
export type EditNotice = z.infer<typeof editNoticeSchema>;

/**
 * The open notices of a record's read shape. The server always sends the list; it is optional so rows
 * stored before notices existed (on devices, in tests) still parse: absent means none.
 */
export const editNoticesField = { editNotices: z.array(editNoticeSchema).optional() };

/**
 * What an update request adds to merge an edit made on stale data: `base` holds, for each field the user
 * changed, the value it had in the version the edit started from (fields not named keep the server's
 * values); `editedAt` is when the edit was made on the device (a later time than the server's wins a
 * field both changed; absent: when the server applies it). Without `base` the edit overwrites every field.
 */
export const staleEditFields = <S extends z.ZodRawShape>(fields: S) => ({
  base: z.object(fields).partial().strict().optional(),
  editedAt: dateTimeSchema.optional(),
});

export const dismissEditNoticeRequestSchema = z.object({ id: idSchema });
