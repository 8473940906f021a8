import { db } from './db';
import { assetMapFacts, holdsAsset, type IssueMapFacts } from './issueMapFacts';

/** The marker index's answer for an asset. */
export interface IndexedMapFacts {
  /** The asset's map facts; null when the index holds none of its issues. */
  facts: IssueMapFacts[] | null;
  /** The index holds none of the asset's issues while the store holds some: it was lost (written around Dexie). */
  lost: boolean;
}

/** The asset's issue map facts from the marker index, read in one transaction with the issues it follows. */
export function readIssueMapFacts(assetId: number): Promise<IndexedMapFacts> {
  return db.transaction('r', db.issues, db.issueMarkers, async () => {
    const chunks = await db.issueMarkers.toArray();
    const facts = assetMapFacts(chunks, assetId);
    if (facts.length > 0) return { facts, lost: false };
    const held = await db.issues.where('assetId').equals(assetId).count();
    return { facts: null, lost: held > 0 && !holdsAsset(chunks, assetId) };
  });
}

/** A preloaded read is taken only this soon after it started: later, writes may have come since. */
export const PRELOADED_FACTS_MS = 3000;

let preloaded: { assetId: number; read: Promise<IndexedMapFacts>; at: number } | null = null;

/** Whether the preloaded read is of the asset and recent enough to take. */
const freshFor = (assetId: number) =>
  preloaded?.assetId === assetId && performance.now() - preloaded.at < PRELOADED_FACTS_MS;

/**
 * Starts reading the asset's map facts for a page about to open on its issue map (the routes call it beside the
 * page's chunk), so that the read does not wait for the page's code to load and draw first.
 */
export function preloadIssueMapFacts(assetId: number): void {
  if (freshFor(assetId)) return;
  const read = readIssueMapFacts(assetId);
  // A failure is met again, and reported, by the page's own read.
  read.catch(() => {});
  preloaded = { assetId, read, at: performance.now() };
}

/** The preloaded read of the asset's map facts, once, if it started less than PRELOADED_FACTS_MS ago. */
export function takePreloadedMapFacts(assetId: number): Promise<IndexedMapFacts> | null {
  const taken = freshFor(assetId) ? (preloaded?.read ?? null) : null;
  preloaded = null;
  return taken;
}
