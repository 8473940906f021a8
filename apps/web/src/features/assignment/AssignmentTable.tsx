import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@verge/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import type { LocalIssue } from '../../local/db';
import { issueColumns } from '../issues/issueColumns';

/** An issue is assigned through its original (the chain), or its own id when it is an original. */
export const chainId = (issue: Pick<LocalIssue, 'id' | 'original_issue_id'>) =>
  issue.original_issue_id ?? issue.id;

export interface AssignmentTableProps {
  rows: readonly LocalIssue[];
  loading: boolean;
  /** 'list': the assigned issues, with Delete; 'assign': the assignable ones, with Cancel and Assign. */
  mode: 'list' | 'assign';
  /** The confirm question of the mode's action. */
  question: string;
  /** Where Cancel goes (assign mode). */
  cancelTo: string;
  /** Runs the mode's action on the chosen issues' chain ids. */
  onConfirm: (issueIds: number[]) => Promise<void>;
  /** More buttons beside Delete, handed the selection (a provider's Transfer Issues). */
  moreActions?: (selection: TableSelection<LocalIssue>) => ReactNode;
}

/**
 * The assigned-issue lists and assign pages of service providers and field users (spec 2 §2): the shared issue
 * columns, ticked rows, and Delete or Cancel / Assign behind a confirm dialog; the selection clears afterwards.
 */
export function AssignmentTable({
  rows,
  loading,
  mode,
  question,
  cancelTo,
  onConfirm,
  moreActions,
}: AssignmentTableProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const columns = useMemo(() => issueColumns(), []);
  const [asking, setAsking] = useState<TableSelection<LocalIssue> | null>(null);
  const ask = (selection: TableSelection<LocalIssue>) => {
    if (selection.rows.length === 0) notify(MESSAGES.noIssueSelected, 'warning');
    else setAsking(selection);
  };
  const confirm = async () => {
    if (!asking) return;
    const { rows: chosen, clear } = asking;
    setAsking(null);
    try {
      await onConfirm([...new Set(chosen.map(chainId))]);
      clear();
    } catch (error) {
      console.error('The assignment change failed', error);
      notify(MESSAGES.saveError, 'error');
    }
  };
  return (
    <>
      <DataTable<LocalIssue>
        ariaLabel="Issues"
        rows={rows}
        columns={columns}
        loading={loading}
        selectable
        toolbar={(selection) =>
          mode === 'list' ? (
            <Stack direction="row" spacing={1}>
              {moreActions?.(selection)}
              <Button color="error" variant="outlined" onClick={() => ask(selection)}>
                Delete
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button color="inherit" onClick={() => navigate(cancelTo)}>
                Cancel
              </Button>
              <Button variant="contained" onClick={() => ask(selection)}>
                Assign
              </Button>
            </Stack>
          )
        }
      />
      <ConfirmDialog
        open={asking !== null}
        title={mode === 'list' ? 'Remove Assigned Issues' : 'Assign Issues'}
        message={question}
        confirmLabel={mode === 'list' ? 'Delete' : 'Assign'}
        destructive={mode === 'list'}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
