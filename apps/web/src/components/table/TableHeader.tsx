import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SearchBox } from './SearchBox';

interface TableHeaderProps {
  /** The button texts to show and hide the table, and whether it shows. */
  collapsible?: { show: string; hide: string };
  open: boolean;
  onToggle: () => void;
  search?: { placeholder?: string; text: string; onChange: (text: string) => void };
  /** How many rows are ticked, when rows can be. */
  selected?: number;
  toolbar?: ReactNode;
}

/** The line above a table: its show/hide button, search box, count of ticked rows and toolbar. */
export function TableHeader({ collapsible, open, onToggle, search, selected, toolbar }: TableHeaderProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      {collapsible && (
        <Button color="inherit" onClick={onToggle} endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}>
          {open ? collapsible.hide : collapsible.show}
        </Button>
      )}
      {search && (
        <SearchBox value={search.text} onChange={search.onChange} placeholder={search.placeholder} />
      )}
      {selected !== undefined && selected > 0 && (
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          {selected} selected
        </Typography>
      )}
      <Box sx={{ flex: 1 }} />
      {toolbar}
    </Stack>
  );
}
