import { z } from 'zod';
import {
  idListSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  requiredTextSchema,
  syncedRowSchema,
} from './common';
import { editNoticesField, staleEditFields } from './editNotice';

export const subAssetSchema = z.object({
  id: idSchema,
  sub_asset_name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  assetId: idSchema,
  managementAreaIds: idListSchema,
  ...editNoticesField,
  /** Sync bookkeeping: sub-assets travel in the asset sync with tombstones like every synced row. */
  ...syncedRowSchema.shape,
});
export type SubAsset = z.infer<typeof subAssetSchema>;

/** What an edit may change and merge; the area lists are changes of their own. */
export const subAssetEditableFields = {
  sub_asset_name: requiredTextSchema(200),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
};
const subAssetFields = { ...subAssetEditableFields, selectedManagementArea: idListSchema.default([]) };
export const createSubAssetRequestSchema = z.object({ ...subAssetFields, assetId: idSchema });
export type CreateSubAssetRequest = z.infer<typeof createSubAssetRequestSchema>;
export const editSubAssetRequestSchema = z.object({
  id: idSchema,
  ...subAssetFields,
  managementAreasToRemove: idListSchema.default([]),
  ...staleEditFields(subAssetEditableFields),
});
export type EditSubAssetRequest = z.infer<typeof editSubAssetRequestSchema>;
export const getSubAssetRequestSchema = z.object({ id: idSchema });
export const assignAreaToSubAssetRequestSchema = z.object({
  selectedManagementArea: idListSchema.min(1),
  selectedSubAssetId: idSchema,
});
export const removeAreaFromSubAssetRequestSchema = z.object({ areaId: idListSchema.min(1) });
