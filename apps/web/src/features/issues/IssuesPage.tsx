import Button from '@mui/material/Button';
import { MAP, matchesText, maxRisk, TOOL_ISSUE_ID_LABEL, toolIssueId } from '@verge/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { LazyMap } from '../../components/map/LazyMap';
import { markerKindFor } from '../../components/map/mapImages';
import type { MapMarkerItem } from '../../components/map/mapTypes';
import { DataTable } from '../../components/table/DataTable';
import { useAreas, useAssets, useIssues } from '../../local/queries';
import { issueColumns } from './issueColumns';

/** Vegetation issues of the selected asset, as a table or on the map (the stored Map View flag). */
export default function IssuesPage() {
  const session = useSession();
  const navigate = useNavigate();
  const issues = useIssues();
  const areas = useAreas();
  const assets = useAssets();
  const columns = useMemo(() => issueColumns(), []);
  const asset = assets?.find((a) => a.id === session.settings.selectedAssetId);

  const markers = useMemo<MapMarkerItem[]>(
    () =>
      (issues ?? []).flatMap((issue) => {
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
    [issues],
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
        {enterData}
        <div style={{ height: 12 }} />
        <LazyMap
          areas={mapAreas}
          markers={markers}
          tracks={(issues ?? []).flatMap((i) => (i.gps_track ? [i.gps_track] : []))}
          yearFilter
          home={asset ? { longitude: asset.longitude, latitude: asset.latitude } : null}
          height={MAP.viewHeight}
        />
      </>
    );
  }
  return (
    <DataTable
      ariaLabel="Vegetation issues"
      rows={issues ?? []}
      columns={columns}
      loading={issues === undefined}
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
  );
}
