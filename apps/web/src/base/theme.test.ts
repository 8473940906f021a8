import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, appTheme, theme } from './theme';

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

describe('less motion', () => {
  it('leaves out transitions and ripples when the device asks for less motion, and only then', () => {
    const still = appTheme(true);
    expect(still.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(still.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    const moving = appTheme(false);
    expect(moving.transitions.create(['opacity'])).toMatch(/^opacity \d+ms/);
    expect(moving.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(false);
  });

  it("stills CSS animations (spinners, skeletons) under the device's setting", () => {
    const overrides = theme.components?.MuiCssBaseline?.styleOverrides as Record<string, unknown>;
    expect(overrides['@media (prefers-reduced-motion: reduce)']).toEqual({
      '*, *::before, *::after': expect.objectContaining({ animationIterationCount: '1 !important' }),
    });
  });
});
