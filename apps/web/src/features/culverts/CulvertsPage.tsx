import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { matchesText } from '@verge/domain';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { LazyMap } from '../../components/map/LazyMap';
import { markerKindFor } from '../../components/map/mapImages';
import type { MapMarkerItem } from '../../components/map/mapTypes';
import { DataTable } from '../../components/table/DataTable';
import type { LocalCulvert } from '../../local/db';
import { useAssets, useCulverts, useInspections } from '../../local/queries';

/** Culverts of the selected asset: list, or markers at the midpoint of inlet and outlet. */
export default function CulvertsPage() {
  const session = useSession();
  const navigate = useNavigate();
  const culverts = useCulverts();
  const inspections = useInspections();
  const assets = useAssets();
  const asset = assets?.find((a) => a.id === session.settings.selectedAssetId);

  const markers = useMemo<MapMarkerItem[]>(
    () =>
      (culverts ?? []).flatMap((culvert) => {
        const ends = [culvert.inlet_location, culvert.outlet_location].flatMap((p) =>
          p ? [p.coordinates] : [],
        );
        if (ends.length === 0) return [];
        const lng = ends.reduce((s, p) => s + p[0], 0) / ends.length;
        const lat = ends.reduce((s, p) => s + p[1], 0) / ends.length;
        const latest = (inspections ?? [])
          .filter((i) => i.culvertId === culvert.id)
          .sort((a, b) => b.inspection_date.localeCompare(a.inspection_date))[0];
        return [
          {
            id: culvert.id,
            position: [lng, lat],
            kind: markerKindFor(latest?.risk_score ?? null),
            label: culvert.site_culvert_id,
          },
        ];
      }),
    [culverts, inspections],
  );

  const create = session.isClient && (
    <Button variant="contained" onClick={() => navigate('/culvert/add')}>
      Create New Culvert
    </Button>
  );
  if (session.settings.mapView) {
    return (
      <>
        {create}
        <div style={{ height: 12 }} />
        <LazyMap
          markers={markers}
          home={asset ? { longitude: asset.longitude, latitude: asset.latitude } : null}
        />
      </>
    );
  }
  return (
    <DataTable<LocalCulvert>
      ariaLabel="Culverts"
      rows={culverts ?? []}
      loading={culverts === undefined}
      selectable
      collapsible={{ show: 'Show Culverts', hide: 'Hide Culverts' }}
      columns={[
        { field: 'site_culvert_id', headerName: 'Culvert ID', flex: 1, mobile: true },
        { field: 'road_name', headerName: 'Road Name', flex: 1, mobile: true },
        {
          field: 'synced',
          headerName: 'Sync',
          width: 130,
          valueGetter: (_v, row) => (row.id < 0 ? 'Awaiting Sync' : 'Synced'),
        },
        {
          field: 'edit',
          headerName: '',
          width: 70,
          sortable: false,
          mobile: true,
          renderCell: ({ row }) =>
            session.isClient && row.id > 0 ? (
              <IconButton
                aria-label={`Edit ${row.site_culvert_id}`}
                onClick={() => navigate(`/culverts/edit/${row.id}`)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            ) : null,
        },
      ]}
      initialSort={{ field: 'site_culvert_id', sort: 'asc' }}
      search={{
        placeholder: 'Search culverts',
        matches: (row, text) => matchesText(row.site_culvert_id, text) || matchesText(row.road_name, text),
      }}
      toolbar={create}
    />
  );
}
