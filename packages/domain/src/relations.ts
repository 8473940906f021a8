import { z } from 'zod';
import { idSchema } from './common';

/** Reference lists ("relations", spec 2 §3). */
export const ISSUE_TYPE_IDS = {
  weeds: 1,
  aboveGroundPipe: 2,
  belowGroundPipe: 3,
  nearInfrastructure: 4,
  animalAttractant: 5,
  other: 6,
} as const;

export const issueActionSchema = z.object({
  id: idSchema,
  issue_action: z.string(),
  score: z.number(),
  action_type: z.enum(['taken', 'required']),
});
export type IssueAction = z.infer<typeof issueActionSchema>;
export const distributionSchema = z.object({ id: idSchema, distribution: z.string(), score: z.number() });
export type Distribution = z.infer<typeof distributionSchema>;
export const issueTypeSchema = z.object({ id: idSchema, issue_type: z.string() });
export type IssueType = z.infer<typeof issueTypeSchema>;
export const physiologicalStageSchema = z.object({
  id: idSchema,
  physiological_stage: z.string(),
  score: z.number(),
});
export type PhysiologicalStage = z.infer<typeof physiologicalStageSchema>;
export const proximitySchema = z.object({
  id: idSchema,
  proximity: z.string(),
  score: z.number(),
  issueTypeId: idSchema,
});
export type Proximity = z.infer<typeof proximitySchema>;
export const speciesSchema = z.object({
  id: idSchema,
  species: z.string(),
  score: z.number(),
  reference_photo_url: z.string().nullable(),
  vegeTypeId: idSchema,
});
export type Species = z.infer<typeof speciesSchema>;
export const vegetationTypeSchema = z.object({
  id: idSchema,
  vegetation_type: z.string(),
  score: z.number(),
  issueTypeId: idSchema,
});
export type VegetationType = z.infer<typeof vegetationTypeSchema>;
export const culvertStatusSchema = z.object({ id: idSchema, culvert_status: z.string() });
export type CulvertStatus = z.infer<typeof culvertStatusSchema>;
export const inspectionActionSchema = z.object({
  id: idSchema,
  inspection_action: z.string(),
  action_type: z.enum(['taken', 'required']),
});
export type InspectionAction = z.infer<typeof inspectionActionSchema>;

export const relationsSchema = z.object({
  takenActions: z.array(issueActionSchema),
  requiredActions: z.array(issueActionSchema),
  distributions: z.array(distributionSchema),
  issueTypes: z.array(issueTypeSchema),
  physiologicalStages: z.array(physiologicalStageSchema),
  proximities: z.array(proximitySchema),
  species: z.array(speciesSchema),
  weedVegetationTypes: z.array(vegetationTypeSchema),
  infraVegetationTypes: z.array(vegetationTypeSchema),
  culvertStatuses: z.array(culvertStatusSchema),
  culvertTakenActions: z.array(inspectionActionSchema),
  culvertRequiredActions: z.array(inspectionActionSchema),
});
export type Relations = z.infer<typeof relationsSchema>;
