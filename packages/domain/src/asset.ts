import { z } from 'zod';
import { idSchema, latitudeSchema, longitudeSchema, requiredTextSchema } from './common';
import { speciesSchema } from './relations';

export const assetSchema = z.object({
  id: idSchema,
  asset_name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  companyId: idSchema,
  /** The asset's species list (spec 2 §3): what an issue on it may name; every asset's, so it works offline. */
  vegetationSpecies: z.array(speciesSchema),
});
export type Asset = z.infer<typeof assetSchema>;

export const createAssetRequestSchema = z.object({
  company_id: idSchema,
  asset_name: requiredTextSchema(200),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type CreateAssetRequest = z.infer<typeof createAssetRequestSchema>;
