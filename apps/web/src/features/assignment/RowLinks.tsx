import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface RowLink {
  to: string;
  label: string;
  icon: ReactNode;
}

/** Whether the Actions columns use their phone form (the table's own small-screen breakpoint). */
export const useSmallTable = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** Width of an Actions column holding these links: text buttons, or icon buttons on a phone. */
export const rowLinksWidth = (links: number, small: boolean) => (small ? links * 40 + 16 : links * 130 + 16);

/**
 * The per-row links of the provider and field-user tables: text buttons, and on a phone icon buttons named by
 * the same text (tooltip and accessible name), so the row fits without cutting anything off.
 */
export function RowLinks({ links }: { links: readonly RowLink[] }) {
  const small = useSmallTable();
  return (
    <Stack direction="row" spacing={small ? 0 : 1} sx={{ alignItems: 'center', height: '100%' }}>
      {links.map((link) =>
        small ? (
          <Tooltip key={link.to} title={link.label}>
            <IconButton size="small" component={RouterLink} to={link.to} aria-label={link.label}>
              {link.icon}
            </IconButton>
          </Tooltip>
        ) : (
          <Button key={link.to} size="small" component={RouterLink} to={link.to} startIcon={link.icon}>
            {link.label}
          </Button>
        ),
      )}
    </Stack>
  );
}
