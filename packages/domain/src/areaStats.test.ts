import { describe, expect, it } from 'vitest';
import { type AreaViewer, areaCounts, areaRisk, issuesOfYear, originalCount, shapeCentre } from './areaStats';
import { issueFixture as issue } from './testing/issueFixture';

const fieldUser: AreaViewer = { userId: 7, companyId: 3, isAdmin: false };
const providerAdmin: AreaViewer = { userId: 8, companyId: 3, isAdmin: true };

describe('areaCounts', () => {
  const issues = [
    issue({ risk_score: 10, assignedUserIds: [7] }),
    issue({ risk_score: 10 }),
    issue({ risk_score: 5, thirdPartyCompanyIds: [3] }),
    issue({ risk_score: 1, original_issue_id: 1 }),
    issue({ risk_score: 0 }),
    issue({ has_issue: false, risk_score: 10, assignedUserIds: [7] }),
  ];

  it('counts every issue, open ones by risk level, and the resolved ones', () => {
    expect(areaCounts(issues, fieldUser)).toMatchObject({
      total: 6,
      high: 2,
      medium: 1,
      low: 1,
      none: 1,
      resolved: 1,
    });
  });

  it('splits by assignment to the field user', () => {
    expect(areaCounts(issues, fieldUser)).toMatchObject({ assignedToYou: 2, notAssignedToYou: 4 });
  });

  it("splits by assignment to a provider admin's company", () => {
    expect(areaCounts(issues, providerAdmin)).toMatchObject({ assignedToYou: 1, notAssignedToYou: 5 });
  });

  it('counts nothing as assigned to a viewer without a user id', () => {
    expect(areaCounts(issues, { userId: null, companyId: null, isAdmin: false }).assignedToYou).toBe(0);
  });

  it('is all zeros for an area without issues', () => {
    expect(Object.values(areaCounts([], fieldUser)).every((n) => n === 0)).toBe(true);
  });
});

describe('areaRisk', () => {
  it('is the highest risk score of the area’s issues', () => {
    expect(
      areaRisk([
        issue({ risk_score: 1 }),
        issue({ risk_score: 5 }),
        issue({ has_issue: false, risk_score: 0 }),
      ]),
    ).toBe(5);
  });

  it('is No Risk when every inspection found no problem, and null (grey) without issues', () => {
    expect(areaRisk([issue({ has_issue: false, risk_score: 0 })])).toBe(0);
    expect(areaRisk([])).toBeNull();
  });
});

describe('issuesOfYear', () => {
  const issues = [
    issue({ inspection_date: '2024-06-01T12:00:00Z' }),
    issue({ inspection_date: '2025-06-01T12:00:00Z' }),
  ];

  it('keeps the issues inspected in the year', () => {
    expect(issuesOfYear(issues, 2024)).toEqual([issues[0]]);
  });

  it('keeps all issues when no year is chosen', () => {
    expect(issuesOfYear(issues, null)).toEqual(issues);
  });
});

describe('originalCount', () => {
  it('counts issues without an original', () => {
    expect(originalCount([issue(), issue({ original_issue_id: 4 }), issue()])).toBe(2);
  });
});

describe('shapeCentre', () => {
  it('is the centre of a polygon’s bounding box', () => {
    expect(
      shapeCentre({
        type: 'Polygon',
        coordinates: [
          [
            [-116, 54],
            [-114, 54],
            [-114, 56],
            [-116, 54],
          ],
        ],
      }),
    ).toEqual([-115, 55]);
  });

  it('covers every part of a multipolygon', () => {
    expect(
      shapeCentre({
        type: 'MultiPolygon',
        coordinates: [
          [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
          [
            [
              [3, 3],
              [4, 3],
              [4, 4],
              [3, 3],
            ],
          ],
        ],
      }),
    ).toEqual([2, 2]);
  });
});
