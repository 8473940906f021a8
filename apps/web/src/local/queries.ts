import type { Asset, ManagementArea, Species, SubAsset, ThirdPartyCompany, User } from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../app/session';
import { db, type LocalCulvert, type LocalInspection, type LocalIssue } from './db';

/**
 * Live reads of the local store for the selected asset; undefined while the first read is in flight. Rows are
 * read whole and tombstones dropped in JavaScript: a Dexie .filter() walks a cursor row by row, several times
 * slower than one getAll on 50,000 issues.
 */
export function useAreas(): ManagementArea[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return useLiveQuery(
    () => (assetId === null ? [] : db.areas.where('assetId').equals(assetId).toArray()),
    [assetId],
  );
}

export function useIssues(): LocalIssue[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return useLiveQuery(
    () =>
      assetId === null
        ? []
        : db.issues
            .where('assetId')
            .equals(assetId)
            .toArray()
            .then((rows) => rows.filter((i) => !i.hidden)),
    [assetId],
  );
}

export function useSubAssets(): SubAsset[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return useLiveQuery(
    () => (assetId === null ? [] : db.subAssets.where('assetId').equals(assetId).toArray()),
    [assetId],
  );
}

export function useCulverts(): LocalCulvert[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return useLiveQuery(
    () =>
      assetId === null
        ? []
        : db.culverts
            .where('assetId')
            .equals(assetId)
            .toArray()
            .then((rows) => rows.filter((c) => !c.hidden)),
    [assetId],
  );
}

/** Inspections of the selected asset's culverts (queued ones included). */
export function useInspections(): LocalInspection[] | undefined {
  const assetId = useSession().settings.selectedAssetId;
  return useLiveQuery(async () => {
    if (assetId === null) return [];
    // Read through the culvertId index, so that writes to other assets' inspections do not re-run it.
    const culvertIds = await db.culverts.where('assetId').equals(assetId).primaryKeys();
    const rows = await db.inspections.where('culvertId').anyOf(culvertIds).toArray();
    return rows.filter((i) => !i.hidden);
  }, [assetId]);
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
