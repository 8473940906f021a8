import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { MESSAGES, newestInspectionFirst } from '@verge/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import type { LocalIssue } from '../../local/db';
import { IssueSummaryDialog } from '../issues/IssueSummaryDialog';
import { issueColumns } from '../issues/issueColumns';
import { ROW_ACTION_LABELS } from '../issues/list/IssueRowActions';
import { useIssueFilters } from '../issues/list/useIssueFilters';

/** An issue is assigned through its original (the chain), or its own id when it is an original. */
export const chainId = (issue: Pick<LocalIssue, 'id' | 'original_issue_id'>) =>
  issue.original_issue_id ?? issue.id;

/** The filter set of the assign pages: one for all of them, apart from the issue list's. */
const ASSIGN_FILTER_SET = 'assign-issues';

export interface AssignmentTableProps {
  rows: readonly LocalIssue[] | undefined;
  /** 'list': the assigned issues, with Delete; 'assign': the assignable ones, filtered, with Cancel and Assign. */
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
 * columns with Details (the issue dialog), ticked rows, the issue filter panel on the assign pages, and Delete or
 * Cancel / Assign behind a confirm dialog; the selection clears afterwards.
 */
export function AssignmentTable({
  rows,
  mode,
  question,
  cancelTo,
  onConfirm,
  moreActions,
}: AssignmentTableProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [shown, setShown] = useState<LocalIssue | null>(null);
  const columns = useMemo(
    () =>
      issueColumns({
        actions: {
          width: 80,
          render: (row) => (
            <Tooltip title={ROW_ACTION_LABELS.details}>
              <IconButton
                size="small"
                aria-label={ROW_ACTION_LABELS.details}
                onClick={(event) => {
                  event.stopPropagation();
                  setShown(row);
                }}
              >
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ),
        },
      }),
    [],
  );
  const { filters, groups, filtered } = useIssueFilters(rows, ASSIGN_FILTER_SET);
  const shownRows = mode === 'assign' ? filtered : rows;
  const tableRows = useMemo(() => (shownRows ? newestInspectionFirst(shownRows) : []), [shownRows]);

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
      {mode === 'assign' && (
        <FilterPanel
          groups={groups}
          applied={filters.applied}
          onApply={(v) => void filters.apply(v)}
          onClear={() => void filters.clear()}
        />
      )}
      <DataTable<LocalIssue>
        ariaLabel="Issues"
        rows={tableRows}
        columns={columns}
        loading={shownRows === undefined}
        selectable
        // A row opens its Details too: on a phone the Details column may be off screen.
        onRowClick={setShown}
        initialSort={{ field: 'area', sort: 'asc' }}
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
      <IssueSummaryDialog issue={shown} onClose={() => setShown(null)} />
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
