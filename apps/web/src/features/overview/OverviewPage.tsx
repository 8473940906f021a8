import { equalsText, maxRisk } from '@verge/domain';
import { useMemo } from 'react';
import { useSession } from '../../app/session';
import { LazyMap } from '../../components/map/LazyMap';
import { DataTable } from '../../components/table/DataTable';
import { RiskDot } from '../../components/table/RiskDot';
import { useAreas, useAssets, useIssues } from '../../local/queries';

interface AreaRow {
  id: number;
  name: string;
  risk: number | null;
  originals: number;
}

/** Management areas of the selected asset with their maximum risk, as a table or on the map. */
export default function OverviewPage() {
  const session = useSession();
  const areas = useAreas();
  const issues = useIssues();
  const assets = useAssets();
  const asset = assets?.find((a) => a.id === session.settings.selectedAssetId);
  const rows = useMemo<AreaRow[]>(
    () =>
      (areas ?? []).map((area) => {
        const own = (issues ?? []).filter((i) => i.areaId === area.id);
        return {
          id: area.id,
          name: area.name,
          risk: maxRisk(own.filter((i) => i.has_issue).map((i) => i.risk_score)),
          originals: own.filter((i) => i.original_issue_id === null).length,
        };
      }),
    [areas, issues],
  );
  if (session.settings.mapView) {
    return (
      <LazyMap
        fitAreas
        areas={(areas ?? []).map((a) => ({ ...a, risk: rows.find((r) => r.id === a.id)?.risk ?? null }))}
        home={asset ? { longitude: asset.longitude, latitude: asset.latitude } : null}
      />
    );
  }
  return (
    <DataTable<AreaRow>
      ariaLabel="Management areas"
      rows={rows}
      loading={areas === undefined}
      columns={[
        {
          field: 'risk',
          headerName: 'Risk',
          width: 90,
          mobile: true,
          renderCell: ({ row }) => <RiskDot risk={row.risk} />,
        },
        { field: 'name', headerName: 'Area Name', flex: 1, mobile: true },
        { field: 'originals', headerName: 'Original Issues', width: 150, mobile: true, type: 'number' },
      ]}
      initialSort={[{ field: 'name', sort: 'asc' }]}
      search={{ placeholder: 'Search area name', matches: (row, text) => equalsText(row.name, text) }}
    />
  );
}
