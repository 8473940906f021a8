import { z } from 'zod';
import {
  dateTimeSchema,
  idSchema,
  type Position,
  pointSchema,
  requiredTextSchema,
  uuidSchema,
} from './common';
import { UNKNOWN_MEASURE } from './constants';
import { duplicateWarningSchema } from './duplicateWarning';
import { editNoticesField, staleEditFields } from './editNotice';

/** -1 means unknown; otherwise a non-negative measure (length in m, diameter in m). */
const measureSchema = z
  .number()
  .refine((v) => v === UNKNOWN_MEASURE || v >= 0, 'must be 0 or more, or -1 for unknown');

export const culvertEditableFields = {
  site_culvert_id: requiredTextSchema(100),
  road_name: requiredTextSchema(200),
  is_fish_habitat: z.boolean(),
  has_markers: z.boolean(),
  length: measureSchema,
  diameter: measureSchema,
  direction_of_flow: requiredTextSchema(100),
  inlet_location: pointSchema.nullable(),
  outlet_location: pointSchema.nullable(),
};

/** The fields of a culvert an edit writes. */
export type CulvertFields = z.infer<z.ZodObject<typeof culvertEditableFields>>;

export const createCulvertRequestSchema = z.object({
  uuid: uuidSchema,
  assetId: idSchema,
  ...culvertEditableFields,
  /** Present when the user was warned of a culvert at the same spot before saving (issue 39). */
  duplicateWarning: duplicateWarningSchema.optional(),
});
export type CreateCulvertRequest = z.infer<typeof createCulvertRequestSchema>;
/** Edit Culvert (spec 2 §5): diameter at least 1 cm (stored in m), length at least 1 m, both points required. */
export const CULVERT_EDIT_MIN_DIAMETER_CM = 1;
export const CULVERT_EDIT_MIN_LENGTH_M = 1;
export const updateCulvertRequestSchema = z.object({
  id: idSchema,
  ...culvertEditableFields,
  diameter: z.number().min(CULVERT_EDIT_MIN_DIAMETER_CM / 100),
  length: z.number().min(CULVERT_EDIT_MIN_LENGTH_M),
  inlet_location: pointSchema,
  outlet_location: pointSchema,
  ...staleEditFields(culvertEditableFields),
});
export type UpdateCulvertRequest = z.infer<typeof updateCulvertRequestSchema>;

export const culvertSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  assetId: idSchema,
  hidden: z.boolean(),
  updated_at: dateTimeSchema,
  ...culvertEditableFields,
  ...editNoticesField,
});
export type Culvert = z.infer<typeof culvertSchema>;

/** Diameter is entered and shown in cm and stored in metres; -1 (unknown) passes through. */
export function diameterToMetres(cm: number): number {
  return cm === UNKNOWN_MEASURE ? UNKNOWN_MEASURE : cm / 100;
}
export function diameterToCm(metres: number): number {
  return metres === UNKNOWN_MEASURE ? UNKNOWN_MEASURE : Math.round(metres * 100 * 1000) / 1000;
}

/** Where a culvert's marker goes (spec 2 §2): midway between inlet and outlet, the one set, or null. */
export function culvertMidpoint(
  culvert: Pick<Culvert, 'inlet_location' | 'outlet_location'>,
): Position | null {
  const ends = [culvert.inlet_location, culvert.outlet_location].flatMap((p) => (p ? [p.coordinates] : []));
  if (ends.length === 0) return null;
  return [
    ends.reduce((sum, [lng]) => sum + lng, 0) / ends.length,
    ends.reduce((sum, [, lat]) => sum + lat, 0) / ends.length,
  ];
}
