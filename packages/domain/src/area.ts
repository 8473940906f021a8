import { z } from 'zod';
import { areaShapeSchema, dateTimeSchema, idSchema, requiredTextSchema, textSchema } from './common';

export const managementAreaSchema = z.object({
  id: idSchema,
  assetId: idSchema,
  subAssetId: idSchema.nullable(),
  name: z.string(),
  shape: areaShapeSchema,
  image_label: z.string().nullable(),
  updated_at: dateTimeSchema,
  hidden: z.boolean(),
});
export type ManagementArea = z.infer<typeof managementAreaSchema>;

export const createAreaRequestSchema = z.object({
  assetId: idSchema,
  name: requiredTextSchema(200),
  shape: areaShapeSchema,
  subAssetId: idSchema.nullable().optional(),
  image_label: textSchema(200).nullable().optional(),
});
export type CreateAreaRequest = z.infer<typeof createAreaRequestSchema>;

export const updateAreaRequestSchema = z.object({
  id: idSchema,
  name: requiredTextSchema(200).optional(),
  shape: areaShapeSchema.optional(),
  image_label: textSchema(200).nullable().optional(),
  hidden: z.boolean().optional(),
});
export type UpdateAreaRequest = z.infer<typeof updateAreaRequestSchema>;

export const AREA_IMPORT_FORMATS = ['geojson', 'kml'] as const;
export const importAreasRequestSchema = z.object({
  assetId: idSchema,
  format: z.enum(AREA_IMPORT_FORMATS),
  /**
   * The file's text. Each polygon feature/placemark becomes one area named by its name property. The server
   * refuses GeoJSON nested deeper than GEOJSON_DEPTH_MAX before parsing it (jsonDepth.ts).
   */
  content: textSchema(20_000_000).min(1),
});
export type ImportAreasRequest = z.infer<typeof importAreasRequestSchema>;
export const importAreasResponseSchema = z.object({ success: z.literal(true), ids: z.array(idSchema) });

export const assetAreasRequestSchema = z.object({ assetId: idSchema });
