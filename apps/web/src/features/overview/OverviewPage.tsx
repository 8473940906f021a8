import { areaRisk, equalsText, issuesOfYear, MAP, originalCount } from '@verge/domain';
import { useMemo, useState } from 'react';
import { useSelectedAssetId, useSession } from '../../base/session';
import { assetMapHome } from '../../components/map/assetHome';
import { LazyMap } from '../../components/map/LazyMap';
import { DataTable } from '../../components/table/DataTable';
import { RiskDot } from '../../components/table/RiskDot';
import { useAreas } from '../../core/areas';
import { useSelectedAsset } from '../../core/assets';
import type { LocalIssue } from '../../core/issues';
import { useMapFirstIssues } from '../../core/issues';
import { useSubAssets } from '../../core/subAssets';
import { AreaDialog } from '../areas';
import { IssueSummaryDialog, issueMarkers, riskColouredAreas } from '../issues';
import { OfflineMapPrompt } from '../offlineMaps';

interface AreaRow {
  id: number;
  name: string;
  risk: number | null;
  originals: number;
}

/**
 * Asset overview (spec 1 "Asset overview"): management areas of the selected asset as a table or on the
 * map, each with the maximum risk of its open issues (of the chosen year's issues on the map), its
 * original-issue count, and the area dialog on a row or polygon click.
 */
export default function OverviewPage() {
  const session = useSession();
  const assetId = useSelectedAssetId();
  const areas = useAreas(assetId);
  const mapView = session.settings.mapView;
  // The map draws every issue: from the marker index first, before the rows are read.
  const { issues, mapIssues, markersDrawn } = useMapFirstIssues(assetId, mapView, true);
  const selectedAsset = useSelectedAsset(assetId);
  const subAssets = useSubAssets(assetId);
  const [year, setYear] = useState<number | null>(null);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [issueId, setIssueId] = useState<number | null>(null);
  // The year filter only exists on the map; the table always counts every year.
  const shownYear = mapView ? year : null;

  const rows = useMemo<AreaRow[]>(() => {
    const byArea = new Map<number, LocalIssue[]>();
    for (const issue of issuesOfYear(issues ?? [], shownYear)) {
      const list = byArea.get(issue.areaId);
      if (list) list.push(issue);
      else byArea.set(issue.areaId, [issue]);
    }
    return (areas ?? []).map((area) => {
      const own = byArea.get(area.id) ?? [];
      return { id: area.id, name: area.name, risk: areaRisk(own), originals: originalCount(own) };
    });
  }, [areas, issues, shownYear]);
  const mapAreas = useMemo(
    () => riskColouredAreas(areas ?? [], mapIssues ?? [], shownYear),
    [areas, mapIssues, shownYear],
  );
  const markers = useMemo(() => mapIssues && issueMarkers(mapIssues), [mapIssues]);

  // Below the page's content, so that appearing it moves nothing under the user's finger.
  const dialogs = (
    <>
      {assetId !== null && <OfflineMapPrompt assetId={assetId} />}
      <AreaDialog areaId={areaId} year={shownYear} onClose={() => setAreaId(null)} />
      <IssueSummaryDialog
        issue={issues?.find((i) => i.id === issueId) ?? null}
        onClose={() => setIssueId(null)}
      />
    </>
  );
  if (mapView) {
    return (
      <>
        <LazyMap
          fitAreas
          areas={mapAreas}
          markers={markers}
          subAssets={subAssets}
          yearFilter
          onYearChange={setYear}
          onAreaClick={setAreaId}
          onMarkerClick={setIssueId}
          onMarkersDrawn={markersDrawn}
          shareView={areaId === null && issueId === null}
          {...assetMapHome(selectedAsset)}
          height={MAP.viewHeight}
        />
        {dialogs}
      </>
    );
  }
  return (
    <>
      <DataTable<AreaRow>
        ariaLabel="Management areas"
        rows={rows}
        loading={areas === undefined}
        empty={{ text: 'No management areas on this asset yet' }}
        columns={[
          {
            field: 'risk',
            headerName: 'Risk',
            width: 70,
            mobile: true,
            renderCell: ({ row }) => <RiskDot risk={row.risk} />,
          },
          { field: 'name', headerName: 'Area Name', flex: 1, minWidth: 140, mobile: true },
          { field: 'originals', headerName: 'Original Issues', width: 130, mobile: true, type: 'number' },
        ]}
        initialSort={{ field: 'name', sort: 'asc' }}
        onRowClick={(row) => setAreaId(row.id)}
        search={{ placeholder: 'Search area name', matches: (row, text) => equalsText(row.name, text) }}
      />
      {dialogs}
    </>
  );
}
