import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MAP,
  MESSAGES,
  type Position,
  type SubAsset,
  type SubAssetFormValues,
  subAssetPosition,
  validateSubAssetForm,
} from '@verge/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useExitConfirmation } from '../../components/dialogs/useExitConfirmation';
import { TextInput } from '../../components/form/FormFields';
import { FormPaper } from '../../components/form/FormPaper';
import { useFormErrors } from '../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../components/form/useSaveThenLeave';
import type { MapAreaItem } from '../../components/map/mapTypes';
import { PointMap } from '../../components/map/PointMap';
import { useAreas } from '../../core/areas';
import { useAsset } from '../../core/assets';
import { createSubAsset, editSubAsset, readSettledSubAsset, useSubAssets } from '../../core/subAssets';
import { AreaPicker } from './AreaPicker';
import { CurrentAreas } from './CurrentAreas';
import { canManageSubAssets } from './subAssetAccess';

const LIST = '/sub-assets';
const LABELS = { name: 'Sub Asset Name', latitude: 'Latitude', longitude: 'Longitude' };

interface FormState extends SubAssetFormValues {
  /** The point placed on the map; while set, the coordinates come from it and cannot be typed. */
  drawn: Position | null;
  /** The coordinates typed before the point was drawn, back when it is removed. */
  typed: { latitude: string; longitude: string };
  assign: number[];
  remove: number[];
}

const EMPTY: FormState = {
  name: '',
  latitude: '',
  longitude: '',
  drawn: null,
  typed: { latitude: '', longitude: '' },
  assign: [],
  remove: [],
};

function formOf(subAsset: SubAsset): FormState {
  const latitude = String(subAsset.latitude);
  const longitude = String(subAsset.longitude);
  return { ...EMPTY, name: subAsset.sub_asset_name, latitude, longitude, typed: { latitude, longitude } };
}

function sameForm(a: FormState, b: FormState): boolean {
  const ids = (list: number[]) => [...list].sort((x, y) => x - y).join(',');
  return (
    a.name === b.name &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    ids(a.assign) === ids(b.assign) &&
    ids(a.remove) === ids(b.remove)
  );
}

