import { describe, expect, it } from 'vitest';
import type { Position } from './common';
import { DUPLICATE_DISTANCE_DEFAULT_M } from './constants';
import {
  type DuplicateCulvertCandidate,
  type DuplicateIssueCandidate,
  duplicateDistance,
  initialAndLastName,
  type NewIssueDraft,
  nameParts,
  nearbyIssueIds,
  similarCulvert,
  similarCulvertText,
  similarIssue,
  similarIssueText,
} from './duplicates';
import { duplicateWarningSchema } from './duplicateWarning';
import { pathDistanceMetres } from './geo';

const HOME: Position = [-116.5765, 53.9333];
/** A position the given metres north of HOME (one degree of latitude is about 111.2 km). */
const north = (metres: number): Position => [HOME[0], HOME[1] + metres / 111_195];
/** A position the given metres east of HOME. */
const east = (metres: number): Position => [
  HOME[0] + metres / (111_195 * Math.cos((HOME[1] * Math.PI) / 180)),
  HOME[1],
];

const NOW = new Date('2026-11-30T12:00:00Z');
const RECENT = '2026-11-03T09:00:00Z';
const point = (at: Position) => ({ type: 'Point' as const, coordinates: at });
const track = (positions: Position[]) => ({ type: 'LineString' as const, coordinates: positions });

function stored(id: number, patch: Partial<DuplicateIssueCandidate> = {}): DuplicateIssueCandidate {
  return {
    id,
    original_issue_id: null,
    assetId: 1,
    issueTypeId: 1,
    issue_type: 'Weeds',
    has_issue: true,
    hidden: false,
    action_required: true,
    risk_score: 5,
    inspection_date: RECENT,
    updated_at: RECENT,
    gps_point: point(north(0)),
    gps_track: null,
    ...patch,
  };
}

function draft(patch: Partial<NewIssueDraft> = {}): NewIssueDraft {
  return {
    assetId: 1,
    issueTypeId: 1,
    has_issue: true,
    gps_point: point(north(20)),
    gps_track: null,
    ...patch,
  };
}

const find = (
  d: NewIssueDraft,
  issues: DuplicateIssueCandidate[],
  distanceM = DUPLICATE_DISTANCE_DEFAULT_M,
) => similarIssue(d, issues, { distanceM, now: NOW });

