import {
  type IssueFormErrors,
  type IssueFormValues,
  issueFieldLabels,
  issueFieldsFrom,
  issueFormProblems,
  type ManagementArea,
  MESSAGES,
  type Relations,
} from '@verge/domain';
import { useSession } from '../../../base/session';
import { useNotify } from '../../../base/snackbar';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { useSaveThenLeave } from '../../../components/form/useSaveThenLeave';
import type { LocalIssue } from '../../../core/issues';
import type { PhotoEdits } from '../../../core/photos';
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

/**
 * The form's save: the form's checks (each wrong field's message, the GPS section's), the shared issue rules,
 * then the new issue or the edit stored with its photos, and back to the list. `errors` are the fields' messages.
 */
export function useIssueSave(options: IssueSaveOptions): {
  errors: IssueFormErrors;
  saving: boolean;
  save: (form: IssueFormValues) => Promise<void>;
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
    const context = { relations, areas };
    await saveThenLeave(
      async () => {
        if (editing) {
          await updateIssue(editing, checked.fields, photos, context);
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
            thirdPartyCompanyIds: companiesLocked ? [] : form.thirdPartyCompanyIds,
            photos: photos.added,
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
  return { errors: checks.errors, saving, save };
}
