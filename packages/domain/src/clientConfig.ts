import { z } from 'zod';

/**
 * Deployment settings the web app needs at run time: the map's imagery and grid sources, and which of them a device
 * may store for use offline (null and false where the operator has not declared that the source's terms allow it;
 * also what a setting kept from an older server reads as).
 */
export const clientConfigSchema = z.object({
  mapTileUrl: z.string().min(1),
  mapTileAttribution: z.string(),
  lsdWmsUrl: z.string().min(1),
  offlineTileUrl: z.string().min(1).nullable().default(null),
  lsdWmsOffline: z.boolean().default(false),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
