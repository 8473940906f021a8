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
export const appSyncResponseSchema = z.object({
  since: dateTimeSchema,
  company: companySchema,
  users: z.array(userSchema),
  assets: z.array(assetSchema),
  thirdPartyCompanies: z.array(thirdPartyCompanySchema),
});
export type AppSyncResponse = z.infer<typeof appSyncResponseSchema>;

export const assetSyncRequestSchema = z.object({
  assetId: idSchema,
  userId: idSchema,
  since: dateTimeSchema.nullable().optional(),
});
export const assetSyncResponseSchema = z.object({
  since: dateTimeSchema,
  areas: z.array(managementAreaSchema),
  issues: z.array(vegetationIssueSchema),
  subAssets: z.array(subAssetSchema),
  assetAssociatedSpecies: z.array(speciesSchema),
  culverts: z.array(culvertSchema),
  culvertInspections: z.array(z.lazy(() => culvertInspectionSchema)),
});
export type AssetSyncResponse = z.infer<typeof assetSyncResponseSchema>;
