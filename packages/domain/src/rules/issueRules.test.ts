import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { issueRequestFixture as issue } from '../testing/issueFixture';
import {
  applyIssueRules,
  type IssueFields,
  type IssueRuleLookups,
  normalizeIssue,
  withSuitedReferences,
} from './issueRules';

const lookups: IssueRuleLookups = {
  actionTypes: new Map([
    [1, 'taken'],
    [2, 'taken'],
    [20, 'required'],
    [21, 'required'],
  ]),
  speciesIssueTypes: new Map([
    [1, 1],
    [2, 1],
    [30, 5],
  ]),
  vegetationTypeIssueTypes: new Map([
    [1, 1],
    [15, 2],
  ]),
  proximityIssueTypes: new Map([[1, 2]]),
};

const paths = (fields: IssueFields) => applyIssueRules(fields, lookups).problems.map((p) => p.path);

describe('normalizeIssue', () => {
  it('clears the problem fields and further action when no problem was identified', () => {
    const result = normalizeIssue(issue({ has_issue: false }));
    expect(result).toMatchObject({
      issueTypeId: null,
      speciesIds: [],
      proximityId: null,
      vegetationTypeId: null,
      individual_count: null,
      area_size: null,
      density: null,
      distributionId: null,
      actionTakenId: null,
      physiologicalStageId: null,
      action_required: false,
      risk_score: 0,
      actionsRequiredIds: [],
    });
    expect(result.veg_height).toBe(1.5);
  });

  it('forces No Risk and no required actions when no further action is required', () => {
    expect(normalizeIssue(issue({ action_required: false, risk_score: 10 }))).toMatchObject({
      risk_score: 0,
      actionsRequiredIds: [],
      issueTypeId: 1,
    });
  });

  it('keeps the risk when further action is required and lists each id once', () => {
    expect(
      normalizeIssue(issue({ risk_score: 10, speciesIds: [2, 1, 2], actionsRequiredIds: [21, 21] })),
    ).toMatchObject({ risk_score: 10, speciesIds: [2, 1], actionsRequiredIds: [21] });
  });
});

describe('issueRuleProblems', () => {
  it('accepts a complete weeds issue', () => {
    expect(paths(issue())).toEqual([]);
  });

  it('requires a gps point or track when a problem is identified, with the spec text', () => {
    const { problems } = applyIssueRules(issue({ gps_point: null }), lookups);
    expect(problems).toEqual([{ path: 'gps_point', message: MESSAGES.gpsRequired }]);
    expect(
      paths(
        issue({
          gps_point: null,
          gps_track: {
            type: 'LineString',
            coordinates: [
              [1, 2],
              [3, 4],
            ],
          },
        }),
      ),
    ).toEqual([]);
    expect(paths(issue({ gps_point: null, has_issue: false }))).toEqual([]);
  });

  it('requires comments when the type is Other', () => {
    expect(paths(issue({ issueTypeId: 6, speciesIds: [], comments: '  ' }))).toEqual(['comments']);
    expect(paths(issue({ issueTypeId: 6, speciesIds: [], comments: 'Fallen tree' }))).toEqual([]);
  });

  it('requires the type, the further-action answer and required actions when they apply', () => {
    expect(paths(issue({ issueTypeId: null, speciesIds: [] }))).toEqual(['issueTypeId']);
    expect(paths(issue({ action_required: null }))).toEqual(['action_required']);
    expect(paths(issue({ actionsRequiredIds: [] }))).toEqual(['actionsRequiredIds']);
  });

  it('refuses actions of the wrong kind', () => {
    expect(paths(issue({ actionTakenId: 20, actionsRequiredIds: [20, 2] }))).toEqual([
      'actionTakenId',
      'actionsRequiredIds.1',
    ]);
    expect(paths(issue({ actionTakenId: 99 }))).toEqual(['actionTakenId']);
  });

  it('allows attractant species only on attractant issues', () => {
    expect(paths(issue({ speciesIds: [30] }))).toEqual(['speciesIds.0']);
    expect(paths(issue({ issueTypeId: 5, speciesIds: [30] }))).toEqual([]);
    expect(paths(issue({ issueTypeId: 5, speciesIds: [30, 1] }))).toEqual(['speciesIds.1']);
    expect(paths(issue({ speciesIds: [404] }))).toEqual(['speciesIds.0']);
  });

  it('requires vegetation types and proximities of the issue type', () => {
    expect(paths(issue({ vegetationTypeId: 1 }))).toEqual([]);
    expect(paths(issue({ vegetationTypeId: 15 }))).toEqual(['vegetationTypeId']);
    expect(paths(issue({ issueTypeId: 2, speciesIds: [], vegetationTypeId: 15, proximityId: 1 }))).toEqual(
      [],
    );
    expect(paths(issue({ proximityId: 1 }))).toEqual(['proximityId']);
  });
});

describe('withSuitedReferences', () => {
  it('drops the vegetation type, proximity and species that belong to another type of problem', () => {
    const stored = issue({ issueTypeId: 4, vegetationTypeId: 15, proximityId: 1, speciesIds: [1, 30] });
    expect(withSuitedReferences(stored, lookups)).toMatchObject({
      vegetationTypeId: null,
      proximityId: null,
      speciesIds: [1],
    });
    const pipe = issue({ issueTypeId: 2, speciesIds: [], vegetationTypeId: 15, proximityId: 1 });
    expect(withSuitedReferences(pipe, lookups)).toEqual(pipe);
    expect(paths(withSuitedReferences(issue({ vegetationTypeId: 15 }), lookups))).toEqual([]);
  });
});
