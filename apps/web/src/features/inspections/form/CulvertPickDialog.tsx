import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { compareNatural, matchesText } from '@verge/domain';
import { useMemo, useState } from 'react';
import { DetailDialog } from '../../../components/dialogs/DetailDialog';
import { SearchBox } from '../../../components/table/SearchBox';
import type { LocalCulvert } from '../../../core/culverts';

export interface CulvertPickDialogProps {
  open: boolean;
  culverts: readonly LocalCulvert[];
  selectedId: number | null;
  /** A row was clicked; the parent closes the dialog. */
  onPick: (culvert: LocalCulvert) => void;
  onClose: () => void;
}

/** The dialog's body: mounted while open, so the search starts empty each time. */
function CulvertPickList({ culverts, selectedId, onPick }: Omit<CulvertPickDialogProps, 'open' | 'onClose'>) {
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      culverts
        .filter((c) => matchesText(c.site_culvert_id, search))
        .sort((a, b) => compareNatural(a.site_culvert_id, b.site_culvert_id)),
    [culverts, search],
  );
  return (
    <Stack spacing={1} sx={{ width: { sm: 500 }, maxWidth: '100%' }}>
      <SearchBox value={search} onChange={setSearch} placeholder="Search by Site Culvert Id" />
      {rows.length === 0 ? (
        <Typography sx={{ py: 2 }}>No culverts found.</Typography>
      ) : (
        <List dense disablePadding aria-label="Culverts">
          {rows.map((culvert) => (
            <ListItemButton
              key={culvert.id}
              divider
              selected={culvert.id === selectedId}
              onClick={() => onPick(culvert)}
            >
              <ListItemText
                primary={culvert.site_culvert_id}
                secondary={`${culvert.road_name}${culvert.id < 0 ? ' · Awaiting Sync' : ''}`}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Select Culvert: the selected asset's culverts by site id, narrowed by a search. */
export function CulvertPickDialog({ open, onClose, ...list }: CulvertPickDialogProps) {
  return (
    <DetailDialog open={open} title="Select Culvert" onClose={onClose}>
      <CulvertPickList {...list} />
    </DetailDialog>
  );
}
