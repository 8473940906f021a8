import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAP, type ManagementArea, type Position } from '@verge/domain';
import { useEffect, useMemo, useState } from 'react';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import { LazyMap } from '../../../components/map/LazyMap';
import { useDevicePosition } from '../../../components/map/useDevicePosition';
import { orientationAreas, viewOfAreas } from './areaItems';

export interface AreasMapDialogProps {
  open: boolean;
  areas: readonly ManagementArea[];
  /** Clicking an area picks it (and closes the dialog); without it the map is for looking only. */
  onPick?: (areaId: number) => void;
  onClose: () => void;
}

/**
 * 'See Areas': the asset's management areas on the map, with their labels. It opens on the device position
 * (marked) at the zoom where labels show, else on all the areas.
 */
export function AreasMapDialog({ open, areas, onPick, onClose }: AreasMapDialogProps) {
  const device = useDevicePosition(open);
  const mapAreas = useMemo(() => orientationAreas(areas), [areas]);
  // The first fix moves the view there once; later fixes only move the marker, so panning is not undone.
  const [here, setHere] = useState<Position | null>(null);
  useEffect(() => {
    if (!open) setHere(null);
    else if (!here && device.position) setHere(device.position);
  }, [open, here, device.position]);
  const view = useMemo(
    () => (here ? { center: here, zoom: MAP.areaLabelMinZoom } : viewOfAreas(mapAreas)),
    [here, mapAreas],
  );
  return (
    <DetailDialog open={open} title="Management Areas" onClose={onClose} maxWidth="md">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {onPick ? 'Click an area to choose it. ' : ''}Area names show when zoomed in.
      </Typography>
      <Box sx={{ width: { sm: 600 }, maxWidth: '100%' }}>
        <LazyMap
          areas={mapAreas}
          point={device.position}
          fixedView={view}
          onAreaClick={
            onPick
              ? (areaId) => {
                  onPick(areaId);
                  onClose();
                }
              : undefined
          }
          controls={false}
          shareView={false}
          height="60vh"
        />
      </Box>
    </DetailDialog>
  );
}
