import { z } from 'zod';
import { idSchema } from './common';
import { DUPLICATE_WARNING_DISTANCE_MAX_M } from './constants';

/**
 * What a user answered the duplicate warning with (issue 39), sent with the create of the new issue or culvert so
 * the record's history can show it: the similar record shown, how far it was, and the choice (a follow-up of it
 * carries 'followUp').
 */
export const DUPLICATE_CHOICES = ['saveAnyway', 'followUp'] as const;
export const duplicateWarningSchema = z.object({
  /** The similar record the user was shown. */
  recordId: idSchema,
  distanceM: z.number().min(0).max(DUPLICATE_WARNING_DISTANCE_MAX_M),
  choice: z.enum(DUPLICATE_CHOICES),
});
export type DuplicateWarning = z.infer<typeof duplicateWarningSchema>;
