import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CULVERT_DETAIL_EMPTY,
  CULVERT_FILTER_DEFAULTS,
  CULVERT_LABEL_TEXT,
  type CulvertFilterValues,
  filterCulverts,
  latestInspectionByCulvert,
  localDay,
  MAP,
  MESSAGES,
  matchesText,
  OVERDUE_LABEL,
} from '@verge/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSelectedAssetId, useSession } from '../../base/session';
import { useNotify } from '../../base/snackbar';
import { useMobileLayout } from '../../base/useMobile';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { filteredEmptyState } from '../../components/filters/filteredEmptyState';
import { assetMapHome } from '../../components/map/assetHome';
import { LazyMap } from '../../components/map/LazyMap';
import { type DataColumn, DataTable } from '../../components/table/DataTable';
import { RiskDot } from '../../components/table/RiskDot';
import { syncStatus } from '../../components/table/syncStatus';
import { useSelectedAsset } from '../../core/assets';
import { useCulvertBySiteId, useCulverts } from '../../core/culverts';
import { useSavedFilters } from '../../core/filterSets';
import { useInspections } from '../../core/inspections';
import { printCulvertLabels } from './labels/printCulvertLabels';
import { CulvertDownloadDialog } from './list/CulvertDownloadDialog';
import { type CulvertRow, culvertMarkers, culvertRows } from './list/culvertRows';
import { useCulvertFilterGroups } from './list/useCulvertFilterGroups';
import { CulvertMapDialog } from './map/CulvertMapDialog';
import { CulvertScanDialog, canScanCodes } from './scan/CulvertScanDialog';

/**
 * Culverts of the selected asset (spec 2 "Culvert list" and "Culvert map"): the culvert filter panel, the list
 * and the map. On small screens the top bar's Map View / List View toggle (the stored flag) shows one of them;
 * wider screens show the list above the map (beside it on very wide ones), so a desk never loses the list.
 */
