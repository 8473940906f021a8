import Grid from '@mui/material/Grid';
import { type IssueFormErrors, type IssueFormValues, issueFieldLabels, issueTypeFields } from '@verge/domain';
import { IssueField } from './IssueField';
import {
  ISSUE_FIELDS,
  type IssueFieldContext,
  type IssueFormHandlers,
  type IssueFormLocks,
  type IssueFormOptions,
} from './issueFieldDescriptors';

const HALF = { xs: 12, sm: 6 } as const;

/** Every field of the vegetation issue form that shows for the answers so far (spec 1 §5), in a grid. */
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
  const problem = values.has_issue === true;
  const context: IssueFieldContext = {
    values,
    errors,
    labels: issueFieldLabels(values),
    on,
    choices,
    locks,
    problem,
    typeFields: issueTypeFields(problem ? values.issueTypeId : null),
  };
  return (
    <Grid container spacing={2}>
      {ISSUE_FIELDS.filter((field) => field.when?.(context) ?? true).map((field) => (
        <Grid key={field.name} size={field.size ?? HALF}>
          <IssueField field={field} context={context} />
        </Grid>
      ))}
    </Grid>
  );
}
