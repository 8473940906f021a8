import type { Position, User } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
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
});

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