describe('similarIssue', () => {
  it('finds an open issue of the same type just inside the distance, and not one just outside', () => {
    expect(find(draft({ gps_point: point(north(24.5)) }), [stored(7)])?.record.id).toBe(7);
    expect(find(draft({ gps_point: point(north(25.5)) }), [stored(7)])).toBeNull();
    expect(find(draft({ gps_point: point(north(24.5)) }), [stored(7)])?.distanceM).toBeCloseTo(24.5, 1);
  });

  it('takes the nearest of several, and the newer at the same distance', () => {
    const issues = [
      stored(1, { gps_point: point(north(10)) }),
      stored(2, { gps_point: point(north(18)) }),
      stored(3, { gps_point: point(north(18)), inspection_date: '2026-11-20T09:00:00Z' }),
    ];
    expect(find(draft(), issues)?.record.id).toBe(3);
    expect(find(draft({ gps_point: point(north(12)) }), issues)?.record.id).toBe(1);
  });

  it('ignores another type, another asset, a deleted issue and one without a problem', () => {
    expect(find(draft(), [stored(1, { issueTypeId: 4 })])).toBeNull();
    expect(find(draft(), [stored(1, { assetId: 2 })])).toBeNull();
    expect(find(draft(), [stored(1, { hidden: true })])).toBeNull();
    expect(find(draft(), [stored(1, { has_issue: false })])).toBeNull();
  });

  it('ignores an issue whose chain a later follow-up completed, and finds one whose follow-up keeps it open', () => {
    const original = stored(1, { inspection_date: '2026-10-01T09:00:00Z' });
    const resolved = stored(2, {
      original_issue_id: 1,
      has_issue: false,
      issueTypeId: null,
      inspection_date: RECENT,
      gps_point: point(north(200)),
    });
    expect(find(draft(), [original, resolved])).toBeNull();
    const stillThere = stored(3, { original_issue_id: 1, inspection_date: '2026-11-10T09:00:00Z' });
    expect(find(draft(), [original, stillThere])?.record.id).toBe(3);
  });

  it('ignores an issue inspected more than a year ago', () => {
    expect(find(draft(), [stored(1, { inspection_date: '2025-11-29T12:00:00Z' })])).toBeNull();
    expect(find(draft(), [stored(1, { inspection_date: '2025-12-01T12:00:00Z' })])?.record.id).toBe(1);
  });

  it('measures a point to the nearest part of a track, not to its first position', () => {
    const strip = stored(1, { gps_point: null, gps_track: track([east(-300), east(300)]) });
    // 20 m off the middle of a 600 m strip: its start is 300 m away.
    expect(find(draft({ gps_point: point(north(20)) }), [strip])?.distanceM).toBeCloseTo(20, 0);
    expect(find(draft({ gps_point: point(north(30)) }), [strip])).toBeNull();
  });

  it('measures a track to a point and a track to a track, crossing tracks at 0 m', () => {
    const walked = track([north(-100), north(100)]);
    expect(
      find(draft({ gps_point: null, gps_track: walked }), [stored(1, { gps_point: point(east(15)) })])
        ?.distanceM,
    ).toBeCloseTo(15, 0);
    const crossing = stored(1, { gps_point: null, gps_track: track([east(-50), east(50)]) });
    expect(find(draft({ gps_point: null, gps_track: walked }), [crossing])?.distanceM).toBe(0);
    const beside = stored(1, { gps_point: null, gps_track: track([east(40), north(300)]) });
    expect(find(draft({ gps_point: null, gps_track: track([north(0), north(50)]) }), [beside])).toBeNull();
  });

  it('never warns without a position, a type, a problem, or with the warning turned off', () => {
    expect(find(draft({ gps_point: null, gps_track: null }), [stored(1)])).toBeNull();
    expect(find(draft(), [stored(1, { gps_point: null })])).toBeNull();
    expect(find(draft({ issueTypeId: null }), [stored(1)])).toBeNull();
    expect(find(draft({ has_issue: false }), [stored(1)])).toBeNull();
    expect(find(draft(), [stored(1)], 0)).toBeNull();
  });

  it('uses the company distance, the default when the company has none', () => {
    expect(duplicateDistance({ duplicateDistanceM: 40 })).toBe(40);
    expect(duplicateDistance({ duplicateDistanceM: 0 })).toBe(0);
    expect(duplicateDistance({})).toBe(DUPLICATE_DISTANCE_DEFAULT_M);
    expect(duplicateDistance(null)).toBe(DUPLICATE_DISTANCE_DEFAULT_M);
    expect(find(draft({ gps_point: point(north(35)) }), [stored(1)], 40)?.record.id).toBe(1);
  });
});

describe('nearbyIssueIds', () => {
  it('keeps the issues near and recent enough for a closer look, of any type or chain', () => {
    const issues = [
      stored(1),
      stored(2, { gps_point: point(north(60)) }),
      stored(3, { inspection_date: '2025-06-01T09:00:00Z' }),
      stored(4, { issueTypeId: 2, has_issue: false }),
      stored(5, { gps_point: null, gps_track: track([north(-100), north(10)]) }),
    ];
    const options = { distanceM: DUPLICATE_DISTANCE_DEFAULT_M, now: NOW };
    expect(nearbyIssueIds(draft(), issues, options)).toEqual([1, 4, 5]);
    expect(nearbyIssueIds(draft({ has_issue: false }), issues, options)).toEqual([]);
    expect(nearbyIssueIds(draft(), issues, { ...options, distanceM: 0 })).toEqual([]);
  });
});

