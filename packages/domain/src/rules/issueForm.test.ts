import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { issueFixture } from '../testing/issueFixture';
import { issueActionFixture, relationsFixture } from '../testing/referenceFixtures';
import {
  dateTimeParts,
  defaultActionTakenId,
  emptyIssueForm,
  followUpOriginalId,
  type IssueFormValues,
  issueDensity,
  issueFieldsFrom,
  issueFormPermissions,
  issueFormProblems,
  issueRuleLookups,
  issueTypeFields,
  prefillFrom,
  setFurtherAction,
  setIssueType,
  setProblemIdentified,
  speciesForType,
} from './issueForm';
import { applyIssueRules } from './issueRules';

const RELATIONS = relationsFixture({
  takenActions: [issueActionFixture(2, 'Mowed', 'taken'), issueActionFixture(1, 'No Action', 'taken')],
  distributions: [{ id: 1, distribution: 'Single Plant', score: 1 }],
  physiologicalStages: [{ id: 1, physiological_stage: 'Seedling', score: 1 }],
  proximities: [
    { id: 1, proximity: 'Over Pipe', score: 3, issueTypeId: 2 },
    { id: 4, proximity: 'Over Centreline', score: 3, issueTypeId: 3 },
  ],
  species: [
    { id: 1, species: 'Canada Thistle', score: 3, reference_photo_url: null, vegeTypeId: 1 },
    { id: 30, species: 'Clover', score: 2, reference_photo_url: null, vegeTypeId: 5 },
  ],
  weedVegetationTypes: [{ id: 1, vegetation_type: 'Broadleaf Weed', score: 2, issueTypeId: 1 }],
  infraVegetationTypes: [
    { id: 10, vegetation_type: 'Grass', score: 1, issueTypeId: 4 },
    { id: 15, vegetation_type: 'Vines', score: 3, issueTypeId: 2 },
  ],
});
const LOOKUPS = issueRuleLookups(RELATIONS);
const NOW = new Date(2026, 10, 22, 7, 5);
const POINT = { type: 'Point' as const, coordinates: [-116.5, 53.9] as [number, number] };

const blank = (): IssueFormValues => emptyIssueForm(NOW, { areaId: 7, actionTakenId: 1 });
const weeds = (): IssueFormValues => ({
  ...blank(),
  has_issue: true,
  issueTypeId: 1,
  physiologicalStageId: 1,
  speciesIds: [1],
  distributionId: 1,
  action_required: true,
  actionsRequiredIds: [20],
  risk_score: 5,
  gps_point: POINT,
});

describe('blank form', () => {
  it('starts now (24-hour), with the given area and the "no action" action taken', () => {
    const form = blank();
    expect(form.date).toBe('2026-11-22');
    expect(form.time).toBe('07:05');
    expect(form.areaId).toBe(7);
    expect(form.actionTakenId).toBe(1);
    expect(dateTimeParts(new Date(2026, 0, 3, 23, 9))).toEqual({ date: '2026-01-03', time: '23:09' });
  });

  it('finds the default action taken by name, ignoring case', () => {
    expect(defaultActionTakenId(RELATIONS.takenActions)).toBe(1);
    expect(defaultActionTakenId([issueActionFixture(2, 'Mowed', 'taken')])).toBeNull();
  });
});

describe('fields shown per type (spec 1 §5)', () => {
  it('shows stage for Weeds only, species and distribution for Weeds and Animal Attractant', () => {
    expect(issueTypeFields(1)).toMatchObject({ physiologicalStage: true, species: true, distribution: true });
    expect(issueTypeFields(5)).toMatchObject({
      physiologicalStage: false,
      species: true,
      distribution: true,
    });
    expect(issueTypeFields(6)).toMatchObject({ species: false, vegetationType: false, proximity: false });
  });

  it('shows vegetation type for types 2-4, proximity for 2-3 and the low drain for 2', () => {
    expect(issueTypeFields(2)).toMatchObject({ vegetationType: true, proximity: true, nearLowDrain: true });
    expect(issueTypeFields(3)).toMatchObject({ vegetationType: true, proximity: true, nearLowDrain: false });
    expect(issueTypeFields(4)).toMatchObject({ vegetationType: true, proximity: false, nearLowDrain: false });
    expect(issueTypeFields(null)).toEqual(issueTypeFields(6));
  });

  it('offers attractant species for Animal Attractant and the others for Weeds', () => {
    expect(speciesForType(RELATIONS.species, 5).map((s) => s.id)).toEqual([30]);
    expect(speciesForType(RELATIONS.species, 1).map((s) => s.id)).toEqual([1]);
    expect(speciesForType(RELATIONS.species, null)).toEqual([]);
  });
});

