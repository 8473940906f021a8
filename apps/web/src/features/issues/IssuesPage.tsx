import Button from '@mui/material/Button';
import {
  inDateRange,
  MAP,
  matchesText,
  maxRisk,
  RISK_LABELS,
  RISK_LEVELS,
  sortOptions,
  TOOL_ISSUE_ID_LABEL,
  toolIssueId,
} from '@verge/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import {
  DateRangeFilter,
  type FilterGroup,
  FilterPanel,
  MultiSelectFilter,
  TextFilter,
} from '../../components/filters/FilterPanel';
import { useSavedFilters } from '../../components/filters/useSavedFilters';
import { LazyMap } from '../../components/map/LazyMap';
import { markerKindFor } from '../../components/map/mapImages';
import type { MapMarkerItem } from '../../components/map/mapTypes';
import { DataTable } from '../../components/table/DataTable';
import type { LocalIssue } from '../../local/db';
import { useAreas, useAssets, useIssues, useSubAssets } from '../../local/queries';
import { IssueSummaryDialog } from './IssueSummaryDialog';
import { issueColumns } from './issueColumns';

type IssueFilterValues = {
  areaIds: number[];
  riskScores: number[];
  dateFrom: string | null;
  dateTo: string | null;
  commentSearch: string;
};
const FILTER_DEFAULTS: IssueFilterValues = {
  areaIds: [],
  riskScores: [],
  dateFrom: null,
  dateTo: null,
  commentSearch: '',
};

function matchesFilters(issue: LocalIssue, f: IssueFilterValues): boolean {
  return (
    (f.areaIds.length === 0 || f.areaIds.includes(issue.areaId)) &&
    (f.riskScores.length === 0 || f.riskScores.includes(issue.risk_score)) &&
    inDateRange(issue.inspection_date, f.dateFrom, f.dateTo) &&
    matchesText(issue.comments, f.commentSearch)
  );
}

/** Vegetation issues of the selected asset, as a table or on the map (the stored Map View flag). */
export default function IssuesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const issues = useIssues();
  const areas = useAreas();
  const assets = useAssets();
  const columns = useMemo(() => issueColumns(), []);
  const asset = assets?.find((a) => a.id === session.settings.selectedAssetId);
  const subAssets = useSubAssets();
  const [shown, setShown] = useState<LocalIssue | null>(null);
  const filters = useSavedFilters<IssueFilterValues>('issues', FILTER_DEFAULTS);
  const filtered = useMemo(
    () => (issues && filters.applied ? issues.filter((i) => matchesFilters(i, filters.applied!)) : undefined),
    [issues, filters.applied],
  );
  const areaOptions = useMemo(
    () => sortOptions(areas ?? [], (a) => a.name).map((a) => ({ value: a.id, label: a.name })),
    [areas],
  );
  const groups = useMemo<FilterGroup<IssueFilterValues>[]>(
    () => [
      {
        id: 'areas',
        label: 'Management Areas',
        fields: ['areaIds'],
        render: (d, set) => (
          <MultiSelectFilter
            label="Management Areas"
            options={areaOptions}
            value={d.areaIds}
            onChange={(v) => set({ areaIds: v.map(Number) })}
          />
        ),
        chipValues: (v) => areaOptions.filter((o) => v.areaIds.includes(o.value)).map((o) => o.label),
      },
      {
        id: 'dates',
        label: 'Dates',
        fields: ['dateFrom', 'dateTo'],
        render: (d, set) => (
          <DateRangeFilter
            label="Inspected"
            from={d.dateFrom}
            to={d.dateTo}
            onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
          />
        ),
        chipValues: (v) => [v.dateFrom, v.dateTo].filter((x): x is string => !!x),
      },
      {
        id: 'risk',
        label: 'Risk Scores',
        fields: ['riskScores'],
        render: (d, set) => (
          <MultiSelectFilter
            label="Risk Scores"
            options={RISK_LEVELS.map((r) => ({ value: r, label: RISK_LABELS[r] }))}
            value={d.riskScores}
            onChange={(v) => set({ riskScores: v.map(Number) })}
          />
        ),
        chipValues: (v) => v.riskScores.map((r) => RISK_LABELS[r as keyof typeof RISK_LABELS] ?? String(r)),
      },
      {
        id: 'comments',
        label: 'Comments',
        fields: ['commentSearch'],
        render: (d, set) => (
          <TextFilter
            label="Comment search"
            value={d.commentSearch}
            onChange={(commentSearch) => set({ commentSearch })}
          />
        ),
        chipValues: (v) => (v.commentSearch.trim() ? [v.commentSearch.trim()] : []),
      },
    ],
    [areaOptions],
  );
  const panel = (
    <FilterPanel
      groups={groups}
      applied={filters.applied}
      onApply={(v) => void filters.apply(v)}
      onClear={() => void filters.clear()}
    />
  );

  const markers = useMemo<MapMarkerItem[]>(
    () =>
      (filtered ?? []).flatMap((issue) => {
        const position = issue.gps_point?.coordinates ?? issue.gps_track?.coordinates[0];
        if (!position) return [];
        return [
          {
            id: issue.id,
            position,
            kind: markerKindFor(issue.risk_score, issue.isInteractive),
            year: new Date(issue.inspection_date).getFullYear(),
          },
        ];
      }),
    [filtered],
  );
  const mapAreas = useMemo(
    () =>
      (areas ?? []).map((area) => ({
        id: area.id,
        name: area.name,
        shape: area.shape,
        risk: maxRisk(
          (issues ?? []).filter((i) => i.areaId === area.id && i.has_issue).map((i) => i.risk_score),
        ),
      })),
    [areas, issues],
  );

  const enterData = (
    <Button variant="contained" onClick={() => navigate('/vegetation-issues/add')}>
      Enter Data
    </Button>
  );

  if (session.settings.mapView) {
    return (
      <>
        {panel}
        {enterData}
        <div style={{ height: 12 }} />
        <LazyMap
          areas={mapAreas}
          markers={markers}
          tracks={(filtered ?? []).flatMap((i) => (i.gps_track ? [i.gps_track] : []))}
          yearFilter
          subAssets={subAssets}
          onMarkerClick={(id) => setShown(issues?.find((i) => i.id === id) ?? null)}
          shareView={!shown}
          home={asset ? { longitude: asset.longitude, latitude: asset.latitude } : null}
          height={MAP.viewHeight}
        />
        <IssueSummaryDialog issue={shown} onClose={() => setShown(null)} />
      </>
    );
  }
  return (
    <>
      {panel}
      <DataTable
        ariaLabel="Vegetation issues"
        rows={filtered ?? []}
        columns={columns}
        loading={filtered === undefined}
        initialSort={[
          { field: 'area', sort: 'asc' },
          { field: 'inspection_date', sort: 'desc' },
        ]}
        search={{
          placeholder: `Search area or ${TOOL_ISSUE_ID_LABEL}`,
          matches: (row, text) => matchesText(row.area, text) || String(toolIssueId(row)) === text.trim(),
        }}
        toolbar={enterData}
      />
    </>
  );
}
