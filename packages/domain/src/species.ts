import { z } from 'zod';
import { idListSchema, idSchema } from './common';
import { speciesSchema } from './relations';

export const assetSpeciesListSchema = z.object({
  id: idSchema,
  asset_name: z.string(),
  vegetationSpecies: z.array(speciesSchema),
});
export type AssetSpeciesList = z.infer<typeof assetSpeciesListSchema>;
export const assetSpeciesChangeRequestSchema = z.object({
  asset_id: idSchema,
  species_ids: idListSchema.min(1),
});
export const assetSpeciesResponseSchema = z.object({
  id: idSchema,
  vegetationSpecies: z.array(speciesSchema),
});
