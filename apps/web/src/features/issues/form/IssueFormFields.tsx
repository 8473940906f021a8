import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  COMMENT_MAX,
  ISSUE_TYPE_IDS,
  type IssueFormErrors,
  type IssueFormField,
  type IssueFormValues,
  issueDensity,
  issueTypeFields,
  type ManagementArea,
  type Relations,
  type RiskLevel,
  type Species,
  sortOptions,
  speciesForType,
  type ThirdPartyCompany,
  VEG_HEIGHT_MAX,
} from '@verge/domain';
import { SelectInput, TextInput } from '../../../components/form/FormFields';
import { MultiSelectField, type Option } from '../../../components/form/MultiSelectField';
import { RiskSlider, YesNoField } from './FormControls';

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

const options = <T,>(items: readonly T[], id: (item: T) => number, label: (item: T) => string): Option[] =>
  sortOptions(items, label).map((item) => ({ id: id(item), label: label(item) }));

const selectOptions = (list: Option[]) => list.map((o) => ({ value: String(o.id), label: o.label }));
const idOrNull = (text: string) => (text === '' ? null : Number(text));
const idText = (id: number | null) => (id === null ? '' : String(id));

/** Each field's label as the form shows it; the form's messages name the field by it. */
export function issueFieldLabels(
  values: Pick<IssueFormValues, 'issueTypeId'>,
): Record<IssueFormField, string> {
  return {
    areaId: 'Management Area',
    has_issue: 'Problem Vegetation Identified',
    issueTypeId: 'Type of Problem',
    risk_score: 'Risk',
    actionTakenId: 'Action Taken',
    physiologicalStageId: 'Physiological Stage',
    speciesIds:
      values.issueTypeId === ISSUE_TYPE_IDS.animalAttractant ? 'Attractant Species' : 'Weed Species',
    distributionId: 'Density',
    vegetationTypeId: 'Type of Vegetation',
    proximityId: 'Proximity',
    near_low_point_drain: 'Near Low Point Drain',
    individual_count: 'Individual Count',
    area_size: 'Area Size (m²)',
    veg_height: `Vegetation Height (m, max ${VEG_HEIGHT_MAX})`,
    action_required: 'Further Action Required',
    actionsRequiredIds: 'Required Actions',
    thirdPartyCompanyIds: 'Third Party Companies',
    date: 'Date',
    time: 'Time (24-hour)',
    comments: 'Comments',
    gps_point: 'GPS Point',
    gps_track: 'GPS Path',
  };
}

