import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type CulvertFormField,
  type CulvertFormValues,
  culvertFieldsFrom,
  culvertFormPoint,
  culvertFormProblems,
  type DuplicateWarning,
  diameterToCm,
  EMPTY_CULVERT_FORM,
  MESSAGES,
  type Position,
} from '@verge/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CULVERT_HOME } from '../../base/paths';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { DuplicateWarningDialog } from '../../components/dialogs/DuplicateWarningDialog';
import { useExitConfirmation } from '../../components/dialogs/useExitConfirmation';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { FormPaper } from '../../components/form/FormPaper';
import { useFormErrors } from '../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../components/form/useSaveThenLeave';
import { DropPointButton } from '../../components/map/DropPointDialog';
import {
  createCulvert,
  editCulvert,
  findSimilarCulvert,
  type LocalCulvert,
  type SimilarFound,
  useCulvert,
} from '../../core/culverts';
import { newUuid } from '../../core/saving';
import { ShownCulvertDialog } from './map/ShownCulvertDialog';

/** The form's fields and their labels, in the order shown (the first wrong one is focused). */
const LABELS: Record<CulvertFormField, string> = {
  site_culvert_id: 'Site Culvert Id',
  road_name: 'Road Name',
  is_fish_habitat: 'Fish Habitat',
  direction_of_flow: 'Direction of Flow',
  diameter: 'Diameter (cm)',
  length: 'Length (m)',
  inletLat: 'Inlet Latitude',
  inletLng: 'Inlet Longitude',
  outletLat: 'Outlet Latitude',
  outletLng: 'Outlet Longitude',
  has_markers: 'Has Markers?',
};

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

type End = 'inlet' | 'outlet';
const NONE_DROPPED: Record<End, boolean> = { inlet: false, outlet: false };

function formFrom(culvert: LocalCulvert): CulvertFormValues {
  const [inletLng, inletLat] = culvert.inlet_location?.coordinates ?? [];
  const [outletLng, outletLat] = culvert.outlet_location?.coordinates ?? [];
  return {
    site_culvert_id: culvert.site_culvert_id,
    road_name: culvert.road_name,
    is_fish_habitat: culvert.is_fish_habitat ? 'yes' : 'no',
    diameter: String(diameterToCm(culvert.diameter)),
    length: String(culvert.length),
    direction_of_flow: culvert.direction_of_flow,
    inletLat: inletLat === undefined ? '' : String(inletLat),
    inletLng: inletLng === undefined ? '' : String(inletLng),
    outletLat: outletLat === undefined ? '' : String(outletLat),
    outletLng: outletLng === undefined ? '' : String(outletLng),
    has_markers: culvert.has_markers ? 'yes' : 'no',
  };
}

