import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { latestInspectionByCulvert, localDay, MAP, type Position } from '@verge/domain';
import { useMemo } from 'react';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import { LazyMap } from '../../../components/map/LazyMap';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';
import { culvertMarkers, culvertRows } from '../../culverts';

export interface CulvertsMapDialogProps {
  open: boolean;
  culverts: readonly LocalCulvert[];
  inspections: readonly LocalInspection[];
  selectedId: number | null;
  /** Where the map opens when no culvert is chosen: the asset's position. */
  home: Position | null;
  onPick: (culvert: LocalCulvert) => void;
  onClose: () => void;
}

/** 'See Culverts': the asset's culverts on the map, opening on the chosen one (else all of them); clicking one chooses it. */
export function CulvertsMapDialog({
  open,
  culverts,
  inspections,
  selectedId,
  home,
  onPick,
  onClose,
}: CulvertsMapDialogProps) {
  const markers = useMemo(
    () => culvertMarkers(culvertRows(culverts, latestInspectionByCulvert(inspections), localDay(new Date()))),
    [culverts, inspections],
  );
  const view = useMemo(() => {
    const chosen = markers.find((m) => m.id === selectedId);
    if (chosen) return { center: chosen.position, zoom: MAP.culvertPointZoom };
    const middle = (axis: 0 | 1) => markers.reduce((sum, m) => sum + m.position[axis], 0) / markers.length;
    const center: Position =
      markers.length > 0
        ? [middle(0), middle(1)]
        : (home ?? [MAP.defaultCentre.longitude, MAP.defaultCentre.latitude]);
    return { center, zoom: MAP.assetZoom };
  }, [markers, selectedId, home]);
  return (
    <DetailDialog open={open} title="Culverts" onClose={onClose} maxWidth="md">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {markers.length > 0
          ? 'Click a culvert to choose it.'
          : 'No culvert has an inlet or outlet location yet.'}
      </Typography>
      <Box sx={{ width: '100%' }}>
        <LazyMap
          markers={markers}
          onMarkerClick={(id) => {
            const culvert = culverts.find((c) => c.id === id);
            if (!culvert) return;
            onPick(culvert);
            onClose();
          }}
          fixedView={view}
          controls={false}
          shareView={false}
          height="60vh"
        />
      </Box>
    </DetailDialog>
  );
}
