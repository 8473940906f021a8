import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  actionsHidden,
  COMMENT_MAX,
  formatDay,
  type InspectionAction,
  type InspectionFormField,
  type InspectionFormValues,
  INSPECTION_FIELD_LABELS as LABELS,
  NO_ACTIONS_REQUIRED,
  NO_ACTIONS_TAKEN,
  nextInspectionDate,
  type Relations,
  RISK_LEVELS,
  riskLabel,
  sortOptions,
} from '@verge/domain';
import { DateInput } from '../../../components/form/DateInput';
import { SelectInput, TextInput } from '../../../components/form/FormFields';
import { MultiSelectField } from '../../../components/form/MultiSelectField';
import type { FieldProps } from '../../../components/form/useFormErrors';

export interface InspectionFormHandlers {
  update: (patch: Partial<InspectionFormValues>) => void;
  setStatus: (culvertStatusId: number | null) => void;
  setSwitch: (list: 'taken' | 'required', on: boolean) => void;
  pickCulvert: () => void;
  seeCulverts: () => void;
}

const ONE_YEAR = 'One year from today';
const RISK_OPTIONS = RISK_LEVELS.map((risk) => ({ value: String(risk), label: riskLabel(risk) }));
const idText = (id: number | null) => (id === null ? '' : String(id));
const idOrNull = (text: string) => (text === '' ? null : Number(text));
const actionOptions = (actions: readonly InspectionAction[]) =>
  sortOptions(actions, (a) => a.inspection_action).map((a) => ({ id: a.id, label: a.inspection_action }));

/** One action list: its switch, and while on (and the culvert could be inspected) its multi-select. */
function ActionsField({
  list,
  on,
  ids,
  actions,
  error,
  handlers,
}: {
  list: 'taken' | 'required';
  on: boolean;
  ids: number[];
  actions: readonly InspectionAction[];
  error?: string;
  handlers: InspectionFormHandlers;
}) {
  const label = list === 'taken' ? LABELS.actionsTakenIds : LABELS.actionsRequiredIds;
  const none = list === 'taken' ? NO_ACTIONS_TAKEN : NO_ACTIONS_REQUIRED;
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => handlers.setSwitch(list, e.target.checked)} />}
        label={label}
      />
      {on ? (
        <MultiSelectField
          label={`Select ${label}`}
          placeholder={none}
          options={actionOptions(actions)}
          value={ids}
          onChange={(chosen) =>
            handlers.update(list === 'taken' ? { actionsTakenIds: chosen } : { actionsRequiredIds: chosen })
          }
          error={error}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      )}
    </Stack>
  );
}

/** Every field of the culvert inspection form (spec 2 §3-§5). */
export function InspectionFormFields({
  values,
  field,
  culvertName,
  relations,
  on,
}: {
  values: InspectionFormValues;
  /** A field's message and focus handle (useFormErrors). */
  field: (name: InspectionFormField) => FieldProps;
  /** The chosen culvert's site id, or null. */
  culvertName: string | null;
  relations: Relations;
  on: InspectionFormHandlers;
}) {
  const half = { xs: 12, sm: 6 };
  const defaultNext = nextInspectionDate(new Date());
  const nextHelp =
    values.next_inspection_date === defaultNext ? ONE_YEAR : `${ONE_YEAR} is ${formatDay(defaultNext)}`;
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextInput
            label={LABELS.culvertId}
            value={culvertName ?? ''}
            onChange={() => undefined}
            {...field('culvertId')}
            placeholder="No culvert selected"
            slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 }, flexShrink: 0 }}>
            <Button variant="outlined" onClick={on.pickCulvert}>
              Select Culvert
            </Button>
            <Button variant="outlined" onClick={on.seeCulverts}>
              See Culverts
            </Button>
          </Stack>
        </Stack>
      </Grid>
      <Grid size={half}>
        <SelectInput
          label={LABELS.risk_score}
          value={values.risk_score === null ? '' : String(values.risk_score)}
          options={RISK_OPTIONS}
          onChange={(text) => on.update({ risk_score: RISK_LEVELS.find((r) => String(r) === text) ?? null })}
          {...field('risk_score')}
        />
      </Grid>
      <Grid size={half}>
        <SelectInput
          label={LABELS.culvertStatusId}
          value={idText(values.culvertStatusId)}
          options={relations.culvertStatuses.map((s) => ({ value: String(s.id), label: s.culvert_status }))}
          onChange={(text) => on.setStatus(idOrNull(text))}
          {...field('culvertStatusId')}
        />
      </Grid>
      <Grid size={{ xs: 7, sm: 4 }}>
        <DateInput
          label={LABELS.date}
          name="date"
          value={values.date}
          onChange={(date) => on.update({ date })}
          {...field('date')}
        />
      </Grid>
      <Grid size={{ xs: 5, sm: 3 }}>
        <TextInput
          label={LABELS.time}
          value={values.time}
          onChange={(time) => on.update({ time })}
          {...field('time')}
          helperText="24-hour, HH:mm"
          placeholder="HH:mm"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <DateInput
          label={LABELS.next_inspection_date}
          name="next_inspection_date"
          value={values.next_inspection_date}
          onChange={(next_inspection_date) => on.update({ next_inspection_date })}
          {...field('next_inspection_date')}
          helperText={nextHelp}
          highlight={{ date: defaultNext, label: ONE_YEAR }}
        />
      </Grid>
      {!actionsHidden(values) && (
        <>
          <Grid size={half}>
            <ActionsField
              list="taken"
              on={values.actionsTakenOn}
              ids={values.actionsTakenIds}
              actions={relations.culvertTakenActions}
              error={field('actionsTakenIds').error}
              handlers={on}
            />
          </Grid>
          <Grid size={half}>
            <ActionsField
              list="required"
              on={values.actionsRequiredOn}
              ids={values.actionsRequiredIds}
              actions={relations.culvertRequiredActions}
              error={field('actionsRequiredIds').error}
              handlers={on}
            />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <TextInput
          label={LABELS.comments}
          multiline
          minRows={3}
          value={values.comments}
          onChange={(comments) => on.update({ comments })}
          {...field('comments')}
          helperText={`${values.comments.length} / ${COMMENT_MAX}`}
        />
      </Grid>
    </Grid>
  );
}