/** Add Culvert (saved locally, queued, synced) and Edit Culvert (online update). */
export default function CulvertFormPage() {
  const { id } = useParams();
  const editing = id !== undefined || window.location.pathname.startsWith('/culverts/edit');
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [form, setForm] = useState<CulvertFormValues>(EMPTY_CULVERT_FORM);
  // A point dropped on the map or at the device's position fills its fields and locks them until removed.
  const [dropped, setDropped] = useState(NONE_DROPPED);
  const [initial, setInitial] = useState<CulvertFormValues>(EMPTY_CULVERT_FORM);
  const dirty = (Object.keys(form) as CulvertFormField[]).some((key) => form[key] !== initial[key]);
  const checks = useFormErrors({
    labels: LABELS,
    values: form,
    validate: (values) => culvertFormProblems(values, editing),
  });
  const exit = useExitConfirmation(
    dirty,
    editing
      ? { title: 'Exit Editing Culvert', message: 'Are you sure you want to exit editing this culvert?' }
      : { title: 'Exit Adding Culvert', message: 'Are you sure you want to exit adding a culvert?' },
  );
  const { saving, save: saveThenLeave } = useSaveThenLeave(exit, CULVERT_HOME);
  // Keyed: a plain live query would hand the add page's null to the edit page for a moment, read as not found.
  const existing = useCulvert(editing && id && Number(id) > 0 ? Number(id) : null);

  // The form takes the culvert's values once; later changes of the stored row (a sync) leave the typing alone.
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    if (!editing || existing === undefined) return;
    if (existing === null) {
      notify(MESSAGES.culvertNotFound, 'error');
      navigate(CULVERT_HOME, { replace: true });
    } else if (existing.id !== loadedId) {
      setForm(formFrom(existing));
      setInitial(formFrom(existing));
      setLoadedId(existing.id);
    }
  }, [editing, existing, loadedId, navigate, notify]);

  const set = (field: CulvertFormField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const pointOf = (end: End) => culvertFormPoint(form[`${end}Lat`], form[`${end}Lng`])?.coordinates ?? null;
  const setPoint = (end: End) => (point: Position | null) => {
    setDropped((d) => ({ ...d, [end]: point !== null }));
    setForm((f) => ({
      ...f,
      [`${end}Lat`]: point ? point[1].toFixed(6) : '',
      [`${end}Lng`]: point ? point[0].toFixed(6) : '',
    }));
  };

  // A new culvert near another's inlet or outlet waits for the user's answer (issue 39); Show it opens that
  // culvert's card over the form, which keeps what was typed.
  const [held, setHeld] = useState<SimilarFound<LocalCulvert> | null>(null);
  const [shown, setShown] = useState<LocalCulvert | null>(null);
  const failure = {
    log: 'Saving the culvert failed',
    message: editing ? MESSAGES.culvertUpdateFailed : MESSAGES.saveError,
  };

  /** A new culvert; `answer` null until the user was asked about a similar one (then it may carry the answer). */
  const addNew = async (answer: { duplicateWarning?: DuplicateWarning } | null): Promise<boolean> => {
    const assetId = session.settings.selectedAssetId;
    if (!assetId || !session.userId) {
      notify(MESSAGES.culvertSaveFailed, 'error');
      return false;
    }
    const culvert = { assetId, ...culvertFieldsFrom(form) };
    if (!answer) {
      const similar = await findSimilarCulvert(culvert);
      if (similar) {
        setHeld(similar);
        return false;
      }
    }
    await createCulvert({ uuid: newUuid(), ...culvert, ...answer });
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checks.check()) return;
    await saveThenLeave(async () => {
      if (!editing) return addNew(null);
      const fields = culvertFieldsFrom(form);
      const { inlet_location, outlet_location } = fields;
      // Checked above: an edit holds both points.
      if (!existing || !inlet_location || !outlet_location) return false;
      await editCulvert(existing, { id: existing.id, ...fields, inlet_location, outlet_location });
      notify(MESSAGES.culvertUpdated, 'success');
      return true;
    }, failure);
  };

  const saveAnyway = () => {
    if (!held) return;
    setHeld(null);
    const { record, distanceM } = held;
    const duplicateWarning = { recordId: record.id, distanceM, choice: 'saveAnyway' as const };
    void saveThenLeave(() => addNew({ duplicateWarning }), failure);
  };

  const text = (field: CulvertFormField, type = 'text') => (
    <TextInput
      label={LABELS[field]}
      type={type}
      value={form[field]}
      onChange={set(field)}
      {...checks.field(field)}
    />
  );
  const coordinate = (end: End, field: CulvertFormField) => (
    <TextInput
      label={LABELS[field]}
      type="number"
      value={form[field]}
      onChange={set(field)}
      disabled={dropped[end]}
      slotProps={{ htmlInput: { step: 'any' } }}
      {...checks.field(field)}
    />
  );
  const yesNo = (field: 'is_fish_habitat' | 'has_markers') => (
    <SelectInput
      label={LABELS[field]}
      options={YES_NO}
      value={form[field]}
      onChange={set(field)}
      {...checks.field(field)}
    />
  );
  const point = (end: End, title: string) => (
    <DropPointButton title={title} point={pointOf(end)} onChange={setPoint(end)} offerCurrentLocation />
  );

  const clearEdits = () => {
    setForm(editing && existing ? formFrom(existing) : EMPTY_CULVERT_FORM);
    setDropped(NONE_DROPPED);
    checks.reset();
  };

  if (editing && (!existing || existing.id !== loadedId))
    return <Typography color="text.secondary">Loading Culvert Form</Typography>;
  return (
    <FormPaper
      onSubmit={submit}
      submitDisabled={saving}
      secondary={{ label: 'Clear Edits', onClick: clearEdits }}
      maxWidth={900}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('site_culvert_id')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('road_name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{yesNo('is_fish_habitat')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('direction_of_flow')}</Grid>
        <Grid size={{ xs: 6 }}>{text('diameter', 'number')}</Grid>
        <Grid size={{ xs: 6 }}>{text('length', 'number')}</Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle2">Inlet</Typography>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{coordinate('inlet', 'inletLat')}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{coordinate('inlet', 'inletLng')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{point('inlet', 'Click to Place Point (Inlet)')}</Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle2">Outlet</Typography>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{coordinate('outlet', 'outletLat')}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{coordinate('outlet', 'outletLng')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{point('outlet', 'Click to Place Point (Outlet)')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{yesNo('has_markers')}</Grid>
      </Grid>
      {exit.dialog}
      <DuplicateWarningDialog
        open={held !== null}
        title="Similar Culvert Found"
        message={held?.text ?? ''}
        onShow={() => {
          setShown(held?.record ?? null);
          setHeld(null);
        }}
        onSaveAnyway={saveAnyway}
        onClose={() => setHeld(null)}
      />
      <ShownCulvertDialog culvert={shown} onClose={() => setShown(null)} />
    </FormPaper>
  );
}
