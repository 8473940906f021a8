import { emptyIssueForm, issueRuleLookups } from '@verge/domain';
import { issueFixture } from '@verge/domain/testing/issueFixture';
import { relationsFixture, TRACK_FIXTURE } from '@verge/domain/testing/referenceFixtures';
import { describe, expect, it } from 'vitest';
import {
  type IssueFormAction,
  type IssueFormState,
  initialIssueFormState,
  issueFormReducer,
  valuesChanged,
} from './issueFormState';

const LOOKUPS = issueRuleLookups(relationsFixture());
const NOW = new Date(2026, 5, 1, 9, 30);
const BLANK = emptyIssueForm(NOW, { areaId: 7, actionTakenId: 1 });
/** A synced issue in area 3, itself a follow-up of issue 40. */
const IN_AREA_3 = issueFixture({ id: 41, areaId: 3, original_issue_id: 40, risk_score: 5 });
const IN_AREA_7 = issueFixture({ id: 12, areaId: 7, risk_score: 1 });

const blank = () => initialIssueFormState(BLANK, null, LOOKUPS, NOW);
const run = (state: IssueFormState, ...actions: IssueFormAction[]) => actions.reduce(issueFormReducer, state);
const pick = (mode: 'copy' | 'followUp', issue = IN_AREA_3): IssueFormAction[] => [
  { type: 'open', dialog: { kind: 'pick', mode } },
  { type: 'pickIssue', issue, lookups: LOOKUPS, now: NOW },
];

describe('issue form state', () => {
  it('starts from the given values, unchanged and with no dialog', () => {
    const state = blank();
    expect(state).toMatchObject({
      values: BLANK,
      initial: BLANK,
      chosen: null,
      gpsError: null,
      dialog: null,
    });
    expect(valuesChanged(state)).toBe(false);
    expect(valuesChanged(run(state, { type: 'edit', patch: { comments: 'Thistles' } }))).toBe(true);
  });

  it('starts a follow-up from the chosen issue, linked to its original, in its area', () => {
    const state = initialIssueFormState(BLANK, { issue: IN_AREA_3, mode: 'followUp' }, LOOKUPS, NOW);
    expect(state.chosen).toEqual({ issue: IN_AREA_3, mode: 'followUp', originalIssueId: 40 });
    expect(state.values).toMatchObject({ areaId: 3, risk_score: 5, date: BLANK.date, time: BLANK.time });
    expect(state.initial).toBe(state.values);
  });

  it('starts a copy in the area it was given, linked to no original', () => {
    const state = initialIssueFormState(BLANK, { issue: IN_AREA_3, mode: 'copy' }, LOOKUPS, NOW);
    expect(state.chosen?.originalIssueId).toBeNull();
    expect(state.values.areaId).toBe(7);
  });

  it('answers the domain way: No Further Action forces No Risk and opens the reminder, Yes restores it', () => {
    const risky = run(blank(), { type: 'edit', patch: { risk_score: 5 } });
    const no = run(risky, { type: 'answerFurtherAction', yes: false });
    expect(no.values.risk_score).toBe(0);
    expect(no.dialog).toEqual({ kind: 'riskReminder' });
    const yes = run(no, { type: 'close' }, { type: 'answerFurtherAction', yes: true });
    expect(yes.values.risk_score).toBe(5);
    expect(yes.dialog).toBeNull();
    expect(run(blank(), { type: 'answerFurtherAction', yes: false }).dialog).toBeNull();
  });

  it('clears the type when no problem is found and restores it on Yes', () => {
    const weeds = run(
      blank(),
      { type: 'answerProblem', yes: true, defaultActionTaken: 1 },
      {
        type: 'chooseType',
        issueTypeId: 1,
        lookups: LOOKUPS,
      },
    );
    expect(weeds.values).toMatchObject({ has_issue: true, issueTypeId: 1, actionTakenId: 1 });
    const none = run(weeds, { type: 'answerProblem', yes: false, defaultActionTaken: 1 });
    expect(none.values).toMatchObject({ has_issue: false, issueTypeId: null, action_required: false });
    const again = run(none, { type: 'answerProblem', yes: true, defaultActionTaken: 1 });
    expect(again.values.issueTypeId).toBe(1);
  });

  it('fills the form from a picked follow-up and closes the pick dialog', () => {
    const state = run(blank(), ...pick('followUp'));
    expect(state.dialog).toBeNull();
    expect(state.chosen).toEqual({ issue: IN_AREA_3, mode: 'followUp', originalIssueId: 40 });
    expect(state.values.areaId).toBe(3);
  });

  it('ignores a pick when no pick dialog is open', () => {
    const state = blank();
    expect(run(state, { type: 'pickIssue', issue: IN_AREA_3, lookups: LOOKUPS, now: NOW })).toBe(state);
  });

  it('asks which area a copy from another area goes in, and keeps the form until answered', () => {
    const asked = run(blank(), ...pick('copy'));
    expect(asked.dialog?.kind).toBe('copyArea');
    expect(asked.values).toEqual(blank().values);
    expect(asked.chosen).toBeNull();

    const theirs = run(asked, { type: 'answerCopyArea', useChosenArea: true });
    expect(theirs).toMatchObject({ dialog: null, values: { areaId: 3, risk_score: 5 } });
    expect(theirs.chosen).toEqual({ issue: IN_AREA_3, mode: 'copy', originalIssueId: null });

    const ours = run(asked, { type: 'answerCopyArea', useChosenArea: false });
    expect(ours).toMatchObject({ dialog: null, values: { areaId: 7, risk_score: 5 } });
  });

  it('copies an issue of the selected area without asking', () => {
    const state = run(blank(), ...pick('copy', IN_AREA_7));
    expect(state.dialog).toBeNull();
    expect(state.values).toMatchObject({ areaId: 7, risk_score: 1 });
  });

  it('keeps the GPS message of the last save and the path recorded when tracking stops to save', () => {
    const refused = run(blank(), { type: 'gpsChecked', message: 'A gps field is required' });
    expect(refused.gpsError).toBe('A gps field is required');
    const asked = run(refused, { type: 'open', dialog: { kind: 'pathInProgress' } });
    const stopped = run(asked, { type: 'stopPath', track: TRACK_FIXTURE });
    expect(stopped).toMatchObject({ dialog: null, values: { gps_track: TRACK_FIXTURE } });
    expect(run(stopped, { type: 'gpsChecked', message: null }).gpsError).toBeNull();
  });
});
