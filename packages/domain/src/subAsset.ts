import { z } from 'zod';
import { idListSchema, idSchema, latitudeSchema, longitudeSchema, syncedRowSchema } from './common';

export const subAssetSchema = z.object({
  id: idSchema,
  sub_asset_name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  assetId: idSchema,
  managementAreaIds: idListSchema,
  /** Sync bookkeeping: sub-assets travel in the asset sync with tombstones like every synced row. */
  ...syncedRowSchema.shape,
});
export type SubAsset = z.infer<typeof subAssetSchema>;

const subAssetFields = {
  sub_asset_name: z.string().trim().min(1).max(200),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  selectedManagementArea: idListSchema.default([]),
};
export const createSubAssetRequestSchema = z.object({ ...subAssetFields, assetId: idSchema });
export type CreateSubAssetRequest = z.infer<typeof createSubAssetRequestSchema>;
export const editSubAssetRequestSchema = z.object({
  id: idSchema,
  ...subAssetFields,
  managementAreasToRemove: idListSchema.default([]),
});
export type EditSubAssetRequest = z.infer<typeof editSubAssetRequestSchema>;
export const getSubAssetRequestSchema = z.object({ id: idSchema });
export const assignAreaToSubAssetRequestSchema = z.object({
  selectedManagementArea: idListSchema.min(1),
  selectedSubAssetId: idSchema,
});
export const removeAreaFromSubAssetRequestSchema = z.object({ areaId: idListSchema.min(1) });
