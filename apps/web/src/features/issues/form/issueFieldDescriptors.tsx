import type { GridProps } from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  COMMENT_MAX,
  type IssueFormErrors,
  type IssueFormField,
  type IssueFormValues,
  type IssueTypeFields,
  issueDensity,
  type ManagementArea,
  type Relations,
  type Species,
  sortOptions,
  speciesForType,
  type ThirdPartyCompany,
  VEG_HEIGHT_MAX,
} from '@verge/domain';
import type { ReactNode } from 'react';
import { TextInput } from '../../../components/form/FormFields';
import type { Option } from '../../../components/form/MultiSelectField';
import { RiskSlider } from './FormControls';

export interface IssueFormHandlers {
  update: (patch: Partial<IssueFormValues>) => void;
  setProblem: (yes: boolean) => void;
  setType: (issueTypeId: number | null) => void;
  setFurtherAction: (yes: boolean) => void;
}

export interface IssueFormOptions {
  areas: readonly ManagementArea[];
  relations: Relations;
  /** The asset's species list when it has one, else every species. */
  species: readonly Species[];
  companies: readonly ThirdPartyCompany[];
}

export interface IssueFormLocks {
  area: boolean;
  type: boolean;
  risk: boolean;
  /** Third-party companies are chosen on a new issue by the asset owner's users. */
  companies: boolean;
}

/** What a field's description reads to decide whether it shows and what it offers. */
export interface IssueFieldContext {
  values: IssueFormValues;
  errors: IssueFormErrors;
  labels: Record<IssueFormField, string>;
  on: IssueFormHandlers;
  choices: IssueFormOptions;
  locks: IssueFormLocks;
  /** Problem Vegetation Identified is Yes. */
  problem: boolean;
  /** The type-dependent fields the domain's rules show for the chosen type of problem. */
  typeFields: IssueTypeFields;
}

/** The form's fields whose value is of exactly type T. */
type FieldOf<T> = {
  [K in IssueFormField]: [IssueFormValues[K]] extends [T]
    ? [T] extends [IssueFormValues[K]]
      ? K
      : never
    : never;
}[IssueFormField];

interface Placed {
  /** The field's cell; half the row from the sm breakpoint up unless said. */
  size?: GridProps['size'];
  /** Whether the field shows (always unless said). */
  when?: (c: IssueFieldContext) => boolean;
}

/** One field of the form: its value, its kind of input and where it sits; its label is the domain's. */
export type IssueFieldDescriptor = Placed &
  (
    | {
        kind: 'select';
        name: FieldOf<number | null>;
        options: (c: IssueFieldContext) => Option[];
        disabled?: (c: IssueFieldContext) => boolean;
        /** What choosing does, when more than storing the id. */
        change?: (c: IssueFieldContext, id: number | null) => void;
      }
    | { kind: 'multi'; name: FieldOf<number[]>; options: (c: IssueFieldContext) => Option[] }
    | {
        kind: 'yesNo';
        name: FieldOf<boolean | null>;
        disabled?: (c: IssueFieldContext) => boolean;
        /** What answering does, when more than storing the answer. */
        change?: (c: IssueFieldContext, yes: boolean) => void;
      }
    | { kind: 'number'; name: FieldOf<string>; max?: number }
    /** A field of its own shape, drawn as written. */
    | { kind: 'custom'; name: string; render: (c: IssueFieldContext) => ReactNode }
  );

const optionsOf = <T extends { id: number }>(items: readonly T[], label: (item: T) => string): Option[] =>
  sortOptions(items, label).map((item) => ({ id: item.id, label: label(item) }));

const problem = (c: IssueFieldContext) => c.problem;
const typeShows = (field: keyof IssueTypeFields) => (c: IssueFieldContext) => c.typeFields[field];
const THIRD = { xs: 6, sm: 4 } as const;

