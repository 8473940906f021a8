import MyLocationIcon from '@mui/icons-material/MyLocation';
import PlaceIcon from '@mui/icons-material/Place';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MAP, type Position } from '@verge/domain';
import { useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { useMobileLayout } from '../../base/useMobile';
import { currentPosition } from './devicePosition';
import type { MapAreaItem, MapViewProps } from './mapTypes';
import { PointMap } from './PointMap';

export interface DropPointDialogProps {
  open: boolean;
  title: string;
  /** The point held now; the map starts there. */
  point: Position | null;
  /** Areas drawn for orientation (clicks on them place the point too). */
  areas?: readonly MapAreaItem[];
  /** Where the map starts when there is no point yet (else the shared map position). */
  startView?: MapViewProps['fixedView'];
  /** The chosen point, or null for 'Remove Point'. */
  onSet: (point: Position | null) => void;
  onClose: () => void;
}

/** The dialog's body: mounted on each opening, so the draft starts from the point held. */
function DropPointBody({
  title,
  point,
  areas,
  startView,
  onSet,
  onClose,
}: Omit<DropPointDialogProps, 'open'>) {
  const [draft, setDraft] = useState<Position | null>(point);
  const [start] = useState(() => (point ? { center: point, zoom: MAP.pointZoom } : (startView ?? null)));
  return (
    <>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <PointMap point={draft} onDrawPoint={setDraft} areas={areas} fixedView={start} height="55vh" />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button
          color="inherit"
          disabled={!point && !draft}
          onClick={() => {
            onSet(null);
            onClose();
          }}
        >
          Remove Point
        </Button>
        <Button
          variant="contained"
          disabled={!draft}
          onClick={() => {
            onSet(draft);
            onClose();
          }}
        >
          Set Point
        </Button>
      </DialogActions>
    </>
  );
}

/** 'Drop Point On Map': click the map to place a point, then Set Point (or Remove Point). */
export function DropPointDialog({ open, onClose, ...body }: DropPointDialogProps) {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth fullScreen={small}>
      <DropPointBody {...body} onClose={onClose} />
    </Dialog>
  );
}

/**
 * The drop-point control (spec 2 §2): 'Drop Point On Map', or 'Point Has Been Set' once a point is held. On a
 * desktop it opens the map dialog; on a phone, with `offerCurrentLocation`, it offers 'Manually Drop Point'
 * (the dialog) and 'Drop Point At Current Location' (the device's position; a failure says why).
 */
export function DropPointButton({
  title,
  point,
  areas,
  startView,
  onChange,
  disabled,
  offerCurrentLocation = false,
}: {
  title: string;
  point: Position | null;
  areas?: readonly MapAreaItem[];
  startView?: MapViewProps['fixedView'];
  onChange: (point: Position | null) => void;
  disabled?: boolean;
  offerCurrentLocation?: boolean;
}) {
  const mobile = useMobileLayout() && offerCurrentLocation;
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [locating, setLocating] = useState(false);
  const dropHere = async () => {
    setMenu(null);
    setLocating(true);
    try {
      onChange(await currentPosition());
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setLocating(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled || locating}
        onClick={(event) => (mobile ? setMenu(event.currentTarget) : setOpen(true))}
        aria-haspopup={mobile ? 'menu' : 'dialog'}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {point ? 'Point Has Been Set' : 'Drop Point On Map'}
      </Button>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            setOpen(true);
          }}
        >
          <ListItemIcon>
            <PlaceIcon fontSize="small" />
          </ListItemIcon>
          Manually Drop Point
        </MenuItem>
        <MenuItem onClick={() => void dropHere()}>
          <ListItemIcon>
            <MyLocationIcon fontSize="small" />
          </ListItemIcon>
          Drop Point At Current Location
        </MenuItem>
      </Menu>
      <DropPointDialog
        open={open}
        title={title}
        point={point}
        areas={areas}
        startView={startView}
        onSet={onChange}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
