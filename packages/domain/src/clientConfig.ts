import { z } from 'zod';

/** Deployment settings the web app needs at run time (the map's imagery and grid sources). */
export const clientConfigSchema = z.object({
  mapTileUrl: z.string().min(1),
  mapTileAttribution: z.string(),
  lsdWmsUrl: z.string().min(1),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
