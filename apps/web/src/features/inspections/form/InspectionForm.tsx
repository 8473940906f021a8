import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  fullName,
  INSPECTION_FIELD_LABELS,
  type InspectionFormValues,
  inspectionFieldsFrom,
  inspectionFormProblems,
  isCheckedInspectionForm,
  MESSAGES,
  type Position,
  type Relations,
  setActionsSwitch,
  setCulvertStatus,
} from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../base/session';
import { useNotify } from '../../../base/snackbar';
import { useExitConfirmation } from '../../../components/dialogs/useExitConfirmation';
import { FormPaper } from '../../../components/form/FormPaper';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../../components/form/useSaveThenLeave';
import { usePhotoEdits } from '../../../components/photos/usePhotoEdits';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';
import { CulvertPickDialog } from './CulvertPickDialog';
import { CulvertsMapDialog } from './CulvertsMapDialog';
import { InspectionFormFields } from './InspectionFormFields';
import { addInspection, updateInspection } from './saveInspection';

export const INSPECTIONS_LIST = '/culvert-inspections';

export interface InspectionFormStart {
  values: InspectionFormValues;
  /** The inspection being edited; null when adding. */
  editing: LocalInspection | null;
}

/** The Add / Edit Culvert Inspection form (spec 2 §2-§5). */
export function InspectionForm({
  start,
  culverts,
  inspections,
  relations,
  home,
}: {
  start: InspectionFormStart;
  /** The selected asset's culverts, those awaiting sync included. */
  culverts: readonly LocalCulvert[];
  inspections: readonly LocalInspection[];
  relations: Relations;
  home: Position | null;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const editing = start.editing;

  const [values, setValues] = useState<InspectionFormValues>(start.values);
  const photos = usePhotoEdits(editing?.photos ?? []);
  const [dialog, setDialog] = useState<'list' | 'map' | null>(null);
  const checks = useFormErrors({
    labels: INSPECTION_FIELD_LABELS,
    values,
    validate: inspectionFormProblems,
  });

  const dirty = JSON.stringify(values) !== JSON.stringify(start.values) || photos.changed;
  const exit = useExitConfirmation(
    dirty,
    editing
      ? {
          title: 'Exit Editing Inspection',
          message: 'Are you sure you want to exit editing this inspection?',
        }
      : { title: 'Exit Adding Inspection', message: 'Are you sure you want to exit adding an inspection?' },
  );
  const { saving, save: saveThenLeave } = useSaveThenLeave(exit, INSPECTIONS_LIST);
  const culvert = culverts.find((c) => c.id === values.culvertId) ?? null;

  const update = (patch: Partial<InspectionFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const handlers = {
    update,
    setStatus: (id: number | null) => setValues((v) => setCulvertStatus(v, id)),
    setSwitch: (list: 'taken' | 'required', on: boolean) => setValues((v) => setActionsSwitch(v, list, on)),
    pickCulvert: () => setDialog('list'),
    seeCulverts: () => setDialog('map'),
  };
  const pick = (picked: LocalCulvert) => {
    update({ culvertId: picked.id });
    setDialog(null);
  };

  const save = async () => {
    if (!checks.check() || !isCheckedInspectionForm(values) || !culvert) return;
    const fields = inspectionFieldsFrom(values);
    await saveThenLeave(
      async () => {
        if (editing) {
          await updateInspection(editing, fields, {
            culvert,
            photos: photos.edits,
            relations,
          });
          // The spec uses the issue texts for inspections too (spec 2 §8).
          notify(MESSAGES.issueUpdated, 'success');
          return true;
        }
        // Saves need a user id in the token (spec 2 §4).
        if (!session.userId) return false;
        await addInspection(fields, {
          culvert,
          userId: session.userId,
          userName: session.user ? fullName(session.user) : '',
          photos: photos.edits.added,
          relations,
        });
        return true;
      },
      {
        log: 'Saving the inspection failed',
        message: editing ? MESSAGES.issueUpdateFailed : MESSAGES.saveError,
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <FormPaper
      onSubmit={submit}
      submitDisabled={saving}
      secondary={{ label: 'Cancel', onClick: () => navigate(INSPECTIONS_LIST) }}
    >
      <Stack spacing={2}>
        <InspectionFormFields
          values={values}
          field={checks.field}
          culvertName={culvert?.site_culvert_id ?? null}
          relations={relations}
          on={handlers}
        />
        <Divider />
        {photos.section}
      </Stack>
      {exit.dialog}
      <CulvertPickDialog
        open={dialog === 'list'}
        culverts={culverts}
        selectedId={values.culvertId}
        onPick={pick}
        onClose={() => setDialog(null)}
      />
      <CulvertsMapDialog
        open={dialog === 'map'}
        culverts={culverts}
        inspections={inspections}
        selectedId={values.culvertId}
        home={home}
        onPick={pick}
        onClose={() => setDialog(null)}
      />
    </FormPaper>
  );
}
