import { z } from 'zod';
import {
  commentsSchema,
  dateTimeSchema,
  idListSchema,
  idSchema,
  lineStringSchema,
  photoKeySchema,
  pointSchema,
  riskScoreSchema,
  uuidSchema,
} from './common';
import { VEG_HEIGHT_MAX } from './constants';
import { duplicateWarningSchema } from './duplicateWarning';
import { editNoticesField, staleEditFields } from './editNotice';

const nullableId = idSchema.nullable();
const nullableCount = z.number().min(0).nullable();

/**
 * Vegetation height in metres. Spec 1 keeps it as text, so a numeric string ('1.5') is accepted as well as a
 * number; either is stored as a number, anything else is refused.
 */
export const vegHeightSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+(\.\d+)?$/)
        .transform(Number),
    ],
    {
      error: 'Expected a number of metres, such as 1.5',
    },
  )
  .pipe(z.number().min(0).max(VEG_HEIGHT_MAX))
  .nullable();

/** Fields the form edits; shared by create, update and the read shape. */
export const issueEditableFields = {
  inspection_date: dateTimeSchema,
  has_issue: z.boolean(),
  veg_height: vegHeightSchema,
  risk_score: riskScoreSchema,
  area_size: nullableCount,
  gps_track: lineStringSchema.nullable(),
  gps_point: pointSchema.nullable(),
  action_required: z.boolean().nullable(),
  individual_count: nullableCount,
  density: nullableCount,
  comments: commentsSchema,
  areaId: idSchema,
  actionTakenId: nullableId,
  distributionId: nullableId,
  physiologicalStageId: nullableId,
  issueTypeId: nullableId,
  vegetationTypeId: nullableId,
  proximityId: nullableId,
  speciesIds: idListSchema,
  actionsRequiredIds: idListSchema,
  near_low_point_drain: z.boolean().nullable(),
};

export const createIssueRequestSchema = z.object({
  uuid: uuidSchema,
  userId: idSchema,
  originalIssueId: nullableId,
  thirdPartyCompanyIds: idListSchema.default([]),
  ...issueEditableFields,
  /** Present when the user was warned of a similar issue before saving (issue 39). */
  duplicateWarning: duplicateWarningSchema.optional(),
});
export type CreateIssueRequest = z.infer<typeof createIssueRequestSchema>;

export const updateIssueRequestSchema = z.object({
  id: idSchema,
  ...issueEditableFields,
  ...staleEditFields(issueEditableFields),
});
export type UpdateIssueRequest = z.infer<typeof updateIssueRequestSchema>;

export const issueIdRequestSchema = z.object({ id: idSchema });
export const issuePdfRequestSchema = z.object({ assetId: idSchema, issueId: idSchema });
export const imageRequestSchema = z.object({ key: photoKeySchema });

/** The read shape: what sync and create return. */
export const vegetationIssueSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  hidden: z.boolean(),
  updated_at: dateTimeSchema,
  assetId: idSchema,
  userId: idSchema,
  user: z.string(),
  original_issue_id: nullableId,
  subsequentIssueIds: idListSchema,
  thirdPartyCompanyIds: idListSchema,
  assignedUserIds: idListSchema,
  photos: z.array(z.string()),
  isInteractive: z.boolean(),
  ...issueEditableFields,
  area: z.string(),
  issue_type: z.string().nullable(),
  distribution: z.string().nullable(),
  physiological_stage: z.string().nullable(),
  proximity: z.string().nullable(),
  vegetation_type: z.string().nullable(),
  species: z.array(z.string()),
  action_taken: z.string().nullable(),
  actionsRequired: z.array(z.string()),
  ...editNoticesField,
});
export type VegetationIssue = z.infer<typeof vegetationIssueSchema>;

/** The id an issue is known by in tables: its original's id when it is a follow-up, else its own. */
export function toolIssueId(issue: { id: number; original_issue_id: number | null }): number {
  return issue.original_issue_id ?? issue.id;
}