describe('Problem Vegetation Identified', () => {
  it('No clears the problem fields, sets Further Action Required to No and No Risk', () => {
    const off = setProblemIdentified({ ...weeds(), individual_count: '4', area_size: '2' }, false, 1);
    expect(off).toMatchObject({
      has_issue: false,
      issueTypeId: null,
      speciesIds: [],
      physiologicalStageId: null,
      distributionId: null,
      actionTakenId: null,
      individual_count: '',
      area_size: '',
      action_required: false,
      actionsRequiredIds: [],
      risk_score: 0,
    });
  });

  it('Yes restores the original type and the default action taken', () => {
    const off = setProblemIdentified(weeds(), false, 1);
    const on = setProblemIdentified(off, true, 1);
    expect(on).toMatchObject({ has_issue: true, issueTypeId: 1, actionTakenId: 1 });
    expect(setProblemIdentified(setProblemIdentified(off, false, 1), true, 1).issueTypeId).toBe(1);
  });
});

describe('type change', () => {
  it('to Weeds clears the infrastructure fields', () => {
    const pipe = {
      ...weeds(),
      issueTypeId: 2,
      vegetationTypeId: 15,
      proximityId: 1,
      near_low_point_drain: true,
    };
    expect(setIssueType(pipe, 1, LOOKUPS)).toMatchObject({
      vegetationTypeId: null,
      proximityId: null,
      near_low_point_drain: null,
      speciesIds: [1],
    });
  });

  it('to another type clears the weed fields and answers that belong to another type', () => {
    const changed = setIssueType({ ...weeds(), vegetationTypeId: 15, proximityId: 1 }, 3, LOOKUPS);
    expect(changed).toMatchObject({
      issueTypeId: 3,
      physiologicalStageId: null,
      speciesIds: [],
      distributionId: null,
      vegetationTypeId: null,
      proximityId: null,
    });
    const pipe = {
      ...weeds(),
      issueTypeId: 3,
      vegetationTypeId: 15,
      proximityId: 1,
      near_low_point_drain: true,
    };
    expect(setIssueType(pipe, 2, LOOKUPS)).toMatchObject({ vegetationTypeId: 15, proximityId: 1 });
  });

  it('Weeds to Animal Attractant keeps distribution, drops weed species and stage', () => {
    expect(setIssueType(weeds(), 5, LOOKUPS)).toMatchObject({
      speciesIds: [],
      distributionId: 1,
      physiologicalStageId: null,
    });
  });
});

describe('Further Action Required', () => {
  it('No forces No Risk and asks for the reminder when the risk was above 0', () => {
    const { values, remind } = setFurtherAction(weeds(), false);
    expect(values).toMatchObject({ action_required: false, risk_score: 0, actionsRequiredIds: [] });
    expect(remind).toBe(true);
    expect(MESSAGES.riskNoFurtherAction).toBe(
      'The risk level has to be No Risk when no further action required',
    );
    expect(setFurtherAction({ ...weeds(), risk_score: 0 }, false).remind).toBe(false);
  });

  it('Yes restores the risk held before', () => {
    const off = setFurtherAction(weeds(), false).values;
    expect(setFurtherAction(setFurtherAction(off, false).values, true).values.risk_score).toBe(5);
    expect(setFurtherAction(weeds(), true).values.risk_score).toBe(5);
  });
});

describe('density', () => {
  it('is individuals divided by area size, 0 when invalid', () => {
    expect(issueDensity('10', '4')).toBe(2.5);
    expect(issueDensity('10', '0')).toBe(0);
    expect(issueDensity('', '4')).toBe(0);
    expect(issueDensity('x', '4')).toBe(0);
    expect(issueDensity('-3', '4')).toBe(0);
  });
});

