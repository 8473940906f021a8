import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  diameterToCm,
  diameterToMetres,
  FIELD_MESSAGES,
  type GeoPoint,
  LATITUDE_LIMIT,
  LONGITUDE_LIMIT,
  MESSAGES,
  type Position,
} from '@verge/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../app/session';
import { useNotify } from '../../app/snackbar';
import { createCulvert, editCulvert } from '../../commands/culvertCommands';
import { useExitConfirmation } from '../../components/dialogs/useExitConfirmation';
import { SelectInput, TextInput } from '../../components/form/FormFields';
import { FormPaper } from '../../components/form/FormPaper';
import { DropPointButton } from '../../components/map/DropPointDialog';
import { db, type LocalCulvert } from '../../local/db';
import { newUuid } from '../../local/uuid';

interface CulvertForm {
  site_culvert_id: string;
  road_name: string;
  is_fish_habitat: '' | 'yes' | 'no';
  diameter: string;
  length: string;
  direction_of_flow: string;
  inletLat: string;
  inletLng: string;
  outletLat: string;
  outletLng: string;
  has_markers: '' | 'yes' | 'no';
}

const EMPTY_FORM: CulvertForm = {
  site_culvert_id: '',
  road_name: '',
  is_fish_habitat: '',
  diameter: '',
  length: '',
  direction_of_flow: '',
  inletLat: '',
  inletLng: '',
  outletLat: '',
  outletLng: '',
  has_markers: '',
};

