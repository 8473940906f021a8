import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  hasIssueFilters,
  MAP,
  MESSAGES,
  matchesText,
  newestInspectionFirst,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
} from '@verge/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useMobileLayout } from '../../base/useMobile';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filteredEmptyState } from '../../components/filters/filteredEmptyState';
import { assetMapHome } from '../../components/map/assetHome';
import { LazyMap } from '../../components/map/LazyMap';
import { LazyDataTable } from '../../components/table/LazyDataTable';
import { useAreas } from '../../core/areas';
import { useSelectedAsset } from '../../core/assets';
import type { LocalIssue } from '../../core/issues';
import { deleteIssues, useMapFirstIssues } from '../../core/issues';
import { setSetting } from '../../core/settings';
import { useSubAssets } from '../../core/subAssets';
import { AreaDialog } from '../areas';
import { ExportDialog } from './export/ExportDialog';
import { IssueSummaryDialog } from './IssueSummaryDialog';
import { issueColumns } from './issueColumns';
import { ISSUE_LIST_FILTER_SET } from './issueListFilterSet';
import { issueMarkers, riskColouredAreas } from './issueMapLayers';
import { AssignProvidersDialog } from './list/AssignProvidersDialog';

import { IssueRowActions, type RowAction, rowActionsWidth } from './list/IssueRowActions';
import { issueScreenRights } from './list/issueRights';
import { useIssueFilterSet, useIssueFilters } from './list/useIssueFilters';
import { useIssueQuery } from './list/useIssueQuery';

/**
 * Vegetation issues of the selected asset (spec 1 "Vegetation issues screen"): Map and Table tabs (the stored
 * Map View flag), the filter panel, row actions, bulk delete, download and Enter Data.
 */
