import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useMemo } from 'react';
import type { MapMarkerItem } from './mapTypes';

export interface YearDialogProps {
  open: boolean;
  onClose: () => void;
  /** The markers whose years are offered, newest first. */
  markers: readonly MapMarkerItem[] | undefined;
  /** The chosen year; null: all years. */
  year: number | null;
  onChoose: (year: number | null) => void;
}

/** 'Filter by year': all years, or one of the years the markers have. */
export function YearDialog({ open, onClose, markers, year, onChoose }: YearDialogProps) {
  const years = useMemo(
    () =>
      [...new Set((markers ?? []).flatMap((m) => (m.year === undefined ? [] : [m.year])))].sort(
        (a, b) => b - a,
      ),
    [markers],
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs">
      <DialogTitle>Filter by year</DialogTitle>
      <DialogContent>
        <List dense>
          <ListItemButton selected={year === null} onClick={() => onChoose(null)}>
            <ListItemText primary="All years" />
          </ListItemButton>
          {years.map((y) => (
            <ListItemButton key={y} selected={year === y} onClick={() => onChoose(y)}>
              <ListItemText primary={String(y)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
