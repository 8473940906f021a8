import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A grid cell's text that wraps onto a second line (then ends in an ellipsis) instead of being cut off after a
 * few letters: phone-width tables whose names are long.
 */
export function TwoLineCell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
      <Box
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          lineHeight: 1.2,
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
