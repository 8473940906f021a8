import { type Position, similarIssue, type User } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type LocalIssue } from './db';
import { setSetting } from './settings';
import { findSimilarCulvert, findSimilarIssue } from './similarRecords';

const HERE: Position = [-116.5, 53.9];
const north = (metres: number): Position => [HERE[0], HERE[1] + metres / 111_195];
const point = (at: Position) => ({ type: 'Point' as const, coordinates: at });
const NOW = new Date('2026-11-30T12:00:00Z');
const COMPANY = { id: 1, company_name: 'Acme', company_tag: 'ACM', company_type: 'client' as const };
const JANE: User = {
  id: 21,
  user_name: 'jane',
  email: 'j@example.com',
  first_name: 'Jane',
  last_name: 'van Dijk',
  userRoleId: 3,
  is_active: true,
  companyId: 1,
  assignedIssues: [],
  assetIds: [1],
};
/** A new Weeds issue 20 m north of the stored one. */
const DRAFT = { assetId: 1, issueTypeId: 1, has_issue: true, gps_point: point(north(20)), gps_track: null };

beforeEach(async () => {
  await Promise.all([
    db.issues.clear(),
    db.culverts.clear(),
    db.users.clear(),
    db.settings.delete('company'),
  ]);
  await db.issues.put({
    ...issueFixture({
      id: 204,
      userId: JANE.id,
      user: 'Jane van Dijk',
      inspection_date: '2026-11-03T09:00:00Z',
    }),
    gps_point: point(HERE),
  });
});

describe('findSimilarIssue', () => {
  it("finds the stored issue at the default distance, naming its recorder from the device's user row", async () => {
    await db.users.put(JANE);
    const found = await findSimilarIssue(DRAFT, NOW);
    expect(found?.record.id).toBe(204);
    expect(found?.text).toBe(
      'A similar issue was recorded 20 m away on 3 November by J. van Dijk (Verge Id 204)',
    );
  });

  it('names the recorder from the full name when the device does not hold the user', async () => {
    expect((await findSimilarIssue(DRAFT, NOW))?.text).toContain('by J. van Dijk');
  });

  it("takes the company's distance from the stored company: nearer than it, or off", async () => {
    await setSetting('company', { ...COMPANY, duplicateDistanceM: 15 });
    expect(await findSimilarIssue(DRAFT, NOW)).toBeNull();
    await setSetting('company', { ...COMPANY, duplicateDistanceM: 40 });
    expect(await findSimilarIssue(DRAFT, NOW)).not.toBeNull();
    await setSetting('company', { ...COMPANY, duplicateDistanceM: 0 });
    expect(await findSimilarIssue({ ...DRAFT, gps_point: point(HERE) }, NOW)).toBeNull();
  });

  it('looks only at the new issue’s asset', async () => {
    expect(await findSimilarIssue({ ...DRAFT, assetId: 2 }, NOW)).toBeNull();
  });

  it('reads a nearby issue’s whole chain: a follow-up far away that found no problem closed it', async () => {
    const farAway = point([HERE[0] + 0.05, HERE[1]]);
    const closing = { has_issue: false, original_issue_id: 204, inspection_date: '2026-11-20T09:00:00Z' };
    await db.issues.put({ ...issueFixture({ id: 300, ...closing }), gps_point: farAway });
    expect(await findSimilarIssue(DRAFT, NOW)).toBeNull();
  });

  it('finds what a look at every issue of the asset finds', async () => {
    // Issues scattered within 60 m of HERE: types 1 and 2, some without a problem, some old, some follow-ups.
    const random = seeded(7);
    const rows: LocalIssue[] = Array.from({ length: 120 }, (_, i) => {
      const id = 1000 + i;
      const follows = i > 20 && random() < 0.3 ? 1000 + Math.floor(random() * 20) : null;
      return {
        ...issueFixture({
          id,
          issueTypeId: random() < 0.5 ? 1 : 2,
          has_issue: random() < 0.8,
          original_issue_id: follows,
          inspection_date: random() < 0.8 ? '2026-10-01T09:00:00Z' : '2025-06-01T09:00:00Z',
        }),
        gps_point: point([HERE[0] + (random() - 0.5) * 0.0015, HERE[1] + (random() - 0.5) * 0.001]),
      };
    });
    await db.issues.clear();
    await db.issues.bulkPut(rows);
    const found = new Set<number | undefined>();
    for (let i = 0; i < 40; i++) {
      const draft = { ...DRAFT, issueTypeId: 1 + (i % 2), gps_point: point(north(i * 5 - 100)) };
      const expected = similarIssue(draft, rows, { distanceM: 25, now: NOW });
      expect((await findSimilarIssue(draft, NOW))?.record.id).toBe(expected?.record.id);
      found.add(expected?.record.id);
    }
    // Some drafts warn, about different issues, and some do not.
    expect(found.has(undefined)).toBe(true);
    expect(found.size).toBeGreaterThan(3);
  });
});

/** A repeatable sequence of numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('findSimilarCulvert', () => {
  it("finds a stored culvert with an end within 10 m of the new one's", async () => {
    await db.culverts.put({
      id: -4,
      uuid: 'c'.repeat(36),
      assetId: 1,
      hidden: false,
      updated_at: '2026-11-01T00:00:00Z',
      site_culvert_id: 'C-12',
      road_name: 'Rd',
      is_fish_habitat: false,
      has_markers: true,
      length: 10,
      diameter: 0.6,
      direction_of_flow: 'North',
      inlet_location: point(HERE),
      outlet_location: null,
    });
    const draft = { assetId: 1, inlet_location: null, outlet_location: point(north(6)) };
    expect((await findSimilarCulvert(draft))?.text).toBe(
      'A culvert was recorded 6 m away (Site Culvert Id C-12)',
    );
    expect(await findSimilarCulvert({ ...draft, outlet_location: point(north(11)) })).toBeNull();
  });
});
