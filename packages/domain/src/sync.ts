import { subDays } from 'date-fns';
import { z } from 'zod';
import { managementAreaSchema } from './area';
import { assetSchema } from './asset';
import { dateTimeSchema, idSchema } from './common';
import { companySchema } from './company';
import { ASSET_PAGE_MAX_ROWS, SYNC_REMOVAL_RETENTION_DAYS } from './constants';
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

export const assetSyncRequestSchema = z
  .object({
    assetId: idSchema,
    userId: idSchema,
    since: dateTimeSchema.nullable().optional(),
    /** A full pull in pages: the previous page's nextCursor (opaque); absent for the first page. */
    cursor: z.string().min(1).max(400).optional(),
    /** Rows per page of a full pull; absent, the whole asset comes in one answer. */
    limit: z.number().int().min(1).max(ASSET_PAGE_MAX_ROWS).optional(),
  })
  .refine((r) => !r.since || (r.cursor === undefined && r.limit === undefined), {
    message: 'An incremental pull (since) is not paged: it takes no cursor or limit',
    path: ['cursor'],
  });
const assetSyncRemovalsSchema = z.object({ assetSpecies: removedIds });

const rowCount = z.number().int().nonnegative();
/** Rows of each paged table in the whole snapshot, sent with the first page for progress. */
export const assetSyncTotalsSchema = z.object({
  areas: rowCount,
  subAssets: rowCount,
  issues: rowCount,
  culverts: rowCount,
  culvertInspections: rowCount,
});
export type AssetSyncTotals = z.infer<typeof assetSyncTotalsSchema>;

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
  /**
   * A paged full pull: the cursor of the next page, null after the last. Every page carries the `since` of the
   * first, so what changes while the pages are fetched arrives with the next incremental pull.
   */
  nextCursor: z.string().nullable().default(null),
  /** On the first page of a full pull. */
  totals: assetSyncTotalsSchema.optional(),
});
export type AssetSyncResponse = z.infer<typeof assetSyncResponseSchema>;

/** Days short of the removals' retention at which a device already pulls in full: its clock may be wrong. */
const CLOCK_MARGIN_DAYS = 7;

/**
 * The since a pull may ask changes from, or null for a full pull: a since older than the removals the server
 * keeps (SYNC_REMOVAL_RETENTION_DAYS, less a week for the device's clock) could miss rows the user lost sight
 * of long ago, which only a snapshot drops.
 */
export function incrementalSince(since: string | null, now: Date): string | null {
  if (since === null) return null;
  const oldest = subDays(now, SYNC_REMOVAL_RETENTION_DAYS - CLOCK_MARGIN_DAYS).getTime();
  return Date.parse(since) < oldest ? null : since;
}
