import { z } from 'zod';
import { managementAreaSchema } from './area';
import { assetSchema } from './asset';
import { dateTimeSchema, idSchema } from './common';
import { companySchema } from './company';
import { culvertSchema } from './culvert';
import { culvertInspectionSchema } from './inspection';
import { vegetationIssueSchema } from './issue';
import { thirdPartyCompanySchema } from './provider';
import { speciesSchema } from './relations';
import { subAssetSchema } from './subAsset';
import { userSchema } from './user';

export const appSyncRequestSchema = z.object({
  since: dateTimeSchema.nullable().optional(),
  userId: idSchema,
});
/**
 * Ids of rows the viewer lost sight of since the request's `since` (a relation ended, an asset or a link
 * taken away, a row deleted that has no tombstone of its own). Empty in a full pull, which holds only what
 * the viewer sees; absent from an older server, hence the default.
 */
const removedIds = z.array(idSchema);

const appSyncRemovalsSchema = z.object({
  assets: removedIds,
  users: removedIds,
  thirdPartyCompanies: removedIds,
});

export const appSyncResponseSchema = z.object({
  since: dateTimeSchema,
  company: companySchema,
  users: z.array(userSchema),
  assets: z.array(assetSchema),
  thirdPartyCompanies: z.array(thirdPartyCompanySchema),
  removed: appSyncRemovalsSchema.default({ assets: [], users: [], thirdPartyCompanies: [] }),
});
export type AppSyncResponse = z.infer<typeof appSyncResponseSchema>;

export const assetSyncRequestSchema = z.object({
  assetId: idSchema,
  userId: idSchema,
  since: dateTimeSchema.nullable().optional(),
});
const assetSyncRemovalsSchema = z.object({ assetSpecies: removedIds });

export const assetSyncResponseSchema = z.object({
  since: dateTimeSchema,
  areas: z.array(managementAreaSchema),
  issues: z.array(vegetationIssueSchema),
  subAssets: z.array(subAssetSchema),
  assetAssociatedSpecies: z.array(speciesSchema),
  culverts: z.array(culvertSchema),
  culvertInspections: z.array(z.lazy(() => culvertInspectionSchema)),
  /** In an incremental pull, assetAssociatedSpecies holds the species added since; these were taken off. */
  removed: assetSyncRemovalsSchema.default({ assetSpecies: [] }),
});
export type AssetSyncResponse = z.infer<typeof assetSyncResponseSchema>;
