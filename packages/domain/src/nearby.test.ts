import { describe, expect, it } from 'vitest';
import type { Position } from './common';
import { NEARBY_ISSUES_MAX, UNKNOWN_DISTANCE } from './constants';
import { type Locatable, nearbyIssues } from './nearby';

const HOME: Position = [-116.5765, 53.9333];

function issue(id: number, date: string, at: Position | null, track: Position[] | null = null): Locatable {
  return {
    id,
    inspection_date: date,
    gps_point: at ? { type: 'Point', coordinates: at } : null,
    gps_track: track ? { type: 'LineString', coordinates: track } : null,
  };
}

/** A position the given number of metres north of HOME (one degree of latitude is about 111.2 km). */
const north = (metres: number): Position => [HOME[0], HOME[1] + metres / 111_195];

describe('nearbyIssues', () => {
  it('without a position lists every issue newest first, then by id, distance unknown', () => {
    const issues = [
      issue(1, '2024-05-01T10:00:00Z', north(10)),
      issue(2, '2025-01-01T10:00:00Z', null),
      issue(3, '2024-05-01T10:00:00Z', north(20)),
      ...Array.from({ length: 12 }, (_, i) => issue(10 + i, '2023-01-01T00:00:00Z', north(i))),
    ];
    const list = nearbyIssues(issues, null);
    expect(list).toHaveLength(issues.length);
    expect(list.slice(0, 3).map((row) => row.issue.id)).toEqual([2, 3, 1]);
    expect(list.every((row) => row.distance === UNKNOWN_DISTANCE)).toBe(true);
  });

  it('orders dates by instant, not by text, when offsets differ', () => {
    const list = nearbyIssues(
      [issue(1, '2024-05-01T10:00:00-06:00', null), issue(2, '2024-05-01T12:00:00Z', null)],
      null,
    );
    // 10:00 at -06:00 is 16:00 UTC, later than 12:00 UTC.
    expect(list.map((row) => row.issue.id)).toEqual([1, 2]);
  });

  it('with a position keeps the 10 closest, nearest first', () => {
    const issues = Array.from({ length: 15 }, (_, i) =>
      issue(i + 1, '2024-01-01T00:00:00Z', north((15 - i) * 100)),
    );
    const list = nearbyIssues(issues, HOME);
    expect(list).toHaveLength(NEARBY_ISSUES_MAX);
    expect(list.map((row) => row.issue.id)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(list[0].distance).toBeCloseTo(100, 0);
    expect(list[9].distance).toBeCloseTo(1000, 0);
  });

  it("uses the track's first point when there is no GPS point", () => {
    const list = nearbyIssues(
      [
        issue(1, '2024-01-01T00:00:00Z', north(300)),
        issue(2, '2024-01-01T00:00:00Z', null, [north(50), north(900)]),
      ],
      HOME,
    );
    expect(list.map((row) => row.issue.id)).toEqual([2, 1]);
    expect(list[0].distance).toBeCloseTo(50, 0);
  });

  it('prefers the point over the track', () => {
    const [row] = nearbyIssues([issue(1, '2024-01-01T00:00:00Z', north(700), [north(5), north(6)])], HOME);
    expect(row.distance).toBeCloseTo(700, 0);
  });

  it('puts issues without any GPS last with distance -100, newest first', () => {
    const list = nearbyIssues(
      [
        issue(1, '2022-01-01T00:00:00Z', null),
        issue(2, '2024-01-01T00:00:00Z', north(5000)),
        issue(3, '2023-01-01T00:00:00Z', null),
      ],
      HOME,
    );
    expect(list.map((row) => [row.issue.id, Math.round(row.distance)])).toEqual([
      [2, 5000],
      [3, UNKNOWN_DISTANCE],
      [1, UNKNOWN_DISTANCE],
    ]);
  });

  it('breaks distance ties by date, newest first, then by id', () => {
    const at = north(100);
    const list = nearbyIssues(
      [
        issue(4, '2023-01-01T00:00:00Z', at),
        issue(5, '2024-01-01T00:00:00Z', at),
        issue(6, '2024-01-01T00:00:00Z', at),
      ],
      HOME,
    );
    expect(list.map((row) => row.issue.id)).toEqual([6, 5, 4]);
  });

  it('does not reorder the array it is given and accepts a custom cap', () => {
    const issues = [
      issue(1, '2024-01-01T00:00:00Z', north(200)),
      issue(2, '2024-01-01T00:00:00Z', north(100)),
    ];
    expect(nearbyIssues(issues, HOME, 1).map((row) => row.issue.id)).toEqual([2]);
    expect(issues.map((i) => i.id)).toEqual([1, 2]);
  });

  it('returns an empty list for no issues', () => {
    expect(nearbyIssues([], HOME)).toEqual([]);
    expect(nearbyIssues([], null)).toEqual([]);
  });
});
