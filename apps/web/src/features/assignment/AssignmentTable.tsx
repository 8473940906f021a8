import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MESSAGES, newestInspectionFirst, toolIssueId } from '@verge/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../base/snackbar';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filteredEmptyState } from '../../components/filters/filteredEmptyState';
import { DataTable, type TableSelection } from '../../components/table/DataTable';
import { RowIconButton } from '../../components/table/RowIconButton';
import type { LocalIssue } from '../../core/issues';
import {
  IssueSummaryDialog,
  issueColumns,
  ROW_ACTION_LABELS,
  useIssueFilterSet,
  useIssueFilters,
} from '../issues';

/**
 * The chains of the chosen issues, once each: what an assignment call names (spec 2 §4: an issue is assigned
 * through its original, its tool issue id).
 */
export const chainIds = (issues: readonly LocalIssue[]) => [...new Set(issues.map(toolIssueId))];

/** The filter set of the assign pages: one for all of them, apart from the issue list's. */
const ASSIGN_FILTER_SET = 'assign-issues';

export interface AssignmentTableProps {
  /** The issues on the device (undefined while they load); the table shows the mode's share of them. */
  issues: readonly LocalIssue[] | undefined;
  /** Whether an issue is assigned to the page's provider or user. */
  isAssigned: (issue: LocalIssue) => boolean;
  /** 'list': the assigned issues, with Delete; 'assign': the assignable ones, filtered, with Cancel and Assign. */
  mode: 'list' | 'assign';
  /** Who the issues go to: the assign question names them. */
  assignee: string;
  /** The list's remove question (the spec words it differently for providers and users). */
  removeQuestion: string;
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
  issues,
  isAssigned,
  mode,
  assignee,
  removeQuestion,
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
            <RowIconButton
              label={ROW_ACTION_LABELS.details}
              icon={<InfoOutlinedIcon fontSize="small" />}
              onClick={() => setShown(row)}
            />
          ),
        },
      }),
    [],
  );
  const assigning = mode === 'assign';
  // Synced issues only; the assign page offers those not yet assigned that the viewer may work on (spec 2 §4).
  const rows = useMemo(
    () => issues?.filter((i) => i.id > 0 && isAssigned(i) !== assigning && (!assigning || i.isInteractive)),
    [issues, isAssigned, assigning],
  );
  // Only the assign pages filter: the list's rows are not run through the panel.
  const filterSet = useIssueFilterSet(ASSIGN_FILTER_SET);
  const { filters, groups, filtered } = useIssueFilters(assigning ? rows : undefined, filterSet);
  const shownRows = assigning ? filtered : rows;
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
      await onConfirm(chainIds(chosen));
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
        empty={
          assigning
            ? filteredEmptyState('issues', rows?.length ?? 0, () => void filters.clear(), {
                text: `No issues left to assign to ${assignee}`,
              })
            : { text: `No issues assigned to ${assignee}` }
        }
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
        message={
          assigning ? `Are you sure you want to assign selected issues to ${assignee}?` : removeQuestion
        }
        confirmLabel={mode === 'list' ? 'Delete' : 'Assign'}
        destructive={mode === 'list'}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
