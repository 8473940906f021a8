import {
  type DuplicateWarning,
  followUpOriginalId,
  type IssueFields,
  type IssueFormErrors,
  type IssueFormValues,
  issueFieldLabels,
  issueFieldsFrom,
  issueFormProblems,
  type ManagementArea,
  MESSAGES,
  type Relations,
} from '@verge/domain';
import { type ReactNode, useState } from 'react';
import { useSession } from '../../../base/session';
import { useNotify } from '../../../base/snackbar';
import { DuplicateWarningDialog } from '../../../components/dialogs/DuplicateWarningDialog';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../../components/form/useSaveThenLeave';
import { findSimilarIssue, type LocalIssue, type SimilarFound } from '../../../core/issues';
import type { PhotoEdits } from '../../../core/photos';
import { IssueSummaryDialog } from '../IssueSummaryDialog';
import type { ChosenIssue } from './issueFormState';
import { addIssue, checkedIssueFields, updateIssue } from './saveIssue';

export const ISSUE_LIST_PATH = '/vegetation-issues';

export interface IssueSaveOptions {
  values: IssueFormValues;
  /** The issue being edited; null when adding. */
  editing: LocalIssue | null;
  chosen: ChosenIssue | null;
  relations: Relations;
  areas: readonly ManagementArea[];
  photos: PhotoEdits;
  /** A new issue is saved without third-party companies when the user may not choose them. */
  companiesLocked: boolean;
  onGpsChecked: (message: string | null) => void;
  exit: { allowLeave: () => void };
}

/** A new issue held back by the duplicate warning until the user answers it. */
interface HeldIssue {
  similar: SimilarFound<LocalIssue>;
  fields: IssueFields;
  assetId: number;
  thirdPartyCompanyIds: number[];
}

/**
 * The form's save: the form's checks (each wrong field's message, the GPS section's), the shared issue rules,
 * then the new issue or the edit stored with its photos, and back to the list. `errors` are the fields' messages.
 *
 * A new issue that is not a follow-up is first compared with the device's store (issue 39): near an open issue of
 * its type, `dialog` asks whether to show that issue (over the form, which keeps what was typed; its Add Follow Up
 * Issue saves this one as its follow-up, and leaving from it asks the form's exit question), to save this one as its
 * follow-up instead, or to save it anyway.
 */
export function useIssueSave(options: IssueSaveOptions): {
  errors: IssueFormErrors;
  saving: boolean;
  save: (form: IssueFormValues) => Promise<void>;
  dialog: ReactNode;
} {
  const { editing, chosen, relations, areas, photos, companiesLocked, onGpsChecked } = options;
  const notify = useNotify();
  const session = useSession();
  const checks = useFormErrors({
    labels: issueFieldLabels(options.values),
    values: options.values,
    validate: (v: IssueFormValues) => issueFormProblems(v).errors,
  });
  const { saving, save: saveThenLeave } = useSaveThenLeave(options.exit, ISSUE_LIST_PATH);
  const [held, setHeld] = useState<HeldIssue | null>(null);
  // Show it keeps the held issue while the similar one is shown, so its dialog can still answer with a follow-up.
  const [showing, setShowing] = useState(false);
  const context = { relations, areas };
  const failure = {
    log: 'Saving the issue failed',
    message: editing ? MESSAGES.issueUpdateFailed : MESSAGES.saveError,
  };

  const addNew = (
    userId: number,
    issue: Omit<HeldIssue, 'similar'>,
    link: { originalIssueId: number | null; duplicateWarning?: DuplicateWarning },
  ) =>
    addIssue(
      issue.fields,
      {
        userId,
        user: session.user,
        assetId: issue.assetId,
        thirdPartyCompanyIds: issue.thirdPartyCompanyIds,
        photos: photos.added,
        ...link,
      },
      context,
    );

  const save = async (form: IssueFormValues) => {
    const found = issueFormProblems(form);
    onGpsChecked(found.gps);
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
    await saveThenLeave(async () => {
      if (editing) {
        await updateIssue(editing, checked.fields, photos, context);
        notify(MESSAGES.issueUpdated, 'success');
        return true;
      }
      const assetId = areas.find((a) => a.id === areaId)?.assetId;
      // Saves are skipped silently when the token has no user id (spec 1 §4).
      if (!session.userId || assetId === undefined) return false;
      const issue = {
        fields: checked.fields,
        assetId,
        thirdPartyCompanyIds: companiesLocked ? [] : form.thirdPartyCompanyIds,
      };
      const originalIssueId = chosen?.originalIssueId ?? null;
      if (originalIssueId === null) {
        const similar = await findSimilarIssue({ ...issue.fields, assetId });
        if (similar) {
          setHeld({ ...issue, similar });
          return false;
        }
      }
      await addNew(session.userId, issue, { originalIssueId });
      return true;
    }, failure);
  };

  /**
   * Save the held issue as the user answered. The answer names the similar record; one still awaiting sync is
   * named by its temporary id, which the push turns into its server id.
   */
  const saveHeld = (choice: DuplicateWarning['choice']) => {
    const userId = session.userId;
    if (!held || !userId) return;
    setHeld(null);
    setShowing(false);
    const { similar, ...issue } = held;
    const { record } = similar;
    const followUp = choice === 'followUp';
    const duplicateWarning = { recordId: record.id, distanceM: similar.distanceM, choice };
    void saveThenLeave(async () => {
      await addNew(
        userId,
        // A follow-up lies in its original's area (spec 1 §4).
        followUp ? { ...issue, fields: { ...issue.fields, areaId: record.areaId } } : issue,
        { originalIssueId: followUp ? followUpOriginalId(record) : null, duplicateWarning },
      );
      return true;
    }, failure);
  };

  const dialog = (
    <>
      <DuplicateWarningDialog
        open={held !== null && !showing}
        title="Similar Issue Found"
        message={held?.similar.text ?? ''}
        onShow={() => setShowing(true)}
        onFollowUp={held?.similar.record.isInteractive ? () => saveHeld('followUp') : undefined}
        onSaveAnyway={() => saveHeld('saveAnyway')}
        onClose={() => setHeld(null)}
      />
      <IssueSummaryDialog
        issue={showing ? (held?.similar.record ?? null) : null}
        onClose={() => {
          setShowing(false);
          setHeld(null);
        }}
        onFollowUp={() => saveHeld('followUp')}
      />
    </>
  );
  return { errors: checks.errors, saving, save, dialog };
}
