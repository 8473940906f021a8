import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, theme } from './theme';

// WCAG AA for normal-size text.
const AA = 4.5;

describe('theme colours', () => {
  it('puts text on every coloured button in a colour that reads (AA)', () => {
    for (const name of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      const { main, contrastText } = theme.palette[name];
      expect(getContrastRatio(contrastText, main), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it("writes the avatar's initials in a colour that reads on both of its backgrounds (AA)", () => {
    for (const [state, { color, bgcolor }] of Object.entries(AVATAR_COLOURS)) {
      expect(getContrastRatio(color, bgcolor), state).toBeGreaterThanOrEqual(AA);
    }
  });
});
