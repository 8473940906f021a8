import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a record's information card: the label beside its value, stacked on a phone. */
export function DetailLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.25 }}>
      <Typography color="text.secondary" sx={{ width: { sm: 210 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }} data-field={label}>
        {children}
      </Typography>
    </Stack>
  );
}
