import CheckIcon from '@mui/icons-material/Check';
import ClearIcon from '@mui/icons-material/Clear';
import MyLocationIcon from '@mui/icons-material/MyLocation';
import RouteIcon from '@mui/icons-material/Route';
import StopIcon from '@mui/icons-material/Stop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatCoordinate,
  type GeoLineString,
  type GeoPoint,
  MAP,
  type Position,
  representativePosition,
} from '@verge/domain';
import { useMemo } from 'react';
import { useSelectedAssetId } from '../../../base/session';
import { DropPointButton } from '../../../components/map/DropPointDialog';
import { PointMap } from '../../../components/map/PointMap';
import { useDevicePosition } from '../../../components/map/useDevicePosition';
import { useAreas } from '../../../core/areas';
import { orientationAreas, viewOfAreas } from './areaItems';
import type { GpsPath } from './useGpsPath';

export interface GpsValue {
  point: GeoPoint | null;
  track: GeoLineString | null;
}

export interface GpsFieldsProps extends GpsValue {
  onChange: (value: GpsValue) => void;
  /** The form's path tracker (the form owns it, so saving while tracking can stop it). */
  gpsPath: GpsPath;
  /** The form's message for this section, e.g. 'A gps field is required, either a point or a delineation'. */
  error?: string;
  disabled?: boolean;
}

const PREVIEW_HEIGHT = 200;

/** The form's GPS section: a point (my location or dropped on the map) and/or a walked path, with a preview. */
export function GpsFields({ point, track, onChange, gpsPath, error, disabled = false }: GpsFieldsProps) {
  const device = useDevicePosition(!disabled);
  const assetId = useSelectedAssetId();
  const areas = useAreas(assetId);
  const mapAreas = useMemo(() => orientationAreas(areas), [areas]);
  const tracking = gpsPath.state === 'tracking';
  const shownTrack = tracking ? gpsPath.path : track;
  const tracks = useMemo(() => (shownTrack ? [shownTrack] : []), [shownTrack]);

  const setPoint = (position: Position | null) =>
    onChange({ point: position ? { type: 'Point', coordinates: position } : null, track });
  const stopTracking = () => {
    const line = gpsPath.stop();
    if (line) onChange({ point, track: line });
  };
  const clearPath = () => {
    gpsPath.clear();
    onChange({ point, track: null });
  };

  // The preview follows the walker while tracking; otherwise it shows the point, else the path's start.
  const focus = tracking ? (gpsPath.path?.coordinates.at(-1) ?? null) : representativePosition(point, track);
  const [focusLng, focusLat] = focus ?? [];
  const view = useMemo(
    () =>
      focusLng === undefined || focusLat === undefined
        ? null
        : { center: [focusLng, focusLat] as Position, zoom: MAP.pointZoom },
    [focusLng, focusLat],
  );
  // Without a point, the drop-point map opens where the device is, else on the asset's areas.
  const areasView = useMemo(() => viewOfAreas(mapAreas), [mapAreas]);
  const dropStart = device.position ? { center: device.position, zoom: MAP.pointZoom } : areasView;
  const status = gpsPath.error ?? device.error;

  return (
    <Box role="group" aria-label="GPS point or path">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          startIcon={<MyLocationIcon />}
          disabled={disabled || !device.position}
          onClick={() => setPoint(device.position)}
        >
          Use My Location
        </Button>
        <DropPointButton
          title="Click to Place Point"
          point={point?.coordinates ?? null}
          areas={mapAreas}
          startView={dropStart}
          onChange={setPoint}
          disabled={disabled}
        />
        {tracking ? (
          <Button variant="contained" color="warning" startIcon={<StopIcon />} onClick={stopTracking}>
            Tracking A Path - Press to Stop
          </Button>
        ) : track ? (
          <>
            <Chip icon={<CheckIcon />} color="success" variant="outlined" label="Path Set" />
            <Button color="inherit" disabled={disabled} onClick={clearPath}>
              Clear Path
            </Button>
          </>
        ) : (
          <Button variant="outlined" startIcon={<RouteIcon />} disabled={disabled} onClick={gpsPath.start}>
            Track A Path
          </Button>
        )}
      </Stack>
      {point && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="body2" data-testid="gps-point">
            Latitude {formatCoordinate(point.coordinates[1])}, Longitude{' '}
            {formatCoordinate(point.coordinates[0])}
          </Typography>
          <IconButton
            size="small"
            aria-label="Clear Point"
            disabled={disabled}
            onClick={() => setPoint(null)}
          >
            <ClearIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
      {shownTrack && (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="gps-path">
          Path of {shownTrack.coordinates.length} points
          {tracking ? ' so far' : ''}
        </Typography>
      )}
      {tracking && !shownTrack && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Walk the path; positions are recorded as you move.
        </Typography>
      )}
      {!disabled && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {status ??
            (device.accuracy === null
              ? 'Waiting for a GPS fix.'
              : `GPS accuracy ${Math.round(device.accuracy)} m.`)}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {view && (
        <Box sx={{ mt: 1 }}>
          <PointMap
            point={point?.coordinates ?? null}
            tracks={tracks}
            areas={mapAreas}
            fixedView={view}
            height={PREVIEW_HEIGHT}
          />
        </Box>
      )}
    </Box>
  );
}
