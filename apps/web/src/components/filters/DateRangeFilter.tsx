import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * A date field at least as wide as its whole date (or the browser's 'mm/dd/yyyy' while empty) and its picker
 * button, in whatever format the browser's locale gives it; it grows to share the row, and a cell too narrow for
 * two puts the second under the first instead of cutting both off.
 */
const dateFieldSx = {
  flex: '1 1 auto',
  '& input': { fieldSizing: 'content', width: 'auto', flexGrow: 1 },
} as const;

/** A date range: one date means on or after, two mean between (either order). */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="date"
        label={`${label} from`}
        value={from ?? ''}
        onChange={(e) => onChange(e.target.value || null, to)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={dateFieldSx}
      />
      <TextField
        size="small"
        type="date"
        label="to"
        value={to ?? ''}
        onChange={(e) => onChange(from, e.target.value || null)}
        // Two ranges may share a panel: the second field is named after its range too.
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${label} to` } }}
        sx={dateFieldSx}
      />
    </Stack>
  );
}