export default function CulvertsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const mobile = useMobileLayout();
  const smallScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const assetId = useSelectedAssetId();
  const culverts = useCulverts(assetId);
  const inspections = useInspections(assetId);
  const selectedAsset = useSelectedAsset(assetId);
  const [search, setSearch] = useSearchParams();
  const linkedSiteId = search.get('siteCulvertId');
  const linked = useCulvertBySiteId(assetId, linkedSiteId);

  const [selection, setSelection] = useState<number[]>([]);
  const [shownId, setShownId] = useState<number | null>(null);
  const [exporting, setExporting] = useState<readonly CulvertRow[] | null>(null);
  const [scanning, setScanning] = useState(false);
  const [printing, setPrinting] = useState(false);

  const filters = useSavedFilters<CulvertFilterValues>('culverts', CULVERT_FILTER_DEFAULTS);
  const groups = useCulvertFilterGroups(culverts, session.settings.relations);
  const today = localDay(new Date());
  const latest = useMemo(() => latestInspectionByCulvert(inspections ?? []), [inspections]);
  const filtered = useMemo(() => {
    if (!culverts || !inspections || !filters.applied) return undefined;
    return culvertRows(filterCulverts(culverts, filters.applied, { latest, today }), latest, today);
  }, [culverts, inspections, filters.applied, latest, today]);
  const markers = useMemo(() => culvertMarkers(filtered ?? []), [filtered]);
  // From every culvert, not only the filtered ones: a link or a label opens its culvert whatever the filters.
  const shown = useMemo(() => {
    const culvert = culverts?.find((c) => c.id === shownId);
    return culvert ? culvertRows([culvert], latest, today)[0] : null;
  }, [culverts, shownId, latest, today]);

  // A culvert link (CulvertLinkPage) names a site id: its card opens once the culvert is on the device. The id is
  // then dropped from the address, so closing the card does not open it again.
  useEffect(() => {
    if (linkedSiteId === null || linked === undefined) return;
    if (!linked.culvert && !linked.assetLoaded) return;
    if (linked.culvert) setShownId(linked.culvert.id);
    else notify(CULVERT_LABEL_TEXT.notFound(linkedSiteId), 'warning');
    setSearch(
      (params) => {
        params.delete('siteCulvertId');
        return params;
      },
      { replace: true },
    );
  }, [linkedSiteId, linked, notify, setSearch]);

  const closeScan = useCallback(() => setScanning(false), []);
  const mapOnly = smallScreen && session.settings.mapView;
  const listOnly = smallScreen && !session.settings.mapView;

  /** The ticked rows still shown; downloads take them, else every filtered culvert. */
  const selectedRows = useMemo(() => {
    const ids = new Set(selection);
    return (filtered ?? []).filter((row) => ids.has(row.id));
  }, [filtered, selection]);
  /** The ticked rows, else every filtered culvert; with none, says so. */
  const chosenRows = (): readonly CulvertRow[] | null => {
    const rows = selectedRows.length > 0 ? selectedRows : (filtered ?? []);
    if (rows.length > 0) return rows;
    notify(MESSAGES.noCulvertSelected, 'warning');
    return null;
  };
  const download = () => {
    const rows = chosenRows();
    if (rows) setExporting(rows);
  };
  const print = () => {
    const rows = chosenRows();
    if (!rows) return;
    setPrinting(true);
    printCulvertLabels(rows, selectedAsset.asset?.asset_name ?? '')
      .catch(() => notify(CULVERT_LABEL_TEXT.printFailed, 'error'))
      .finally(() => setPrinting(false));
  };

  const columns = useMemo<DataColumn<CulvertRow>[]>(
    () => [
      {
        field: 'site_culvert_id',
        headerName: 'Culvert ID',
        flex: 1,
        minWidth: 110,
        mobile: true,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{row.site_culvert_id}</span>
            {row.overdue && <Chip size="small" color="error" label={OVERDUE_LABEL} />}
          </Stack>
        ),
      },
      { field: 'road_name', headerName: 'Road Name', flex: 1, minWidth: 110, mobile: true },
      {
        field: 'risk',
        headerName: 'Risk',
        width: 70,
        valueGetter: (_v, row) => row.latest?.risk_score ?? -1,
        renderCell: ({ row }) => <RiskDot risk={row.latest?.risk_score ?? null} />,
      },
      {
        field: 'status',
        headerName: 'Status',
        flex: 1,
        minWidth: 110,
        valueGetter: (_v, row) => row.latest?.culvertStatus ?? CULVERT_DETAIL_EMPTY.risk,
      },
      {
        // Culverts are often recorded offline: whether one has reached the server shows on every screen.
        field: 'synced',
        headerName: 'Synced',
        width: 120,
        mobile: true,
        // 'Synced' or 'Awaiting Sync' on two lines leaves the road name more of a phone's width.
        phoneWeight: 90,
        valueGetter: (_v, row) => syncStatus(row),
      },
      {
        field: 'edit',
        headerName: '',
        width: 60,
        sortable: false,
        mobile: true,
        renderCell: ({ row }) =>
          session.isClient && row.id > 0 ? (
            <IconButton
              aria-label={`Edit ${row.site_culvert_id}`}
              onClick={(event) => {
                event.stopPropagation();
                navigate(`/culverts/edit/${row.id}`);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          ) : null,
      },
    ],
    [session.isClient, navigate],
  );

  const scan = canScanCodes() && (
    <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)}>
      {CULVERT_LABEL_TEXT.scan}
    </Button>
  );
  const create = session.isClient && (
    <Button variant="contained" onClick={() => navigate('/culvert/add')}>
      Create New Culvert
    </Button>
  );
  // Spec 2: the download button is hidden on mobile and in map view. Download and Print wait for the rows: pressed
  // before they are read, they would say no culvert is selected.
  const buttons = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!mobile && !mapOnly && (
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!filtered}>
          {selectedRows.length > 0 ? 'Download Selected Culverts' : 'Download All Filtered Culverts'}
        </Button>
      )}
      {!mapOnly && (
        <Button
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={print}
          disabled={!filtered}
          loading={printing}
          loadingPosition="start"
        >
          {CULVERT_LABEL_TEXT.print}
        </Button>
      )}
      {scan}
      {create}
    </Stack>
  );

  const list = (
    <DataTable<CulvertRow>
      ariaLabel="Culverts"
      rows={filtered ?? []}
      columns={columns}
      loading={filtered === undefined}
      // Downloads are hidden on mobile, and so are the checkboxes.
      selectable={!mobile}
      selection={selection}
      onSelectionChange={setSelection}
      collapsible={{ show: 'Show Culverts', hide: 'Hide Culverts' }}
      initialSort={{ field: 'site_culvert_id', sort: 'asc' }}
      search={{
        placeholder: 'Search culverts',
        matches: (row, text) => matchesText(row.site_culvert_id, text) || matchesText(row.road_name, text),
      }}
      toolbar={buttons}
      empty={filteredEmptyState('culverts', culverts?.length ?? 0, () => void filters.clear(), {
        text: 'No culverts yet',
        action: session.isClient
          ? { label: 'Add Culvert', onClick: () => navigate('/culvert/add') }
          : undefined,
      })}
    />
  );
  const map = (
    <LazyMap
      markers={markers}
      onMarkerClick={setShownId}
      shareView={shown === null}
      {...assetMapHome(selectedAsset)}
      height={mapOnly ? MAP.viewHeight : '60vh'}
    />
  );

  return (
    <>
      <FilterPanel
        title="Culvert Filters"
        groups={groups}
        applied={filters.applied}
        onApply={(values) => void filters.apply(values)}
        onClear={() => void filters.clear()}
      />
      {mapOnly && (
        <>
          {(create || scan) && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mb: 1.5 }}>
              {scan}
              {create}
            </Stack>
          )}
          {map}
        </>
      )}
      {listOnly && list}
      {!smallScreen && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, xl: 6 }}>{list}</Grid>
          <Grid size={{ xs: 12, xl: 6 }}>{map}</Grid>
        </Grid>
      )}
      <CulvertMapDialog row={shown} onClose={() => setShownId(null)} />
      <CulvertDownloadDialog rows={exporting} onClose={() => setExporting(null)} />
      <CulvertScanDialog open={scanning} onClose={closeScan} />
    </>
  );
}
