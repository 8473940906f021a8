import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  filterInspections,
  INSPECTION_FILTER_DEFAULTS,
  type InspectionFilterValues,
  MESSAGES,
  newestInspectionFirst,
} from '@verge/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useMobileLayout } from '../../base/useMobile';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filteredEmptyState } from '../../components/filters/filteredEmptyState';
import { DataTable } from '../../components/table/DataTable';
import { useCulverts } from '../../core/culverts';
import { useSavedFilters } from '../../core/filterSets';
import type { LocalInspection } from '../../core/inspections';
import { useInspections } from '../../core/inspections';
import { enterDataPath } from '../culverts';
import { deleteInspections } from './list/deleteInspections';
import { downloadInspections } from './list/downloadInspections';
import { InspectionDetailsDialog } from './list/InspectionDetailsDialog';
import type { InspectionAction } from './list/InspectionRowActions';
import { inspectionColumns } from './list/inspectionColumns';
import { inspectionFilterGroups } from './list/inspectionFilterGroups';
import { inspectionRowRights } from './list/inspectionRights';

/**
 * Culvert inspections of the selected asset (spec 2 §2 '/culvert-inspections'): the filter panel, the table
 * with Details, follow-up and edit per row, bulk delete and CSV download (not on phones) and Enter Data.
 */
export default function InspectionsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const mobile = useMobileLayout();
  const assetId = useSelectedAssetId();
  const inspections = useInspections(assetId);
  const culverts = useCulverts(assetId);
  const { isClient } = session;
  const relations = session.settings.relations;

  const [shownId, setShownId] = useState<number | null>(null);
  const [selection, setSelection] = useState<number[]>([]);
  /** The rows the open delete dialog asks about; null while it is closed. */
  const [deleting, setDeleting] = useState<readonly LocalInspection[] | null>(null);

  const filters = useSavedFilters<InspectionFilterValues>('inspections', INSPECTION_FILTER_DEFAULTS);
  const groups = useMemo(
    () =>
      inspectionFilterGroups({
        siteIds: (culverts ?? []).map((c) => c.site_culvert_id),
        initiators: (inspections ?? []).map((i) => i.user),
        relations,
      }),
    [culverts, inspections, relations],
  );
  // Newest first, as the table shows them at first (and as a download lists them).
  const filtered = useMemo(
    () =>
      inspections && filters.applied
        ? newestInspectionFirst(filterInspections(inspections, filters.applied))
        : undefined,
    [inspections, filters.applied],
  );
  const culvertsById = useMemo(() => new Map((culverts ?? []).map((c) => [c.id, c])), [culverts]);
  const shown = shownId === null ? null : (inspections?.find((i) => i.id === shownId) ?? null);

  const onAction = useCallback(
    (action: InspectionAction, inspection: LocalInspection) => {
      if (action === 'details') setShownId(inspection.id);
      else if (action === 'edit') navigate(`/culvert-inspections/edit/${inspection.id}`);
      else navigate(enterDataPath({ site_culvert_id: inspection.culvert }));
    },
    [navigate],
  );
  const columns = useMemo(
    () => inspectionColumns({ mobile, viewer: { isClient }, onAction }),
    [mobile, isClient, onAction],
  );

  /** The rows a delete or download acts on: the ticked ones still shown. */
  const selectedRows = useMemo(() => {
    const ids = new Set(selection);
    return (filtered ?? []).filter((i) => ids.has(i.id));
  }, [filtered, selection]);

  const askDelete = () => {
    if (selectedRows.length === 0) notify(MESSAGES.noIssuesSelected, 'warning');
    else setDeleting(selectedRows);
  };
  // Spec 2 §4: hidden at once, one delete per inspection; the live list refreshes, the selection clears and
  // the dialog closes when all are queued.
  const runDelete = async (rows: readonly LocalInspection[]) => {
    const failed = await deleteInspections(rows, assetId);
    setSelection([]);
    setDeleting(null);
    if (failed.length > 0) notify(MESSAGES.deleteError, 'error');
  };
  const download = () => {
    const rows = selectedRows.length > 0 ? selectedRows : (filtered ?? []);
    downloadInspections(rows, culvertsById);
  };

  const toolbar = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!mobile && isClient && (
        <Button color="error" variant="outlined" onClick={askDelete}>
          Delete Selected Inspections
        </Button>
      )}
      {!mobile && (
        <Button variant="outlined" onClick={download} disabled={!filtered || filtered.length === 0}>
          {selectedRows.length > 0 ? 'Download Selected Inspections' : 'Download All Filtered Inspections'}
        </Button>
      )}
      {isClient && (
        <Button variant="contained" onClick={() => navigate('/culvert-inspections/add')}>
          Enter Data
        </Button>
      )}
    </Stack>
  );

  const count = deleting?.length ?? 0;
  return (
    <>
      <FilterPanel
        groups={groups}
        applied={filters.applied}
        onApply={(v) => void filters.apply(v)}
        onClear={() => void filters.clear()}
      />
      <DataTable<LocalInspection>
        ariaLabel="Culvert inspections"
        rows={filtered ?? []}
        columns={columns}
        loading={filtered === undefined}
        // Bulk delete and download are hidden on phones, and so are the checkboxes.
        selectable={!mobile && isClient}
        isRowSelectable={(row) => inspectionRowRights(row, { isClient }).delete}
        selection={selection}
        onSelectionChange={setSelection}
        collapsible={{ show: 'Show Inspections', hide: 'Hide Inspections' }}
        initialSort={{ field: 'inspection_date', sort: 'desc' }}
        // On phones a tap on the row opens its details (the row has no room for buttons).
        onRowClick={mobile ? (row) => setShownId(row.id) : undefined}
        height="fit"
        toolbar={toolbar}
        empty={filteredEmptyState('inspections', inspections?.length ?? 0, () => void filters.clear(), {
          text: 'No inspections yet',
          action: isClient
            ? { label: 'Add Inspection', onClick: () => navigate('/culvert-inspections/add') }
            : undefined,
        })}
      />
      <InspectionDetailsDialog
        inspection={shown}
        culvert={shown ? culvertsById.get(shown.culvertId) : undefined}
        onClose={() => setShownId(null)}
        onEdit={
          shown && inspectionRowRights(shown, { isClient }).edit
            ? () => {
                setShownId(null);
                onAction('edit', shown);
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Inspections"
        message={`Delete ${count} selected inspection${count === 1 ? '' : 's'}?`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => deleting && void runDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