type Errors = Partial<Record<keyof CulvertForm, string>>;

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function formFrom(culvert: LocalCulvert): CulvertForm {
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

/** Field checks of spec 2 §5 (add: measures ≥ 0; edit: ≥ 1); coordinates optional but in range when given. */
export function validateCulvertForm(form: CulvertForm, editing: boolean): Errors {
  const errors: Errors = {};
  const required: (keyof CulvertForm)[] = [
    'site_culvert_id',
    'road_name',
    'is_fish_habitat',
    'direction_of_flow',
    'has_markers',
  ];
  for (const field of required) if (!form[field].trim()) errors[field] = FIELD_MESSAGES.required();
  const minimum = editing ? 1 : 0;
  for (const field of ['diameter', 'length'] as const) {
    if (editing && !form[field].trim()) errors[field] = FIELD_MESSAGES.required();
    else if (form[field].trim() && !(Number(form[field]) >= minimum || Number(form[field]) === -1)) {
      errors[field] = FIELD_MESSAGES.min(minimum);
    }
  }
  const ranged: [keyof CulvertForm, number][] = [
    ['inletLat', LATITUDE_LIMIT],
    ['outletLat', LATITUDE_LIMIT],
    ['inletLng', LONGITUDE_LIMIT],
    ['outletLng', LONGITUDE_LIMIT],
  ];
  for (const [field, limit] of ranged) {
    const text = form[field].trim();
    if (text && !(Math.abs(Number(text)) <= limit)) errors[field] = FIELD_MESSAGES.between(-limit, limit);
  }
  for (const [lat, lng] of [
    ['inletLat', 'inletLng'],
    ['outletLat', 'outletLng'],
  ] as const) {
    if (!!form[lat].trim() !== !!form[lng].trim())
      errors[form[lat].trim() ? lng : lat] = FIELD_MESSAGES.required();
  }
  return errors;
}

function toPoint(lat: string, lng: string): GeoPoint | null {
  if (!lat.trim() || !lng.trim()) return null;
  return { type: 'Point', coordinates: [Number(lng), Number(lat)] };
}

/** Add Culvert (saved locally, queued, synced) and Edit Culvert (online update). */
export default function CulvertFormPage() {
  const { id } = useParams();
  const editing = id !== undefined || window.location.pathname.startsWith('/culverts/edit');
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const [form, setForm] = useState<CulvertForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [initial, setInitial] = useState<CulvertForm>(EMPTY_FORM);
  const dirty = (Object.keys(form) as (keyof CulvertForm)[]).some((key) => form[key] !== initial[key]);
  const exit = useExitConfirmation(
    dirty,
    editing
      ? {}
      : { title: 'Exit Adding Culvert', message: 'Are you sure you want to exit adding a culvert?' },
  );
  const existing = useLiveQuery(
    () => (editing && id && Number(id) > 0 ? db.culverts.get(Number(id)).then((c) => c ?? null) : null),
    [editing, id],
  );

  useEffect(() => {
    if (!editing || existing === undefined) return;
    if (existing === null) {
      notify(MESSAGES.culvertNotFound, 'error');
      navigate('/culvert-asset-view', { replace: true });
    } else {
      setForm(formFrom(existing));
      setInitial(formFrom(existing));
    }
  }, [editing, existing, navigate, notify]);

  const set = (field: keyof CulvertForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const inlet = toPoint(form.inletLat, form.inletLng)?.coordinates ?? null;
  const outlet = toPoint(form.outletLat, form.outletLng)?.coordinates ?? null;
  const setPoint = (which: 'inlet' | 'outlet') => (point: Position | null) =>
    setForm((f) => ({
      ...f,
      [`${which}Lat`]: point ? point[1].toFixed(6) : '',
      [`${which}Lng`]: point ? point[0].toFixed(6) : '',
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCulvertForm(form, editing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      notify(MESSAGES.formInvalid, 'error');
      return;
    }
    const fields = {
      site_culvert_id: form.site_culvert_id.trim(),
      road_name: form.road_name.trim(),
      is_fish_habitat: form.is_fish_habitat === 'yes',
      has_markers: form.has_markers === 'yes',
      length: form.length.trim() ? Number(form.length) : -1,
      diameter: form.diameter.trim() ? diameterToMetres(Number(form.diameter)) : -1,
      direction_of_flow: form.direction_of_flow.trim(),
      inlet_location: toPoint(form.inletLat, form.inletLng),
      outlet_location: toPoint(form.outletLat, form.outletLng),
    };
    setSaving(true);
    try {
      if (editing && existing) {
        await editCulvert(existing, { id: existing.id, ...fields });
        notify(MESSAGES.culvertUpdated, 'success');
      } else {
        const assetId = session.settings.selectedAssetId;
        if (!assetId || !session.userId) {
          notify(MESSAGES.culvertSaveFailed, 'error');
          return;
        }
        await createCulvert({ uuid: newUuid(), assetId, ...fields });
      }
      exit.allowLeave();
      navigate('/culvert-asset-view');
    } catch (error) {
      console.error('Saving the culvert failed', error);
      notify(editing ? MESSAGES.culvertUpdateFailed : MESSAGES.saveError, 'error');
    } finally {
      setSaving(false);
    }
  };

  const text = (field: keyof CulvertForm, label: string, type = 'text') => (
    <TextInput label={label} type={type} value={form[field]} onChange={set(field)} error={errors[field]} />
  );
  const yesNo = (field: 'is_fish_habitat' | 'has_markers', label: string) => (
    <SelectInput
      label={label}
      options={YES_NO}
      value={form[field]}
      onChange={set(field)}
      error={errors[field]}
    />
  );

  const clearEdits = () => {
    setForm(editing && existing ? formFrom(existing) : EMPTY_FORM);
    setErrors({});
  };

  if (editing && !existing) return <Typography color="text.secondary">Loading Culvert Form</Typography>;
  return (
    <FormPaper
      onSubmit={submit}
      submitDisabled={saving}
      secondary={{ label: 'Clear Edits', onClick: clearEdits }}
      maxWidth={900}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{text('site_culvert_id', 'Site Culvert Id')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('road_name', 'Road Name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{yesNo('is_fish_habitat', 'Fish Habitat')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('direction_of_flow', 'Direction of Flow')}</Grid>
        <Grid size={{ xs: 6 }}>{text('diameter', 'Diameter (cm)', 'number')}</Grid>
        <Grid size={{ xs: 6 }}>{text('length', 'Length (m)', 'number')}</Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle2">Inlet</Typography>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('inletLat', 'Inlet Latitude', 'number')}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('inletLng', 'Inlet Longitude', 'number')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DropPointButton title="Click to Place Point (Inlet)" point={inlet} onChange={setPoint('inlet')} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Typography variant="subtitle2">Outlet</Typography>
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('outletLat', 'Outlet Latitude', 'number')}</Grid>
        <Grid size={{ xs: 6, sm: 4 }}>{text('outletLng', 'Outlet Longitude', 'number')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <DropPointButton
            title="Click to Place Point (Outlet)"
            point={outlet}
            onChange={setPoint('outlet')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{yesNo('has_markers', 'Has Markers?')}</Grid>
      </Grid>
      {exit.dialog}
    </FormPaper>
  );
}
