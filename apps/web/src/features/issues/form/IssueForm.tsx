import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import {
  defaultActionTakenId,
  type IssueFormPermissions,
  type IssueFormValues,
  issueRuleLookups,
  type ManagementArea,
  type PrefillMode,
  type Relations,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
} from '@verge/domain';
import { type FormEvent, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../base/session';
import { useExitConfirmation } from '../../../components/dialogs/useExitConfirmation';
import { FormPaper } from '../../../components/form/FormPaper';
import { usePhotoEdits } from '../../../components/photos/usePhotoEdits';
import type { LocalIssue } from '../../../core/issues';
import { useThirdPartyCompanies } from '../../../core/providers';
import { useAssetSpecies } from '../../../core/species';
import { IssueFormDialogs } from './IssueFormDialogs';
import { IssueFormFields } from './IssueFormFields';
import type { IssueFormHandlers, IssueFormLocks } from './issueFieldDescriptors';
import { initialIssueFormState, issueFormReducer, valuesChanged } from './issueFormState';
import { useIssueGps } from './useIssueGps';
import { ISSUE_LIST_PATH, useIssueSave } from './useIssueSave';

export interface IssueFormStart {
  values: IssueFormValues;
  /** The issue being edited; null when adding. */
  editing: LocalIssue | null;
  /** An issue to follow up or copy, from the query. */
  chosen: { issue: LocalIssue; mode: PrefillMode } | null;
  relations: Relations;
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
  const session = useSession();
  const relations = session.settings.relations ?? start.relations;
  const lookups = useMemo(() => issueRuleLookups(relations), [relations]);
  const assetSpecies = useAssetSpecies();
  const companies = useThirdPartyCompanies();
  const editing = start.editing;

  const [state, dispatch] = useReducer(issueFormReducer, start, (first) =>
    initialIssueFormState(first.values, first.chosen, lookups, new Date()),
  );
  const { values, chosen } = state;
  const photos = usePhotoEdits(editing?.photos ?? []);
  const exit = useExitConfirmation(
    valuesChanged(state) || photos.changed,
    editing
      ? { title: 'Exit Editing Issue', message: 'Are you sure you want to exit editing this issue?' }
      : { title: 'Exit Adding Issue', message: 'Are you sure you want to exit adding an issue?' },
  );

  const followsUp = editing ? editing.original_issue_id !== null : chosen?.originalIssueId != null;
  const locks: IssueFormLocks = {
    area: areas.length === 1 || followsUp,
    type: !permissions.canSetType,
    risk: !permissions.canSetRisk,
    companies: editing !== null || !permissions.canAssignProviders,
  };
  const needsOriginal = !editing && !permissions.canRecordOriginal && !chosen?.originalIssueId;
  const species = assetSpecies && assetSpecies.length > 0 ? assetSpecies : relations.species;

  const {
    errors,
    saving,
    save,
    dialog: saveDialog,
  } = useIssueSave({
    values,
    editing,
    chosen,
    relations,
    areas,
    photos: photos.edits,
    companiesLocked: locks.companies,
    onGpsChecked: (message) => dispatch({ type: 'gpsChecked', message }),
    exit,
  });
  const gps = useIssueGps(state, dispatch, save);

  const defaultActionTaken = defaultActionTakenId(relations.takenActions);
  const handlers: IssueFormHandlers = {
    update: (patch) => dispatch({ type: 'edit', patch }),
    setProblem: (yes) => dispatch({ type: 'answerProblem', yes, defaultActionTaken }),
    setType: (issueTypeId) => dispatch({ type: 'chooseType', issueTypeId, lookups }),
    setFurtherAction: (yes) => dispatch({ type: 'answerFurtherAction', yes }),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    gps.submit();
  };

  return (
    <FormPaper
      onSubmit={submit}
      submitDisabled={saving || needsOriginal}
      secondary={{ label: 'Cancel', onClick: () => navigate(ISSUE_LIST_PATH) }}
    >
      <Stack spacing={2}>
        {!editing && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {permissions.canCopy && (
              <Button
                variant="outlined"
                onClick={() => dispatch({ type: 'open', dialog: { kind: 'pick', mode: 'copy' } })}
              >
                Copy Existing Issue
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => dispatch({ type: 'open', dialog: { kind: 'pick', mode: 'followUp' } })}
            >
              Follow Up Existing Issue
            </Button>
            <Button variant="outlined" onClick={() => dispatch({ type: 'open', dialog: { kind: 'areas' } })}>
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
          errors={errors}
          on={handlers}
          choices={{ areas, relations, species, companies: companies ?? [] }}
          locks={locks}
        />
        <Divider />
        {gps.section}
        <Divider />
        {photos.section}
      </Stack>
      {exit.dialog}
      {gps.dialog}
      {saveDialog}
      <IssueFormDialogs
        state={state}
        dispatch={dispatch}
        areas={areas}
        issues={issues}
        areaLocked={locks.area}
        lookups={lookups}
      />
    </FormPaper>
  );
}