describe('checks (spec 1 §5)', () => {
  it('a blank form misses the area, problem identified and further action', () => {
    const { errors, gps } = issueFormProblems({ ...blank(), areaId: null });
    expect(errors).toEqual({
      areaId: 'The field is required',
      has_issue: 'The field is required',
      action_required: 'The field is required',
    });
    expect(gps).toBeNull();
  });

  it('a problem needs its type fields, required actions and a GPS point or track', () => {
    const { errors, gps } = issueFormProblems({
      ...blank(),
      has_issue: true,
      issueTypeId: 1,
      action_required: true,
      actionTakenId: null,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'actionTakenId',
      'actionsRequiredIds',
      'distributionId',
      'physiologicalStageId',
      'speciesIds',
    ]);
    expect(gps).toBe('A gps field is required, either a point or a delineation');
    expect(issueFormProblems({ ...weeds(), gps_point: null, gps_track: null }).gps).toBe(
      MESSAGES.gpsRequired,
    );
    expect(issueFormProblems(weeds())).toEqual({ errors: {}, gps: null });
  });

  it('requires the type, vegetation type, proximity and low drain per type', () => {
    expect(issueFormProblems({ ...weeds(), issueTypeId: null }).errors.issueTypeId).toBe(
      'The field is required',
    );
    const pipe = issueFormProblems({ ...weeds(), issueTypeId: 2 }).errors;
    expect(pipe).toMatchObject({
      vegetationTypeId: 'The field is required',
      proximityId: 'The field is required',
      near_low_point_drain: 'The field is required',
    });
    expect(pipe.speciesIds).toBeUndefined();
  });

  it('requires comments for Other, at most 1024 characters, height at most 20, date and time', () => {
    const otherType = { ...weeds(), issueTypeId: 6, speciesIds: [], physiologicalStageId: null };
    expect(issueFormProblems(otherType).errors.comments).toBe('The field is required');
    expect(issueFormProblems({ ...otherType, comments: 'x'.repeat(1025) }).errors.comments).toBe(
      'must be 1024 characters or less',
    );
    expect(issueFormProblems({ ...otherType, comments: 'x'.repeat(1024) }).errors.comments).toBeUndefined();
    expect(issueFormProblems({ ...weeds(), veg_height: '21' }).errors.veg_height).toBe(
      'must be between 0 and 20',
    );
    expect(issueFormProblems({ ...weeds(), veg_height: '20' }).errors.veg_height).toBeUndefined();
    expect(issueFormProblems({ ...weeds(), area_size: '-1' }).errors.area_size).toBe('must be 0 or more');
    expect(issueFormProblems({ ...weeds(), time: '7:5' }).errors.time).toBe('must be a 24-hour time (HH:mm)');
    expect(issueFormProblems({ ...weeds(), time: '24:00' }).errors.time).toBe(
      'must be a 24-hour time (HH:mm)',
    );
    expect(issueFormProblems({ ...weeds(), time: '23:59' }).errors.time).toBeUndefined();
    expect(issueFormProblems({ ...weeds(), date: '', time: '' }).errors).toMatchObject({
      date: 'The field is required',
      time: 'The field is required',
    });
  });
});

describe('fields sent', () => {
  it('converts the form into issue fields the shared rules accept', () => {
    const fields = issueFieldsFrom({
      ...weeds(),
      areaId: 7,
      individual_count: '10',
      area_size: '4',
      veg_height: '1.5',
    });
    expect(fields).toMatchObject({
      density: 2.5,
      individual_count: 10,
      area_size: 4,
      veg_height: 1.5,
      areaId: 7,
    });
    expect(new Date(fields.inspection_date).getTime()).toBe(NOW.getTime());
    expect(applyIssueRules(fields, LOOKUPS).problems).toEqual([]);
  });

  it('sends no counts without a problem', () => {
    const off = setProblemIdentified({ ...weeds(), individual_count: '3' }, false, 1);
    expect(issueFieldsFrom({ ...off, areaId: 7 })).toMatchObject({ individual_count: null, density: null });
  });
});

/** A recorded issue whose fields a copy takes (and whose service providers it does not). */
const ISSUE = issueFixture({
  id: 41,
  areaId: 7,
  risk_score: 10,
  speciesIds: [1],
  individual_count: 8,
  gps_point: POINT,
  thirdPartyCompanyIds: [9],
});

describe('follow-up and copy', () => {
  it('a follow-up links to the chosen issue, or to its original when it has one', () => {
    expect(followUpOriginalId(ISSUE)).toBe(41);
    expect(followUpOriginalId({ ...ISSUE, original_issue_id: 12 })).toBe(12);
    expect(prefillFrom({ ...ISSUE, original_issue_id: 12 }, 'followUp', NOW).originalIssueId).toBe(12);
  });

  it('a copy links to nothing; both take the fields and place, dated now', () => {
    const { values, originalIssueId } = prefillFrom(ISSUE, 'copy', NOW);
    expect(originalIssueId).toBeNull();
    expect(values).toMatchObject({
      areaId: 7,
      issueTypeId: 1,
      risk_score: 10,
      speciesIds: [1],
      individual_count: '8',
      gps_point: POINT,
      date: '2026-11-22',
      time: '07:05',
      thirdPartyCompanyIds: [],
    });
  });
});

describe('permissions', () => {
  it('client admins do everything; client field users record issues without the risk slider', () => {
    expect(Object.values(issueFormPermissions({ isClient: true, userRoleId: 1 })).every(Boolean)).toBe(true);
    expect(issueFormPermissions({ isClient: true, userRoleId: 3 })).toMatchObject({
      canSetType: true,
      canSetRisk: false,
      canRecordOriginal: true,
      canEdit: false,
      canCopy: false,
      canAssignProviders: false,
    });
  });

  it('service-provider users only follow up: no type, no risk', () => {
    expect(Object.values(issueFormPermissions({ isClient: false, userRoleId: 2 })).some(Boolean)).toBe(false);
  });
});
