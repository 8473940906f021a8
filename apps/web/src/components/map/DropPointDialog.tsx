import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MAP, type Position } from '@verge/domain';
import { useState } from 'react';
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

/** The button that opens the dialog: 'Drop Point On Map', or 'Point Has Been Set' once a point is held. */
export function DropPointButton({
  title,
  point,
  areas,
  startView,
  onChange,
  disabled,
}: {
  title: string;
  point: Position | null;
  areas?: readonly MapAreaItem[];
  startView?: MapViewProps['fixedView'];
  onChange: (point: Position | null) => void;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" disabled={disabled} onClick={() => setOpen(true)}>
        {point ? 'Point Has Been Set' : 'Drop Point On Map'}
      </Button>
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
