import { issueFixture } from '@verge/domain/testing/issueFixture';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalIssue, V1_STORES, VergeDatabase } from './db';
import {
  assetMapFacts,
  decodeChunk,
  encodeChunk,
  type IssueMapFacts,
  MARKER_CHUNK_SIZE,
  markerEntryOf,
} from './issueMapFacts';
import { readIssueMapFacts } from './issueMapFactsRead';
import { rebuildIssueMarkerIndex } from './useIssueMapFacts';

beforeEach(async () => {
  await db.issues.clear();
  await db.issueMarkers.clear();
});

/** What the maps would draw from the rows themselves: the asset's shown issues by id. */
async function factsFromRows(assetId: number): Promise<IssueMapFacts[]> {
  const rows = await db.issues.where('assetId').equals(assetId).toArray();
  return rows
    .filter((row) => !row.hidden)
    .sort((a, b) => a.id - b.id)
    .map(({ id, assetId, areaId, gps_point, gps_track, risk_score, isInteractive, inspection_date }) => ({
      id,
      assetId,
      areaId,
      gps_point,
      gps_track,
      risk_score,
      isInteractive,
      inspection_date,
    }));
}

const issue = (id: number, overrides: Partial<LocalIssue> = {}): LocalIssue =>
  issueFixture({
    id,
    assetId: 7,
    areaId: 100 + (id % 3),
    risk_score: ([0, 1, 5, 10] as const)[Math.abs(id) % 4],
    gps_point: { type: 'Point', coordinates: [-116 - id / 1000, 53 + id / 1000] },
    ...overrides,
  });

describe('the issue marker chunk', () => {
  it('holds what the maps draw: point or none, track, risk, area, date, interactivity and tombstones', () => {
    const track = {
      type: 'LineString' as const,
      coordinates: [
        [-116.1, 53.1],
        [-116.2, 53.2],
      ] as [number, number][],
    };
    const entries = [
      markerEntryOf(issue(3, { gps_point: null, gps_track: track, isInteractive: false })),
      markerEntryOf(issue(1, { hidden: true, risk_score: 10 })),
      markerEntryOf(issue(-2, { inspection_date: '2024-05-01T08:00:00.000Z' })),
    ];
    const decoded = decodeChunk(encodeChunk(0, entries));
    expect([...decoded.keys()]).toEqual([-2, 1, 3]);
    for (const entry of entries) expect(decoded.get(entry.id)).toEqual(entry);
  });

  it('lists the asset’s shown issues in id order across chunks, none of another asset', () => {
    const chunk = (n: number, ids: number[], assetId = 7) =>
      encodeChunk(
        n,
        ids.map((id) => markerEntryOf(issue(id, { assetId }))),
      );
    const facts = assetMapFacts(
      [chunk(1, [MARKER_CHUNK_SIZE + 5]), chunk(0, [4, 2]), chunk(2, [2 * MARKER_CHUNK_SIZE], 8)],
      7,
    );
    expect(facts.map((f) => f.id)).toEqual([2, 4, MARKER_CHUNK_SIZE + 5]);
  });
});

describe('the issue marker index', () => {
  it('follows every kind of write to the issues, in the write’s transaction', async () => {
    const ids = Array.from({ length: 3000 }, (_, i) => i + 1);
    await db.issues.bulkPut(ids.map((id) => issue(id, { assetId: id % 5 === 0 ? 8 : 7 })));
    await db.issues.put(issue(-4));
    expect(await readIssueMapFacts(7)).toEqual({ facts: await factsFromRows(7), lost: false });

    await db.issues.update(2, { risk_score: 10, gps_point: null });
    await db.issues.where('id').between(100, 1500).modify({ isInteractive: false });
    await db.issues.bulkPut([issue(3, { hidden: true }), issue(5000)]);
    await db.issues.bulkDelete([1, 4, 2999]);
    await db.issues.where('id').between(2000, 2500, true, false).delete();
    await db.transaction('rw', db.issues, async () => {
      // Writes of one transaction not awaited one by one: each index update still sees the one before.
      await Promise.all([
        db.issues.put(issue(6, { risk_score: 1 })),
        db.issues.put(issue(7, { risk_score: 5 })),
      ]);
    });
    const { facts } = await readIssueMapFacts(7);
    expect(facts).toEqual(await factsFromRows(7));
    expect(facts?.find((f) => f.id === 2)).toMatchObject({ risk_score: 10, gps_point: null });

    await db.issues.clear();
    expect(await readIssueMapFacts(7)).toEqual({ facts: null, lost: false });
    expect(await db.issueMarkers.count()).toBe(0);
  });

  it('is found lost only when it holds none of the asset’s issues while the store holds some, and is rebuilt', async () => {
    await db.issues.bulkPut([issue(1), issue(2), issue(2000), issue(3, { assetId: 9, hidden: true })]);
    // Only tombstones of asset 9: nothing to draw, and nothing lost.
    expect(await readIssueMapFacts(9)).toEqual({ facts: null, lost: false });
    await db.issueMarkers.clear();
    expect(await readIssueMapFacts(7)).toEqual({ facts: null, lost: true });
    expect(await readIssueMapFacts(8)).toEqual({ facts: null, lost: false });
    await rebuildIssueMarkerIndex();
    expect(await readIssueMapFacts(7)).toEqual({ facts: await factsFromRows(7), lost: false });
  });

  it('is built from the issues already held when the store is upgraded to hold it', async () => {
    const name = `marker-index-${Date.now()}`;
    const v4 = new Dexie(name);
    v4.version(1).stores(V1_STORES);
    v4.version(2).stores({ idMap: '[kind+localId], uuid' });
    v4.version(3).stores({ outbox: '++seq, uuid, call' });
    v4.version(4).stores({});
    await v4.open();
    await v4.table('issues').bulkPut([issue(1), issue(2, { hidden: true }), issue(1500, { assetId: 8 })]);
    v4.close();

    const v5 = new VergeDatabase(name);
    const chunks = await v5.issueMarkers.toArray();
    expect(assetMapFacts(chunks, 7).map((f) => f.id)).toEqual([1]);
    expect(assetMapFacts(chunks, 8).map((f) => f.id)).toEqual([1500]);
    v5.close();
  });
});
