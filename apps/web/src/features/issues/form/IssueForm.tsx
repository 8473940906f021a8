import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  defaultActionTakenId,
  type IssueFormPermissions,
  type IssueFormValues,
  issueFieldsFrom,
  issueFormProblems,
  issueRuleLookups,
  type ManagementArea,
  MESSAGES,
  type PrefillMode,
  prefillFrom,
  type Relations,
  setFurtherAction,
  setIssueType,
  setProblemIdentified,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
  withSuitedReferences,
} from '@verge/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../base/session';
import { useNotify } from '../../../base/snackbar';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useExitConfirmation } from '../../../components/dialogs/useExitConfirmation';
import { FormPaper } from '../../../components/form/FormPaper';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../../components/form/useSaveThenLeave';
import { usePhotoEdits } from '../../../components/photos/usePhotoEdits';
import type { LocalIssue } from '../../../core/issues';
import { useThirdPartyCompanies } from '../../../core/providers';
import { useAssetSpecies } from '../../../core/species';
import { AreasMapDialog } from '../location/AreasMapDialog';
import { GpsFields } from '../location/GpsFields';
import { IssuePickDialog } from '../location/IssuePickDialog';
import { useGpsPath } from '../location/useGpsPath';
import { IssueFormFields, issueFieldLabels } from './IssueFormFields';
import { addIssue, checkedIssueFields, updateIssue } from './saveIssue';

const LIST = '/vegetation-issues';

export interface IssueFormStart {
  values: IssueFormValues;
  /** The issue being edited; null when adding. */
  editing: LocalIssue | null;
  /** An issue to follow up or copy, from the query. */
  chosen: { issue: LocalIssue; mode: PrefillMode } | null;
  relations: Relations;
}

interface Chosen {
  issue: LocalIssue;
  mode: PrefillMode;
  originalIssueId: number | null;
}

const PICK_TITLES: Record<PrefillMode, string> = {
  followUp: 'Pick An Issue To Follow Up',
  copy: 'Pick An Issue To Copy',
};

/** The form as first shown: a chosen issue's pre-fill applied (no copy-area question from the query's own area). */
function firstValues(start: IssueFormStart): { values: IssueFormValues; chosen: Chosen | null } {
  if (!start.chosen) return { values: start.values, chosen: null };
  const { issue, mode } = start.chosen;
  const prefill = prefillFrom(issue, mode, new Date());
  const keepArea = mode === 'copy' && start.values.areaId !== null;
  return {
    values: { ...prefill.values, areaId: keepArea ? start.values.areaId : prefill.values.areaId },
    chosen: { issue, mode, originalIssueId: prefill.originalIssueId },
  };
}

