import type { Asset, ManagementArea, Species, SubAsset, ThirdPartyCompany, User } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../app/session';
import { db, type LocalCulvert, type LocalInspection, type LocalIssue } from './db';
import { usePacedLiveQuery } from './usePacedLiveQuery';

/**
 * Live reads of the local store for the selected asset; undefined while the read for that asset is in flight.
 * Paced (usePacedLiveQuery): a first sync writing page after page does not re-read the whole list per page. Rows
 * are read whole and tombstones dropped in JavaScript: a Dexie .filter() walks a cursor row by row, several times
 * slower than one getAll on 50,000 issues.
 */
function useAssetRows<T extends { hidden?: boolean }>(
  tables: readonly string[],
  read: (assetId: number) => Promise<T[]>,
): T[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return usePacedLiveQuery(assetId, tables, async (id) =>
    id === null ? [] : (await read(id)).filter((row) => !row.hidden),
  );
}

const AREAS = ['areas'];
const ISSUES = ['issues'];
const SUB_ASSETS = ['subAssets'];
const CULVERTS = ['culverts'];
const INSPECTIONS = ['culverts', 'inspections'];

export function useAreas(): ManagementArea[] | undefined {
  return useAssetRows(AREAS, (assetId) => db.areas.where('assetId').equals(assetId).toArray());
}

export function useIssues(): LocalIssue[] | undefined {
  return useAssetRows(ISSUES, (assetId) => db.issues.where('assetId').equals(assetId).toArray());
}

export function useSubAssets(): SubAsset[] | undefined {
  return useAssetRows(SUB_ASSETS, (assetId) => db.subAssets.where('assetId').equals(assetId).toArray());
}

export function useCulverts(): LocalCulvert[] | undefined {
  return useAssetRows(CULVERTS, (assetId) => db.culverts.where('assetId').equals(assetId).toArray());
}

/** Inspections of the selected asset's culverts (queued ones included). */
export function useInspections(): LocalInspection[] | undefined {
  return useAssetRows(INSPECTIONS, async (assetId) => {
    const culvertIds = await db.culverts.where('assetId').equals(assetId).primaryKeys();
    return db.inspections.where('culvertId').anyOf(culvertIds).toArray();
  });
}

export function useUsers(): User[] | undefined {
  return useLiveQuery(() => db.users.toArray(), []);
}

export function useAssets(): Asset[] | undefined {
  return useLiveQuery(() => db.assets.toArray(), []);
}

export function useThirdPartyCompanies(): ThirdPartyCompany[] | undefined {
  return useLiveQuery(() => db.thirdPartyCompanies.toArray(), []);
}

export function useAssetSpecies(): Species[] | undefined {
  return useLiveQuery(() => db.assetSpecies.toArray(), []);
}