export default function IssuesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const mobile = useMobileLayout();
  const tab = session.settings.mapView ? 'map' : 'table';
  // An unfiltered map draws from the marker index before the rows are read.
  const filterSet = useIssueFilterSet(ISSUE_LIST_FILTER_SET);
  const assetId = useSelectedAssetId();
  const { issues, mapIssues, markersDrawn } = useMapFirstIssues(
    assetId,
    tab === 'map',
    filterSet.applied && !hasIssueFilters(filterSet.applied),
  );
  const areas = useAreas(assetId);
  const selectedAsset = useSelectedAsset(assetId);
  const subAssets = useSubAssets(assetId);
  const screenRights = issueScreenRights(session);

  const [shownId, setShownId] = useState<number | null>(null);
  const [assigningId, setAssigningId] = useState<number | null>(null);
  const [selection, setSelection] = useState<number[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState<readonly LocalIssue[] | null>(null);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [year, setYear] = useState<number | null>(null);

  const { filters, groups, filtered } = useIssueFilters(issues, filterSet);
  // The table sorts by area, and the grid's sort is stable: rows handed over newest first stay newest first
  // within an area (spec 1: area ascending, then date descending). Only worked out while the table shows.
  const tableRows = useMemo(
    () => (session.settings.mapView || !filtered ? [] : newestInspectionFirst(filtered)),
    [session.settings.mapView, filtered],
  );
  const shown = shownId === null ? null : (issues?.find((i) => i.id === shownId) ?? null);
  useIssueQuery(issues, filters.applied !== null, filters.apply, setShownId);

  const onAction = useCallback(
    (action: RowAction, issue: LocalIssue) => {
      if (action === 'copy') navigate(`/vegetation-issues/add?duplicate=${issue.id}`);
      else if (action === 'followUp') navigate(`/vegetation-issues/add?followUpIssueId=${issue.id}`);
      else if (action === 'edit') navigate(`/vegetation-issues/edit/${issue.id}`);
      else if (action === 'assign') setAssigningId(issue.id);
      else setShownId(issue.id);
    },
    [navigate],
  );
  const { isClient, user } = session;
  const viewer = useMemo(() => ({ isClient, user }), [isClient, user]);
  const columns = useMemo(
    () =>
      issueColumns({
        actions: {
          width: rowActionsWidth(viewer),
          render: (row) => <IssueRowActions issue={row} viewer={viewer} onAction={onAction} />,
        },
      }),
    [viewer, onAction],
  );

  /** The rows a delete or download acts on: the ticked ones still shown. */
  const selectedRows = useMemo(() => {
    const ids = new Set(selection);
    return (filtered ?? []).filter((i) => ids.has(i.id) && i.isInteractive);
  }, [filtered, selection]);

  const askDelete = () => {
    if (selectedRows.length === 0) notify(MESSAGES.noIssuesSelected, 'warning');
    else setConfirmDelete(true);
  };
  const runDelete = async () => {
    setConfirmDelete(false);
    const ids = selectedRows.map((i) => i.id);
    setSelection([]);
    const failed = await deleteIssues(ids);
    if (failed.length > 0) notify(MESSAGES.deleteError, 'error');
  };
  const download = () => {
    const rows = selectedRows.length > 0 ? selectedRows : (filtered ?? []).filter((i) => i.isInteractive);
    if (rows.length === 0) notify(MESSAGES.noIssuesSelected, 'warning');
    else setExporting(rows);
  };

  // The map's layers are worked out only while the map shows: each is a pass over every issue. Until the
  // issues are read, an unfiltered map draws from the marker index (a second sooner at 50,000 issues); the
  // rows then draw the same markers, and the map keeps its clusters.
  const mapRows = tab === 'map' ? (filtered ?? (issues ? undefined : mapIssues)) : undefined;
  const markers = useMemo(() => mapRows && issueMarkers(mapRows), [mapRows]);
  const tracks = useMemo(() => (mapRows ?? []).flatMap((i) => (i.gps_track ? [i.gps_track] : [])), [mapRows]);
  const mapAreas = useMemo(
    () => riskColouredAreas(areas ?? [], mapIssues ?? [], year),
    [areas, mapIssues, year],
  );
  const buttons = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!mobile && screenRights.delete && (
        <Button color="error" variant="outlined" onClick={askDelete}>
          Delete Selected
        </Button>
      )}
      {!mobile && (
        <Button variant="outlined" onClick={download} disabled={!filtered}>
          Download
        </Button>
      )}
      {screenRights.enterData && (
        <Button variant="contained" onClick={() => navigate('/vegetation-issues/add')}>
          Enter Data
        </Button>
      )}
    </Stack>
  );

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => void setSetting('mapView', value === 'map')}
        aria-label="Issues view"
        sx={{ mb: 2 }}
      >
        <Tab value="map" label="Map" />
        <Tab value="table" label="Table" />
      </Tabs>
      <FilterPanel
        groups={groups}
        applied={filters.applied}
        onApply={(v) => void filters.apply(v)}
        onClear={() => void filters.clear()}
      />
      {tab === 'map' ? (
        <>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1.5 }}>
            {buttons}
          </Stack>
          <LazyMap
            areas={mapAreas}
            markers={markers}
            tracks={tracks}
            yearFilter
            onYearChange={setYear}
            subAssets={subAssets}
            onMarkerClick={setShownId}
            onMarkersDrawn={markersDrawn}
            onAreaClick={setAreaId}
            shareView={shown === null && areaId === null}
            {...assetMapHome(selectedAsset)}
            height={MAP.viewHeight}
          />
        </>
      ) : (
        <LazyDataTable
          ariaLabel="Vegetation issues"
          rows={tableRows}
          columns={columns}
          loading={filtered === undefined}
          // Bulk delete and download are hidden on mobile, and so are the checkboxes.
          selectable={!mobile}
          isRowSelectable={(row) => row.isInteractive}
          selection={selection}
          onSelectionChange={setSelection}
          initialSort={{ field: 'area', sort: 'asc' }}
          search={{
            placeholder: `Search area or ${TOOL_ISSUE_ID_LABEL}`,
            matches: (row, text) => matchesText(row.area, text) || String(toolIssueId(row)) === text.trim(),
          }}
          toolbar={buttons}
          empty={filteredEmptyState('issues', issues?.length ?? 0, () => void filters.clear(), {
            text: 'No issues yet',
            action: screenRights.enterData
              ? { label: 'Add Issue', onClick: () => navigate('/vegetation-issues/add') }
              : undefined,
          })}
        />
      )}
      <IssueSummaryDialog issue={shown} onClose={() => setShownId(null)} />
      <AssignProvidersDialog issueId={assigningId} onClose={() => setAssigningId(null)} />
      <AreaDialog areaId={areaId} year={year} onClose={() => setAreaId(null)} />
      <ExportDialog open={exporting !== null} issues={exporting ?? []} onClose={() => setExporting(null)} />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete Issues"
        message={`Delete ${selectedRows.length} selected issue${selectedRows.length === 1 ? '' : 's'}?`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void runDelete()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