/** The Add / Edit vegetation issue form (spec 1 "Add vegetation issue form", "Edit vegetation issue"). */
export function IssueForm({
  start,
  permissions,
  areas,
  issues,
}: {
  start: IssueFormStart;
  permissions: IssueFormPermissions;
  areas: readonly ManagementArea[];
  issues: readonly LocalIssue[];
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const session = useSession();
  const relations = session.settings.relations ?? start.relations;
  const lookups = useMemo(() => issueRuleLookups(relations), [relations]);
  const assetSpecies = useAssetSpecies();
  const companies = useThirdPartyCompanies();
  const editing = start.editing;

  const [initial] = useState(() => {
    const first = firstValues(start);
    return { ...first, values: withSuitedReferences(first.values, lookups) };
  });
  const [values, setValues] = useState<IssueFormValues>(initial.values);
  const [chosen, setChosen] = useState<Chosen | null>(initial.chosen);
  const checks = useFormErrors({
    labels: issueFieldLabels(values),
    values,
    validate: (v: IssueFormValues) => issueFormProblems(v).errors,
  });
  const [gpsError, setGpsError] = useState<string | null>(null);
  const photos = usePhotoEdits(editing?.photos ?? []);
  const [reminder, setReminder] = useState(false);
  const [pathQuestion, setPathQuestion] = useState(false);
  const [picking, setPicking] = useState<PrefillMode | null>(null);
  const [seeAreas, setSeeAreas] = useState(false);
  const [areaQuestion, setAreaQuestion] = useState<{ values: IssueFormValues; chosen: Chosen } | null>(null);
  const gpsPath = useGpsPath(values.gps_track);

  const dirty = JSON.stringify(values) !== JSON.stringify(initial.values) || photos.changed;
  const exit = useExitConfirmation(
    dirty,
    editing
      ? { title: 'Exit Editing Issue', message: 'Are you sure you want to exit editing this issue?' }
      : { title: 'Exit Adding Issue', message: 'Are you sure you want to exit adding an issue?' },
  );
  const { saving, save: saveThenLeave } = useSaveThenLeave(exit, LIST);

  const followsUp = editing ? editing.original_issue_id !== null : chosen?.originalIssueId != null;
  const locks = {
    area: areas.length === 1 || followsUp,
    type: !permissions.canSetType,
    risk: !permissions.canSetRisk,
    companies: editing !== null || !permissions.canAssignProviders,
  };
  const needsOriginal = !editing && !permissions.canRecordOriginal && !chosen?.originalIssueId;
  const areaName = (id: number | null) => areas.find((a) => a.id === id)?.name ?? '';
  const species = assetSpecies && assetSpecies.length > 0 ? assetSpecies : relations.species;
  const defaultTaken = defaultActionTakenId(relations.takenActions);

  const update = (patch: Partial<IssueFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const handlers = {
    update,
    setProblem: (yes: boolean) => setValues((v) => setProblemIdentified(v, yes, defaultTaken)),
    setType: (issueTypeId: number | null) => setValues((v) => setIssueType(v, issueTypeId, lookups)),
    setFurtherAction: (yes: boolean) => {
      const next = setFurtherAction(values, yes);
      setValues(next.values);
      if (next.remind) setReminder(true);
    },
  };

  const choose = (issue: LocalIssue, mode: PrefillMode) => {
    setPicking(null);
    const prefill = prefillFrom(issue, mode, new Date());
    const picked: Chosen = { issue, mode, originalIssueId: prefill.originalIssueId };
    if (mode === 'copy' && values.areaId !== null && values.areaId !== issue.areaId) {
      setAreaQuestion({ values: withSuitedReferences(prefill.values, lookups), chosen: picked });
      return;
    }
    setValues(withSuitedReferences(prefill.values, lookups));
    setChosen(picked);
  };
  const answerAreaQuestion = (useChosenArea: boolean) => {
    if (!areaQuestion) return;
    const areaId = useChosenArea ? areaQuestion.values.areaId : values.areaId;
    setValues({ ...areaQuestion.values, areaId });
    setChosen(areaQuestion.chosen);
    setAreaQuestion(null);
  };

  const save = async (form: IssueFormValues) => {
    const found = issueFormProblems(form);
    setGpsError(found.gps);
    if (!checks.check()) return;
    const areaId = form.areaId;
    if (found.gps || areaId === null) {
      notify(found.gps ?? MESSAGES.formInvalid, 'error');
      return;
    }
    const checked = checkedIssueFields(issueFieldsFrom({ ...form, areaId }), relations);
    if (checked.problems.length > 0) {
      console.error('Issue rules refused the form', checked.problems);
      notify(MESSAGES.formInvalid, 'error');
      return;
    }
    const context = { relations, areas };
    await saveThenLeave(
      async () => {
        if (editing) {
          await updateIssue(editing, checked.fields, photos.edits, context);
          notify(MESSAGES.issueUpdated, 'success');
          return true;
        }
        const assetId = areas.find((a) => a.id === areaId)?.assetId;
        // Saves are skipped silently when the token has no user id (spec 1 §4).
        if (!session.userId || assetId === undefined) return false;
        await addIssue(
          checked.fields,
          {
            userId: session.userId,
            user: session.user,
            assetId,
            originalIssueId: chosen?.originalIssueId ?? null,
            thirdPartyCompanyIds: locks.companies ? [] : form.thirdPartyCompanyIds,
            photos: photos.edits.added,
          },
          context,
        );
        return true;
      },
      {
        log: 'Saving the issue failed',
        message: editing ? MESSAGES.issueUpdateFailed : MESSAGES.saveError,
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (gpsPath.state === 'tracking') setPathQuestion(true);
    else void save(values);
  };
  const stopTrackingAndSave = () => {
    setPathQuestion(false);
    const next = { ...values, gps_track: gpsPath.stop() };
    setValues(next);
    void save(next);
  };

  return (
    <FormPaper
      onSubmit={submit}
      submitDisabled={saving || needsOriginal}
      secondary={{ label: 'Cancel', onClick: () => navigate(LIST) }}
    >
      <Stack spacing={2}>
        {!editing && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {permissions.canCopy && (
              <Button variant="outlined" onClick={() => setPicking('copy')}>
                Copy Existing Issue
              </Button>
            )}
            <Button variant="outlined" onClick={() => setPicking('followUp')}>
              Follow Up Existing Issue
            </Button>
            <Button variant="outlined" onClick={() => setSeeAreas(true)}>
              See Areas
            </Button>
          </Stack>
        )}
        {chosen && (
          <Alert severity="info" data-testid="issue-based-on">
            {chosen.mode === 'copy' ? 'Copy of' : 'Follow-up of'}{' '}
            {chosen.issue.id > 0
              ? `${TOOL_ISSUE_ID_LABEL} ${toolIssueId(chosen.issue)}`
              : 'an issue awaiting sync'}
          </Alert>
        )}
        {needsOriginal && (
          <Alert severity="info">
            Service providers record follow-ups of the issues assigned to them: pick an issue to follow up.
          </Alert>
        )}
        <IssueFormFields
          values={values}
          errors={checks.errors}
          on={handlers}
          choices={{ areas, relations, species, companies: companies ?? [] }}
          locks={locks}
        />
        <Divider />
        <Typography variant="subtitle1">GPS</Typography>
        <GpsFields
          point={values.gps_point}
          track={values.gps_track}
          onChange={({ point, track }) => update({ gps_point: point, gps_track: track })}
          gpsPath={gpsPath}
          error={gpsError ?? undefined}
        />
        <Divider />
        {photos.section}
      </Stack>
      {exit.dialog}
      <Dialog open={reminder} onClose={() => setReminder(false)}>
        <DialogTitle>Risk Level</DialogTitle>
        <DialogContent>
          <DialogContentText>{MESSAGES.riskNoFurtherAction}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setReminder(false)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={pathQuestion}
        title="Path In Progress"
        message="A GPS path is still being tracked. Stop tracking and save the issue with the path recorded so far?"
        confirmLabel="Stop Tracking And Save"
        onConfirm={stopTrackingAndSave}
        onCancel={() => setPathQuestion(false)}
      />
      <ConfirmDialog
        open={areaQuestion !== null}
        title="Copy Into Which Area?"
        message={
          areaQuestion
            ? `The issue you are copying is in ${areaName(areaQuestion.chosen.issue.areaId)}, but ${areaName(values.areaId)} is selected. Which management area should the copy go in?`
            : ''
        }
        confirmLabel={`Use ${areaName(areaQuestion?.chosen.issue.areaId ?? null)}`}
        cancelLabel={`Keep ${areaName(values.areaId)}`}
        onConfirm={() => answerAreaQuestion(true)}
        onCancel={() => answerAreaQuestion(false)}
      />
      <IssuePickDialog
        open={picking !== null}
        title={picking ? PICK_TITLES[picking] : ''}
        issues={picking === 'copy' ? issues : issues.filter((i) => i.isInteractive)}
        onPick={(issue) => picking && choose(issue, picking)}
        onClose={() => setPicking(null)}
      />
      <AreasMapDialog
        open={seeAreas}
        areas={areas}
        onPick={locks.area ? undefined : (areaId) => update({ areaId })}
        onClose={() => setSeeAreas(false)}
      />
    </FormPaper>
  );
}
