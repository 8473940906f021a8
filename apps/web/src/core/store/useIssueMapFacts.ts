import { useCallback, useEffect, useState } from 'react';
import { db, type LocalIssue } from './db';
import type { IssueMapFacts } from './issueMapFacts';
import { readIssueMapFacts, takePreloadedMapFacts } from './issueMapFactsRead';
import { buildIssueMarkerIndex } from './issueMarkerIndex';
import { useIssues } from './readHooks';

/** The longest the issue rows' read waits for a map to draw the marker index's markers. */
const ROWS_WAIT_MS = 3000;

/** Rebuilds the marker index from the issues, in one transaction with them. */
export function rebuildIssueMarkerIndex(): Promise<void> {
  return db.transaction('rw', db.issues, db.issueMarkers, () =>
    buildIssueMarkerIndex(db.issues, db.issueMarkers),
  );
}

/**
 * The asset's issue map facts from the marker index, read once per asset while `wanted`: undefined until the
 * index answers, null when it holds none of the asset's issues. An index found lost is rebuilt in the
 * background (the map meanwhile waits for the rows).
 */
function useIssueMapFacts(assetId: number | null, wanted: boolean): IssueMapFacts[] | null | undefined {
  const [read, setRead] = useState<{ assetId: number; facts: IssueMapFacts[] | null }>();
  useEffect(() => {
    if (!wanted || assetId === null) return;
    let closed = false;
    (takePreloadedMapFacts(assetId) ?? readIssueMapFacts(assetId))
      .then(({ facts, lost }) => {
        if (!closed) setRead({ assetId, facts });
        if (lost) return rebuildIssueMarkerIndex();
      })
      .catch((error: unknown) => {
        console.warn('The issue marker index could not be read or rebuilt', error);
        if (!closed) setRead({ assetId, facts: null });
      });
    return () => {
      closed = true;
    };
  }, [assetId, wanted]);
  return read !== undefined && read.assetId === assetId ? read.facts : undefined;
}

/** Whether `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

export interface MapFirstIssues {
  /** The selected asset's issue rows; undefined until read. */
  issues: LocalIssue[] | undefined;
  /** What the map draws: the rows once read, the marker index's facts before (when it may draw from them). */
  mapIssues: readonly IssueMapFacts[] | undefined;
  /** For the map's onMarkersDrawn. */
  markersDrawn: () => void;
}

/**
 * An asset's issues for a page that shows them on a map. While `onMap`, and `fromIndex` says the map
 * draws every issue (true; false: a filtered map; null: not known yet), the map draws first from the marker
 * index, and the rows (for tables, filters, dialogs) are read once it has drawn those markers, or at the latest
 * after ROWS_WAIT_MS: both reads at once took the store, the page's thread and the map's worker a second longer
 * than one after the other. Otherwise the rows are read at once.
 */
export function useMapFirstIssues(
  assetId: number | null,
  onMap: boolean,
  fromIndex: boolean | null,
): MapFirstIssues {
  // Not read for a filtered map, which draws from the rows; read while the filters are still unknown.
  const facts = useIssueMapFacts(assetId, onMap && fromIndex !== false);
  const [drawn, setDrawn] = useState(false);
  const waited = useElapsed(ROWS_WAIT_MS);
  const mapFirst = onMap && (fromIndex === null || (fromIndex && facts !== null && !drawn));
  const issues = useIssues(assetId, !mapFirst || waited);
  const markersDrawn = useCallback(() => setDrawn(true), []);
  const mapIssues = issues ?? (fromIndex ? (facts ?? undefined) : undefined);
  return { issues, mapIssues: onMap ? mapIssues : undefined, markersDrawn };
}
