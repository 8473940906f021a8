import { addYears } from 'date-fns';
import { COMMENT_MAX, CULVERT_STATUS_NOT_INSPECTABLE } from '../constants';
import { localDay } from '../dates';
import type { InspectionFields } from '../inspection';
import { FIELD_MESSAGES } from '../messages';
import { isRiskLevel, type RiskLevel } from '../risk';
import { effectiveInspectionActions } from './inspectionRules';
import { dateTimeParts, isTime24h, TIME_FORMAT_MESSAGE } from './issueForm';

/** What the Add / Edit Culvert Inspection form holds while the user fills it in (spec 2 §3-§5). */
export interface InspectionFormValues {
  culvertId: number | null;
  risk_score: RiskLevel | null;
  culvertStatusId: number | null;
  /** yyyy-MM-dd and HH:mm (24-hour), local time. */
  date: string;
  time: string;
  /** yyyy-MM-dd. */
  next_inspection_date: string;
  /** The 'Actions Taken' and 'Actions Required' switches. */
  actionsTakenOn: boolean;
  actionsTakenIds: number[];
  actionsRequiredOn: boolean;
  actionsRequiredIds: number[];
  comments: string;
}

export type InspectionFormField = Exclude<keyof InspectionFormValues, 'actionsTakenOn' | 'actionsRequiredOn'>;
export type InspectionFormErrors = Partial<Record<InspectionFormField, string>>;

/** The label of each field, as the form shows it and its messages name it. */
export const INSPECTION_FIELD_LABELS: Record<InspectionFormField, string> = {
  culvertId: 'Culvert',
  risk_score: 'Risk',
  culvertStatusId: 'Culvert Status',
  date: 'Inspection Date',
  time: 'Inspection Time',
  next_inspection_date: 'Next Inspection Date',
  actionsTakenIds: 'Actions Taken',
  actionsRequiredIds: 'Actions Required',
  comments: 'Comments',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default next inspection date: one year after today (yyyy-MM-dd, local time). */
export function nextInspectionDate(today: Date): string {
  return localDay(addYears(today, 1));
}

/** A blank form: inspected now, next inspection one year from today, the culvert when one is given. */
export function emptyInspectionForm(now: Date, culvertId: number | null): InspectionFormValues {
  return {
    culvertId,
    risk_score: null,
    culvertStatusId: null,
    ...dateTimeParts(now),
    next_inspection_date: nextInspectionDate(now),
    actionsTakenOn: false,
    actionsTakenIds: [],
    actionsRequiredOn: false,
    actionsRequiredIds: [],
    comments: '',
  };
}

/** The form holding a stored inspection (edit); a switch is on when its list holds actions. */
export function inspectionFormFrom(
  inspection: InspectionFields & { culvertId: number },
): InspectionFormValues {
  return {
    culvertId: inspection.culvertId,
    risk_score: isRiskLevel(inspection.risk_score) ? inspection.risk_score : null,
    culvertStatusId: inspection.culvertStatusId,
    ...dateTimeParts(new Date(inspection.inspection_date)),
    next_inspection_date: inspection.next_inspection_date.slice(0, 10),
    actionsTakenOn: inspection.actionsTakenIds.length > 0,
    actionsTakenIds: [...inspection.actionsTakenIds],
    actionsRequiredOn: inspection.actionsRequiredIds.length > 0,
    actionsRequiredIds: [...inspection.actionsRequiredIds],
    comments: inspection.comments,
  };
}

/** The culvert could not be inspected (status 4): no actions, both switches off and hidden (spec 2 §4). */
export const actionsHidden = (values: Pick<InspectionFormValues, 'culvertStatusId'>): boolean =>
  values.culvertStatusId === CULVERT_STATUS_NOT_INSPECTABLE;

/** A new culvert status; status 4 clears both action lists and turns both switches off. */
export function setCulvertStatus(
  values: InspectionFormValues,
  culvertStatusId: number | null,
): InspectionFormValues {
  const next = { ...values, culvertStatusId };
  if (!actionsHidden(next)) return next;
  return {
    ...next,
    actionsTakenOn: false,
    actionsTakenIds: [],
    actionsRequiredOn: false,
    actionsRequiredIds: [],
  };
}

/** A switch of an action list; off empties its list. */
export function setActionsSwitch(
  values: InspectionFormValues,
  list: 'taken' | 'required',
  on: boolean,
): InspectionFormValues {
  return list === 'taken'
    ? { ...values, actionsTakenOn: on, actionsTakenIds: on ? values.actionsTakenIds : [] }
    : { ...values, actionsRequiredOn: on, actionsRequiredIds: on ? values.actionsRequiredIds : [] };
}

/**
 * The form's checks (spec 2 §5), each message naming its field: culvert, risk, culvert status, date, time
 * and next date required; a switched-on action list needs an action; comments at most 1024 characters.
 * The form is valid when none is found.
 */
export function inspectionFormProblems(values: InspectionFormValues): InspectionFormErrors {
  const errors: InspectionFormErrors = {};
  const required = (field: InspectionFormField, missing: boolean) => {
    if (missing) errors[field] = FIELD_MESSAGES.required();
  };
  required('culvertId', values.culvertId === null);
  required('risk_score', values.risk_score === null);
  required('culvertStatusId', values.culvertStatusId === null);
  required('date', !DAY.test(values.date));
  if (values.time.trim() === '') required('time', true);
  else if (!isTime24h(values.time)) errors.time = TIME_FORMAT_MESSAGE;
  required('next_inspection_date', !DAY.test(values.next_inspection_date));
  const hidden = actionsHidden(values);
  required('actionsTakenIds', !hidden && values.actionsTakenOn && values.actionsTakenIds.length === 0);
  required(
    'actionsRequiredIds',
    !hidden && values.actionsRequiredOn && values.actionsRequiredIds.length === 0,
  );
  if (values.comments.length > COMMENT_MAX) errors.comments = FIELD_MESSAGES.maxLength(COMMENT_MAX);
  return errors;
}

/** A form that passed its checks. */
export type CheckedInspectionForm = InspectionFormValues & {
  culvertId: number;
  risk_score: RiskLevel;
  culvertStatusId: number;
};

/** The inspection fields a checked form sends (create and update); the date and time in local time. */
export function inspectionFieldsFrom(values: CheckedInspectionForm): InspectionFields {
  return {
    inspection_date: new Date(`${values.date}T${values.time}`).toISOString(),
    next_inspection_date: values.next_inspection_date,
    comments: values.comments,
    risk_score: values.risk_score,
    culvertStatusId: values.culvertStatusId,
    ...effectiveInspectionActions(values.culvertStatusId, {
      actionsTakenIds: values.actionsTakenOn ? values.actionsTakenIds : [],
      actionsRequiredIds: values.actionsRequiredOn ? values.actionsRequiredIds : [],
    }),
  };
}

/** Whether a form's values passed the checks (narrows to the checked form). */
export function isCheckedInspectionForm(values: InspectionFormValues): values is CheckedInspectionForm {
  return (
    values.culvertId !== null &&
    values.risk_score !== null &&
    values.culvertStatusId !== null &&
    Object.keys(inspectionFormProblems(values)).length === 0
  );
}