/** Every field of the vegetation issue form, in the form's order; which show depends on the answers (spec 1 §5). */
export const ISSUE_FIELDS: readonly IssueFieldDescriptor[] = [
  {
    kind: 'select',
    name: 'areaId',
    options: (c) => optionsOf(c.choices.areas, (a) => a.name),
    disabled: (c) => c.locks.area,
  },
  { kind: 'yesNo', name: 'has_issue', change: (c, yes) => c.on.setProblem(yes) },
  {
    kind: 'select',
    name: 'issueTypeId',
    when: problem,
    options: (c) => optionsOf(c.choices.relations.issueTypes, (t) => t.issue_type),
    disabled: (c) => c.locks.type,
    change: (c, id) => c.on.setType(id),
  },
  {
    kind: 'select',
    name: 'actionTakenId',
    when: problem,
    options: (c) => optionsOf(c.choices.relations.takenActions, (a) => a.issue_action),
  },
  {
    kind: 'select',
    name: 'physiologicalStageId',
    when: typeShows('physiologicalStage'),
    options: (c) => optionsOf(c.choices.relations.physiologicalStages, (s) => s.physiological_stage),
  },
  {
    kind: 'multi',
    name: 'speciesIds',
    when: typeShows('species'),
    options: (c) => optionsOf(speciesForType(c.choices.species, c.values.issueTypeId), (s) => s.species),
  },
  {
    kind: 'select',
    name: 'distributionId',
    when: typeShows('distribution'),
    options: (c) => optionsOf(c.choices.relations.distributions, (d) => d.distribution),
  },
  {
    kind: 'select',
    name: 'vegetationTypeId',
    when: typeShows('vegetationType'),
    options: ({ choices: { relations }, values }) =>
      optionsOf(
        [...relations.weedVegetationTypes, ...relations.infraVegetationTypes].filter(
          (v) => v.issueTypeId === values.issueTypeId,
        ),
        (v) => v.vegetation_type,
      ),
  },
  {
    kind: 'select',
    name: 'proximityId',
    when: typeShows('proximity'),
    options: ({ choices: { relations }, values }) =>
      optionsOf(
        relations.proximities.filter((p) => p.issueTypeId === values.issueTypeId),
        (p) => p.proximity,
      ),
  },
  { kind: 'yesNo', name: 'near_low_point_drain', when: typeShows('nearLowDrain') },
  { kind: 'number', name: 'individual_count', when: problem, size: THIRD },
  { kind: 'number', name: 'area_size', when: problem, size: THIRD },
  {
    kind: 'custom',
    name: 'density',
    when: problem,
    size: { xs: 12, sm: 4 },
    render: ({ values }) => (
      <TextField
        label="Density"
        value={String(Number(issueDensity(values.individual_count, values.area_size).toFixed(4)))}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Individuals per m²"
      />
    ),
  },
  { kind: 'number', name: 'veg_height', max: VEG_HEIGHT_MAX },
  {
    kind: 'yesNo',
    name: 'action_required',
    disabled: (c) => c.values.has_issue === false,
    change: (c, yes) => c.on.setFurtherAction(yes),
  },
  {
    kind: 'custom',
    name: 'risk_score',
    size: 12,
    render: ({ values, on, locks }) => (
      <RiskSlider
        value={values.risk_score}
        onChange={(risk_score) => on.update({ risk_score })}
        disabled={locks.risk || values.action_required === false}
      />
    ),
  },
  {
    kind: 'multi',
    name: 'actionsRequiredIds',
    when: (c) => c.values.action_required === true,
    options: (c) => optionsOf(c.choices.relations.requiredActions, (a) => a.issue_action),
  },
  {
    kind: 'multi',
    name: 'thirdPartyCompanyIds',
    when: (c) => !c.locks.companies,
    options: (c) => optionsOf(c.choices.companies, (company) => company.company_name),
  },
  {
    kind: 'custom',
    name: 'date',
    size: { xs: 7, sm: 3 },
    render: ({ labels, values, errors, on }) => (
      <TextInput
        label={labels.date}
        type="date"
        value={values.date}
        onChange={(date) => on.update({ date })}
        error={errors.date}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    ),
  },
  {
    kind: 'custom',
    name: 'time',
    size: { xs: 5, sm: 3 },
    render: ({ labels, values, errors, on }) => (
      <TextInput
        label={labels.time}
        value={values.time}
        onChange={(time) => on.update({ time })}
        error={errors.time}
        placeholder="HH:mm"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
    ),
  },
  {
    kind: 'custom',
    name: 'comments',
    size: 12,
    render: ({ labels, values, errors, on }) => (
      <TextInput
        label={labels.comments}
        multiline
        minRows={3}
        value={values.comments}
        onChange={(comments) => on.update({ comments })}
        error={errors.comments}
        helperText={`${values.comments.length} / ${COMMENT_MAX}`}
      />
    ),
  },
];
