import { z } from 'zod';
import { dateTimeSchema, idSchema, pointSchema, positionSchema } from './common';
import { duplicateWarningSchema } from './duplicateWarning';

/**
 * A command's circumstances on the device, sent beside its Idempotency-Key as JSON: when it was made (the device's
 * clock), whether the device was offline then, and where the device was when the app knew it. The server keeps
 * them in the record's history; a missing or unreadable header only leaves them out.
 */
export const COMMAND_CONTEXT_HEADER = 'X-Command-Context';
export const commandContextSchema = z
  .object({ madeAt: dateTimeSchema, offline: z.boolean(), position: positionSchema.nullable() })
  .strict();
export type CommandContext = z.infer<typeof commandContextSchema>;

export const HISTORY_TARGETS = ['vegetation-issue', 'culvert', 'culvert-inspection'] as const;
export type HistoryTarget = (typeof HISTORY_TARGETS)[number];
/** A record whose history is read: its kind and id. */
export type HistoryRecordKey = readonly [HistoryTarget, number];

/**
 * One field's change: old and new as the history shows them (names for references, GeoJSON for positions). A list
 * item added has old null; removed, new null.
 */
const historyChangeSchema = z.object({ field: z.string(), old: z.json(), new: z.json() });
export type HistoryChange = z.infer<typeof historyChangeSchema>;
export type HistoryValue = HistoryChange['old'];

/**
 * A stale edit merged with what changed meanwhile: the field, the value that lost (kept as an 'Edited meanwhile'
 * notice) and who made the edit it met.
 */
const historyMergedSchema = z.object({ field: z.string(), value: z.json(), by: z.string().nullable() });
export type HistoryMerged = z.infer<typeof historyMergedSchema>;

/**
 * One entry of a record's history: one user's change of one record in one command. The user's id and role, and
 * where their device was, are sent only to the users of their own company; others see the name and the company.
 */
export const historyEntrySchema = z.object({
  id: idSchema,
  targetType: z.enum(HISTORY_TARGETS),
  recordId: idSchema,
  assetId: idSchema,
  action: z.enum(['created', 'edited', 'deleted']),
  changes: z.array(historyChangeSchema),
  merged: z.array(historyMergedSchema),
  user: z.string(),
  userId: idSchema.nullable(),
  userRole: z.number().int().nullable(),
  company: z.string().nullable(),
  /** The server's time of the change. */
  updated_at: dateTimeSchema,
  hidden: z.literal(false),
  deviceAt: dateTimeSchema.nullable(),
  offline: z.boolean().nullable(),
  devicePosition: positionSchema.nullable(),
  recordPosition: pointSchema.nullable(),
  /** A create the user made after a duplicate warning: the similar record, how far, and the choice. */
  duplicateWarning: duplicateWarningSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