/** Every field of the vegetation issue form; which show depends on the answers (spec 1 §5). */
export function IssueFormFields({
  values,
  errors,
  on,
  choices,
  locks,
}: {
  values: IssueFormValues;
  errors: IssueFormErrors;
  on: IssueFormHandlers;
  choices: IssueFormOptions;
  locks: IssueFormLocks;
}) {
  const { relations } = choices;
  const labels = issueFieldLabels(values);
  const problem = values.has_issue === true;
  const shown = issueTypeFields(problem ? values.issueTypeId : null);
  const vegetationTypes = [...relations.weedVegetationTypes, ...relations.infraVegetationTypes].filter(
    (v) => v.issueTypeId === values.issueTypeId,
  );
  const select = (
    field: keyof IssueFormValues & keyof IssueFormErrors,
    label: string,
    list: Option[],
    value: number | null,
    disabled = false,
  ) => (
    <SelectInput
      label={label}
      value={idText(value)}
      options={selectOptions(list)}
      onChange={(text) => on.update({ [field]: idOrNull(text) })}
      error={errors[field]}
      disabled={disabled}
    />
  );
  const number = (field: 'individual_count' | 'area_size' | 'veg_height', max?: number) => (
    <TextInput
      label={labels[field]}
      type="number"
      value={values[field]}
      onChange={(text) => on.update({ [field]: text })}
      error={errors[field]}
      slotProps={{ htmlInput: { min: 0, max, step: 'any' } }}
    />
  );
  const half = { xs: 12, sm: 6 };

  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        {select(
          'areaId',
          labels.areaId,
          options(
            choices.areas,
            (a) => a.id,
            (a) => a.name,
          ),
          values.areaId,
          locks.area,
        )}
      </Grid>
      <Grid size={half}>
        <YesNoField
          label={labels.has_issue}
          value={values.has_issue}
          onChange={on.setProblem}
          error={errors.has_issue}
        />
      </Grid>
      {problem && (
        <Grid size={half}>
          <SelectInput
            label={labels.issueTypeId}
            value={idText(values.issueTypeId)}
            options={selectOptions(
              options(
                relations.issueTypes,
                (t) => t.id,
                (t) => t.issue_type,
              ),
            )}
            onChange={(text) => on.setType(idOrNull(text))}
            error={errors.issueTypeId}
            disabled={locks.type}
          />
        </Grid>
      )}
      {problem && (
        <Grid size={half}>
          {select(
            'actionTakenId',
            labels.actionTakenId,
            options(
              relations.takenActions,
              (a) => a.id,
              (a) => a.issue_action,
            ),
            values.actionTakenId,
          )}
        </Grid>
      )}
      {shown.physiologicalStage && (
        <Grid size={half}>
          {select(
            'physiologicalStageId',
            labels.physiologicalStageId,
            options(
              relations.physiologicalStages,
              (s) => s.id,
              (s) => s.physiological_stage,
            ),
            values.physiologicalStageId,
          )}
        </Grid>
      )}
      {shown.species && (
        <Grid size={half}>
          <MultiSelectField
            label={labels.speciesIds}
            options={options(
              speciesForType(choices.species, values.issueTypeId),
              (s) => s.id,
              (s) => s.species,
            )}
            value={values.speciesIds}
            onChange={(speciesIds) => on.update({ speciesIds })}
            error={errors.speciesIds}
          />
        </Grid>
      )}
      {shown.distribution && (
        <Grid size={half}>
          {select(
            'distributionId',
            'Distribution',
            options(
              relations.distributions,
              (d) => d.id,
              (d) => d.distribution,
            ),
            values.distributionId,
          )}
        </Grid>
      )}
      {shown.vegetationType && (
        <Grid size={half}>
          {select(
            'vegetationTypeId',
            labels.vegetationTypeId,
            options(
              vegetationTypes,
              (v) => v.id,
              (v) => v.vegetation_type,
            ),
            values.vegetationTypeId,
          )}
        </Grid>
      )}
      {shown.proximity && (
        <Grid size={half}>
          {select(
            'proximityId',
            labels.proximityId,
            options(
              relations.proximities.filter((p) => p.issueTypeId === values.issueTypeId),
              (p) => p.id,
              (p) => p.proximity,
            ),
            values.proximityId,
          )}
        </Grid>
      )}
      {shown.nearLowDrain && (
        <Grid size={half}>
          <YesNoField
            label={labels.near_low_point_drain}
            value={values.near_low_point_drain}
            onChange={(near_low_point_drain) => on.update({ near_low_point_drain })}
            error={errors.near_low_point_drain}
          />
        </Grid>
      )}
      {problem && (
        <>
          <Grid size={{ xs: 6, sm: 4 }}>{number('individual_count')}</Grid>
          <Grid size={{ xs: 6, sm: 4 }}>{number('area_size')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              label={labels.distributionId}
              value={String(Number(issueDensity(values.individual_count, values.area_size).toFixed(4)))}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              helperText="Individuals per m²"
            />
          </Grid>
        </>
      )}
      <Grid size={half}>{number('veg_height', VEG_HEIGHT_MAX)}</Grid>
      <Grid size={half}>
        <YesNoField
          label={labels.action_required}
          value={values.action_required}
          onChange={on.setFurtherAction}
          error={errors.action_required}
          disabled={values.has_issue === false}
        />
      </Grid>
      <Grid size={12}>
        <RiskSlider
          value={values.risk_score}
          onChange={(risk_score: RiskLevel) => on.update({ risk_score })}
          disabled={locks.risk || values.action_required === false}
        />
      </Grid>
      {values.action_required === true && (
        <Grid size={half}>
          <MultiSelectField
            label={labels.actionsRequiredIds}
            options={options(
              relations.requiredActions,
              (a) => a.id,
              (a) => a.issue_action,
            )}
            value={values.actionsRequiredIds}
            onChange={(actionsRequiredIds) => on.update({ actionsRequiredIds })}
            error={errors.actionsRequiredIds}
          />
        </Grid>
      )}
      {!locks.companies && (
        <Grid size={half}>
          <MultiSelectField
            label={labels.thirdPartyCompanyIds}
            options={options(
              choices.companies,
              (c) => c.id,
              (c) => c.company_name,
            )}
            value={values.thirdPartyCompanyIds}
            onChange={(thirdPartyCompanyIds) => on.update({ thirdPartyCompanyIds })}
          />
        </Grid>
      )}
      <Grid size={{ xs: 7, sm: 3 }}>
        <TextInput
          label={labels.date}
          type="date"
          value={values.date}
          onChange={(date) => on.update({ date })}
          error={errors.date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 5, sm: 3 }}>
        <TextInput
          label={labels.time}
          value={values.time}
          onChange={(time) => on.update({ time })}
          error={errors.time}
          placeholder="HH:mm"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Grid>
      <Grid size={12}>
        <TextInput
          label={labels.comments}
          multiline
          minRows={3}
          value={values.comments}
          onChange={(comments) => on.update({ comments })}
          error={errors.comments}
          helperText={`${values.comments.length} / ${COMMENT_MAX}`}
        />
      </Grid>
    </Grid>
  );
}