describe('pathDistanceMetres', () => {
  it('is the great-circle distance between two points, infinite with nothing to measure', () => {
    expect(pathDistanceMetres([north(0)], [north(100)])).toBeCloseTo(100, 1);
    expect(pathDistanceMetres([], [north(0)])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('similarCulvert', () => {
  const culvert = (
    id: number,
    patch: Partial<DuplicateCulvertCandidate> = {},
  ): DuplicateCulvertCandidate => ({
    id,
    assetId: 1,
    hidden: false,
    inlet_location: point(north(0)),
    outlet_location: point(north(30)),
    ...patch,
  });
  const at = (inlet: Position | null, outlet: Position | null) => ({
    assetId: 1,
    inlet_location: inlet && point(inlet),
    outlet_location: outlet && point(outlet),
  });

  it("finds a culvert within 10 m of the new one's inlet or outlet, from either end", () => {
    expect(similarCulvert(at(north(9.5), north(200)), [culvert(1)])?.record.id).toBe(1);
    expect(similarCulvert(at(north(200), north(39)), [culvert(1)])?.distanceM).toBeCloseTo(9, 1);
    expect(similarCulvert(at(north(-10.5), north(-40)), [culvert(1)])).toBeNull();
  });

  it('ignores another asset, a deleted culvert, and a new culvert without points', () => {
    expect(similarCulvert(at(north(1), null), [culvert(1, { assetId: 2 })])).toBeNull();
    expect(similarCulvert(at(north(1), null), [culvert(1, { hidden: true })])).toBeNull();
    expect(similarCulvert(at(null, null), [culvert(1)])).toBeNull();
  });
});

describe('the warning texts', () => {
  it("reads as the issue says, the year shown only when it is not this year's", () => {
    const found = { record: { id: 230, original_issue_id: 204, inspection_date: RECENT }, distanceM: 12.4 };
    expect(similarIssueText(found, 'J. Smith', NOW)).toBe(
      'A similar issue was recorded 12 m away on 3 November by J. Smith (Verge Id 204)',
    );
    const older = { record: { ...found.record, inspection_date: '2025-12-24T09:00:00Z' }, distanceM: 0.4 };
    expect(similarIssueText(older, 'J. Smith', NOW)).toBe(
      'A similar issue was recorded 0 m away on 24 December 2025 by J. Smith (Verge Id 204)',
    );
    const queued = { record: { id: -3, original_issue_id: null, inspection_date: RECENT }, distanceM: 5 };
    expect(similarIssueText(queued, '', NOW)).toBe(
      'A similar issue was recorded 5 m away on 3 November (awaiting sync)',
    );
    expect(similarCulvertText({ record: { site_culvert_id: 'C-12' }, distanceM: 3.6 })).toBe(
      'A culvert was recorded 4 m away (Site Culvert Id C-12)',
    );
  });

  it('names the recorder by first initial and last name', () => {
    expect(initialAndLastName({ first_name: 'jane', last_name: 'Smith' })).toBe('J. Smith');
    expect(initialAndLastName(nameParts('Mary Ann  Smith'))).toBe('M. Ann Smith');
    expect(initialAndLastName(nameParts('Cher'))).toBe('Cher');
    expect(initialAndLastName(nameParts(''))).toBe('');
  });
});

describe('duplicateWarningSchema', () => {
  it('takes a positive id, a distance of 0 to 10 km and one of the two choices', () => {
    expect(
      duplicateWarningSchema.safeParse({ recordId: 4, distanceM: 12.5, choice: 'followUp' }).success,
    ).toBe(true);
    for (const bad of [
      { recordId: 0, distanceM: 1, choice: 'saveAnyway' },
      { recordId: 1.5, distanceM: 1, choice: 'saveAnyway' },
      { recordId: 1, distanceM: -1, choice: 'saveAnyway' },
      { recordId: 1, distanceM: 10_001, choice: 'saveAnyway' },
      { recordId: 1, distanceM: Number.POSITIVE_INFINITY, choice: 'saveAnyway' },
      { recordId: 1, distanceM: 1, choice: 'show' },
    ])
      expect(duplicateWarningSchema.safeParse(bad).success).toBe(false);
  });
});
