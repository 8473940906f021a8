import { describe, expect, it } from 'vitest';
import { CULVERT_STATUS_NOT_INSPECTABLE } from '../constants';
import {
  emptyInspectionForm,
  type InspectionFormValues,
  inspectionFieldsFrom,
  inspectionFormFrom,
  inspectionFormProblems,
  isCheckedInspectionForm,
  nextInspectionDate,
  setActionsSwitch,
  setCulvertStatus,
} from './inspectionForm';

const NOW = new Date(2026, 10, 25, 15, 7);

/** A form that passes every check. */
function validForm(overrides: Partial<InspectionFormValues> = {}): InspectionFormValues {
  return {
    ...emptyInspectionForm(NOW, 7),
    risk_score: 5,
    culvertStatusId: 2,
    ...overrides,
  };
}

describe('inspection form defaults', () => {
  it('inspected now (24-hour), next inspection one year after today', () => {
    expect(emptyInspectionForm(NOW, null)).toMatchObject({
      culvertId: null,
      risk_score: null,
      culvertStatusId: null,
      date: '2026-11-25',
      time: '15:07',
      next_inspection_date: '2027-11-25',
      actionsTakenOn: false,
      actionsRequiredOn: false,
      comments: '',
    });
  });

  it('a year after 29 February is 28 February', () => {
    expect(nextInspectionDate(new Date(2028, 1, 29))).toBe('2029-02-28');
  });

  it('an edit starts from the stored values, each switch on when its list holds actions', () => {
    const form = inspectionFormFrom({
      culvertId: 3,
      inspection_date: new Date(2026, 0, 2, 9, 5).toISOString(),
      next_inspection_date: '2027-01-02',
      comments: 'Silt at inlet',
      risk_score: 10,
      culvertStatusId: 3,
      actionsTakenIds: [1],
      actionsRequiredIds: [],
    });
    expect(form).toEqual({
      culvertId: 3,
      risk_score: 10,
      culvertStatusId: 3,
      date: '2026-01-02',
      time: '09:05',
      next_inspection_date: '2027-01-02',
      actionsTakenOn: true,
      actionsTakenIds: [1],
      actionsRequiredOn: false,
      actionsRequiredIds: [],
      comments: 'Silt at inlet',
    });
  });
});

describe('inspection form checks', () => {
  it('finds each missing required field (the form names it by its label)', () => {
    const blank: InspectionFormValues = {
      ...emptyInspectionForm(NOW, null),
      date: '',
      time: '',
      next_inspection_date: '',
    };
    expect(inspectionFormProblems(blank)).toEqual({
      culvertId: 'The field is required',
      risk_score: 'The field is required',
      culvertStatusId: 'The field is required',
      date: 'The field is required',
      time: 'The field is required',
      next_inspection_date: 'The field is required',
    });
    expect(isCheckedInspectionForm(blank)).toBe(false);
  });

  it('a filled form passes', () => {
    expect(inspectionFormProblems(validForm())).toEqual({});
    expect(isCheckedInspectionForm(validForm())).toBe(true);
  });

  it('a switched-on action list needs an action', () => {
    const form = validForm({ actionsTakenOn: true, actionsRequiredOn: true, actionsRequiredIds: [22] });
    expect(inspectionFormProblems(form)).toEqual({ actionsTakenIds: 'The field is required' });
    expect(inspectionFormProblems({ ...form, actionsRequiredIds: [] })).toMatchObject({
      actionsRequiredIds: 'The field is required',
    });
  });

  it('comments at most 1024 characters', () => {
    expect(inspectionFormProblems(validForm({ comments: 'x'.repeat(1024) }))).toEqual({});
    expect(inspectionFormProblems(validForm({ comments: 'x'.repeat(1025) }))).toEqual({
      comments: 'must be 1024 characters or less',
    });
  });

  it('the time is 24-hour HH:mm', () => {
    expect(inspectionFormProblems(validForm({ time: '7pm' }))).toEqual({
      time: 'must be a 24-hour time (HH:mm)',
    });
    expect(inspectionFormProblems(validForm({ time: '23:59' }))).toEqual({});
  });
});

describe('culvert status and the action switches', () => {
  it('status 4 clears both lists and turns both switches off; its switches ask for nothing', () => {
    const form = validForm({
      actionsTakenOn: true,
      actionsTakenIds: [1, 2],
      actionsRequiredOn: true,
      actionsRequiredIds: [],
    });
    const notInspectable = setCulvertStatus(form, CULVERT_STATUS_NOT_INSPECTABLE);
    expect(notInspectable).toMatchObject({
      culvertStatusId: CULVERT_STATUS_NOT_INSPECTABLE,
      actionsTakenOn: false,
      actionsTakenIds: [],
      actionsRequiredOn: false,
      actionsRequiredIds: [],
    });
    expect(inspectionFormProblems(notInspectable)).toEqual({});
  });

  it('another status keeps the actions', () => {
    const form = validForm({ actionsTakenOn: true, actionsTakenIds: [1] });
    expect(setCulvertStatus(form, 3)).toMatchObject({ actionsTakenOn: true, actionsTakenIds: [1] });
  });

  it('a switch turned off empties its list', () => {
    const form = validForm({ actionsRequiredOn: true, actionsRequiredIds: [22] });
    expect(setActionsSwitch(form, 'required', false)).toMatchObject({
      actionsRequiredOn: false,
      actionsRequiredIds: [],
    });
    expect(setActionsSwitch(form, 'taken', true)).toMatchObject({
      actionsTakenOn: true,
      actionsRequiredIds: [22],
    });
  });
});

describe('inspectionFieldsFrom', () => {
  it('sends the date and time as an instant, the next date as a day, and only switched-on actions', () => {
    const form = validForm({
      actionsTakenOn: false,
      actionsTakenIds: [1],
      actionsRequiredOn: true,
      actionsRequiredIds: [22, 22, 23],
      comments: 'Clear',
    });
    if (!isCheckedInspectionForm(form)) throw new Error('the form should pass');
    expect(inspectionFieldsFrom(form)).toEqual({
      inspection_date: new Date(2026, 10, 25, 15, 7).toISOString(),
      next_inspection_date: '2027-11-25',
      comments: 'Clear',
      risk_score: 5,
      culvertStatusId: 2,
      actionsTakenIds: [],
      actionsRequiredIds: [22, 23],
    });
  });

  it('status 4 sends no actions', () => {
    const form = validForm({
      culvertStatusId: CULVERT_STATUS_NOT_INSPECTABLE,
      actionsTakenOn: true,
      actionsTakenIds: [1],
    });
    if (!isCheckedInspectionForm(form)) throw new Error('the form should pass');
    expect(inspectionFieldsFrom(form)).toMatchObject({ actionsTakenIds: [], actionsRequiredIds: [] });
  });
});