/** Add Sub Asset (/add-sub-asset) and Edit Sub Asset (/edit-sub-asset/{id}): online saves. */
export default function SubAssetFormPage() {
  const { id } = useParams();
  const editId = id === undefined ? null : Number(id);
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<SubAsset | null>(null);
  const [initial, setInitial] = useState<FormState>(EMPTY);
  const [form, setForm] = useState<FormState>(EMPTY);
  const formErrors = useFormErrors({ labels: LABELS, values: form, validate: validateSubAssetForm });
  const dirty = !sameForm(form, initial);
  const exit = useExitConfirmation(
    dirty,
    editId === null
      ? { title: 'Exit Adding Sub Asset', message: 'Are you sure you want to exit adding a sub asset?' }
      : { title: 'Exit Editing Sub Asset', message: 'Are you sure you want to exit editing this sub asset?' },
  );
  const { saving, save: saveThenLeave } = useSaveThenLeave(exit, LIST);

  useEffect(() => {
    if (editId === null) return;
    let current = true;
    // A link drawn before the sub-asset's create uploaded names its temporary id: the read follows it.
    readSettledSubAsset(editId).then(
      (subAsset) => {
        if (!current) return;
        if (subAsset.id !== editId) {
          navigate(`/edit-sub-asset/${subAsset.id}`, { replace: true });
          return;
        }
        setLoaded(subAsset);
        setInitial(formOf(subAsset));
        setForm(formOf(subAsset));
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Loading the sub-asset failed', error);
        notify(MESSAGES.retrieveError, 'error');
        navigate(LIST, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [editId, navigate, notify]);

  const assetId = loaded?.assetId ?? session.settings.selectedAssetId;
  const assetAreas = useAreas(assetId);
  const assetSubAssets = useSubAssets(assetId);
  const asset = useAsset(assetId);
  const areas = assetAreas ?? [];
  const currentIds = loaded?.managementAreaIds ?? [];
  const mapAreas = useMemo<MapAreaItem[]>(
    () => (assetAreas ?? []).map((a) => ({ id: a.id, name: a.name, shape: a.shape, risk: null })),
    [assetAreas],
  );
  const fixedView = useMemo(
    () =>
      loaded ? { center: [loaded.longitude, loaded.latitude] as Position, zoom: MAP.subAssetZoom } : null,
    [loaded],
  );
  const home = asset ? { longitude: asset.longitude, latitude: asset.latitude } : null;

  if (!canManageSubAssets(session)) return <Navigate to={LIST} replace />;
  if (editId !== null && !loaded) return <Typography color="text.secondary">Loading Sub Asset</Typography>;

  const set = (changes: Partial<FormState>) => setForm((f) => ({ ...f, ...changes }));
  const typeCoordinate = (field: 'latitude' | 'longitude', value: string) =>
    setForm((f) => ({ ...f, [field]: value, typed: { ...f.typed, [field]: value } }));
  const drawPoint = (position: Position) =>
    set({ drawn: position, longitude: position[0].toFixed(6), latitude: position[1].toFixed(6) });
  const removePoint = () => set({ drawn: null, ...form.typed });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!formErrors.check(MESSAGES.subAssetInvalid)) return;
    // Spec 1 §4: without a user id in the token the save is skipped silently.
    if (!session.userId) return;
    if (assetId === null) {
      notify(MESSAGES.subAssetSaveFailed, 'error');
      return;
    }
    const fields = {
      sub_asset_name: form.name.trim(),
      latitude: Number(form.latitude),
      longitude: Number(form.longitude),
      selectedManagementArea: form.assign,
    };
    await saveThenLeave(
      async () => {
        if (loaded) {
          await editSubAsset(loaded, { id: loaded.id, ...fields, managementAreasToRemove: form.remove });
          notify(MESSAGES.subAssetEdited, 'success');
        } else {
          await createSubAsset({ ...fields, assetId });
          notify(MESSAGES.subAssetCreated, 'success');
        }
        return true;
      },
      {
        log: 'Saving the sub-asset failed',
        message: loaded ? MESSAGES.subAssetEditFailed : MESSAGES.subAssetCreateFailed,
      },
    );
  };

  const coordinate = (field: 'latitude' | 'longitude') => (
    <TextInput
      label={LABELS[field]}
      type="number"
      value={form[field]}
      onChange={(value) => typeCoordinate(field, value)}
      disabled={form.drawn !== null}
      helperText={form.drawn ? 'Set from the map' : undefined}
      slotProps={{ htmlInput: { step: 'any' } }}
      {...formErrors.field(field)}
    />
  );

  return (
    <FormPaper
      onSubmit={submit}
      submitLabel={loaded ? 'Save Changes' : 'Create Sub Asset'}
      submitDisabled={saving}
      secondary={{ label: 'Cancel', onClick: () => navigate(LIST) }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <TextInput
            label={LABELS.name}
            value={form.name}
            onChange={(name) => set({ name })}
            {...formErrors.field('name')}
          />
        </Grid>
        <Grid size={{ xs: 6 }}>{coordinate('latitude')}</Grid>
        <Grid size={{ xs: 6 }}>{coordinate('longitude')}</Grid>
        <Grid size={{ xs: 12 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              Click the map to place the sub asset, or type its coordinates.
            </Typography>
            <Button size="small" color="inherit" disabled={form.drawn === null} onClick={removePoint}>
              Remove Point
            </Button>
          </Stack>
          <PointMap
            point={form.drawn ?? subAssetPosition(form)}
            onDrawPoint={drawPoint}
            areas={mapAreas}
            home={home}
            fixedView={fixedView}
            height="45vh"
          />
        </Grid>
        {loaded && (
          <Grid size={{ xs: 12 }}>
            <CurrentAreas
              areas={areas.filter((a) => currentIds.includes(a.id))}
              removing={form.remove}
              onChange={(remove) => set({ remove })}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <AreaPicker
            label="Management Areas To Assign"
            helperText="Optional"
            areas={areas.filter((a) => !currentIds.includes(a.id))}
            subAssets={assetSubAssets ?? []}
            value={form.assign}
            onChange={(assign) => set({ assign })}
          />
        </Grid>
      </Grid>
      {exit.dialog}
    </FormPaper>
  );
}
