import { z } from 'zod';
import { managementAreaSchema } from './area';
import { assetSchema } from './asset';
import { dateTimeSchema, idSchema } from './common';
import { companySchema } from './company';
import { ASSET_PAGE_MAX_ROWS } from './constants';
import { culvertSchema } from './culvert';
import { historyEntrySchema } from './history';
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
  /**
   * The request's since was older than the removals the server keeps (SYNC_REMOVAL_RETENTION_DAYS): this is the
   * full snapshot instead, and the device replaces what it held. Absent (as from an older server): false.
   */
  startOver: z.boolean().optional(),
});
export type AppSyncResponse = z.infer<typeof appSyncResponseSchema>;

export const assetSyncRequestSchema = z.object({
  assetId: idSchema,
  userId: idSchema,
  /** The changes since then, in pages like a full pull; absent or null, the full snapshot. */
  since: dateTimeSchema.nullable().optional(),
  /** The previous page's nextCursor (opaque), with the same since; absent for the first page. */
  cursor: z.string().min(1).max(400).optional(),
  /** Rows per page (ASSET_PAGE_ROWS when absent), at most ASSET_PAGE_MAX_ROWS: no answer grows past a few MB. */
  limit: z.number().int().min(1).max(ASSET_PAGE_MAX_ROWS).optional(),
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
  history: rowCount,
});
export type AssetSyncTotals = z.infer<typeof assetSyncTotalsSchema>;

/**
 * The `since` of an answer after which a device must not go on from where it stands: an incremental pull's page
 * that is not the last, and the answer telling the device to start over. An older app, which neither follows an
 * incremental pull's nextCursor nor knows startOver, stores it and, finding it older than the removals the server
 * keeps, pulls in full next time rather than missing the rest.
 */
export const START_OVER_SINCE = '1970-01-01T00:00:00.000Z';

export const assetSyncResponseSchema = z.object({
  /**
   * The since of the next pull, the same on every page of a full pull (what changes while the pages are fetched
   * arrives with the next incremental pull). An incremental pull's pages before the last carry START_OVER_SINCE:
   * its since is on its last page.
   */
  since: dateTimeSchema,
  areas: z.array(managementAreaSchema),
  issues: z.array(vegetationIssueSchema),
  subAssets: z.array(subAssetSchema),
  assetAssociatedSpecies: z.array(speciesSchema),
  culverts: z.array(culvertSchema),
  culvertInspections: z.array(z.lazy(() => culvertInspectionSchema)),
  /** The history of the asset's records (absent from an older server). */
  history: z.array(historyEntrySchema).default([]),
  /** In an incremental pull, assetAssociatedSpecies holds the species added since; these were taken off. */
  removed: assetSyncRemovalsSchema.default({ assetSpecies: [] }),
  /** The cursor of the next page (full or incremental pull alike), null after the last. */
  nextCursor: z.string().nullable().default(null),
  /** On the first page of a full pull. */
  totals: assetSyncTotalsSchema.optional(),
  /**
   * The request's since was older than the removals the server keeps (SYNC_REMOVAL_RETENTION_DAYS): the answer
   * holds no rows, and the device drops the asset's rows and pulls it in full. Absent (as from an older server): false.
   */
  startOver: z.boolean().optional(),
});
export type AssetSyncResponse = z.infer<typeof assetSyncResponseSchema>;

/** An asset pull's answer with no rows: the last page of a pull with nothing (more) to send, from `since`. */
export function emptyAssetSync(since: string): AssetSyncResponse {
  return {
    since,
    areas: [],
    issues: [],
    subAssets: [],
    assetAssociatedSpecies: [],
    culverts: [],
    culvertInspections: [],
    history: [],
    removed: { assetSpecies: [] },
    nextCursor: null,
  };
}
