import { z } from 'zod';
import {
  commentsSchema,
  dateSchema,
  dateTimeSchema,
  idListSchema,
  idSchema,
  localIdSchema,
  riskScoreSchema,
  uuidSchema,
} from './common';
import { editNoticesField, staleEditFields } from './editNotice';

/** Fields the inspection form edits. */
export const inspectionFields = {
  inspection_date: dateTimeSchema,
  next_inspection_date: dateSchema,
  comments: commentsSchema,
  risk_score: riskScoreSchema,
  culvertStatusId: idSchema,
  actionsTakenIds: idListSchema,
  actionsRequiredIds: idListSchema,
};

/** The fields of an inspection an edit writes (the culvert aside). */
export type InspectionFields = z.infer<z.ZodObject<typeof inspectionFields>>;

export const createInspectionRequestSchema = z
  .object({
    uuid: uuidSchema,
    userId: idSchema,
    /** Negative when the culvert was created offline; culvertUuid then names it. */
    culvertId: localIdSchema,
    culvertUuid: uuidSchema.optional(),
    hidden: z.literal(false).default(false),
    ...inspectionFields,
  })
  .refine((r) => r.culvertId > 0 || r.culvertUuid !== undefined, {
    message: 'culvertUuid is required when culvertId is not a server id',
    path: ['culvertUuid'],
  });
export type CreateInspectionRequest = z.infer<typeof createInspectionRequestSchema>;

export const updateInspectionRequestSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  culvertId: idSchema,
  previousCulvertId: idSchema,
  ...inspectionFields,
  ...staleEditFields(inspectionFields),
});
export type UpdateInspectionRequest = z.infer<typeof updateInspectionRequestSchema>;
export const inspectionIdRequestSchema = z.object({ id: idSchema });

export const culvertInspectionSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  hidden: z.boolean(),
  updated_at: dateTimeSchema,
  userId: idSchema,
  user: z.string(),
  culvertId: idSchema,
  photos: z.array(z.string()),
  culvert: z.string(),
  culvertStatus: z.string(),
  actionsTaken: z.array(z.string()),
  actionsRequired: z.array(z.string()),
  ...inspectionFields,
  ...editNoticesField,
});
export type CulvertInspection = z.infer<typeof culvertInspectionSchema>;
