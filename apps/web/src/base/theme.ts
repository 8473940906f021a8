import { type CSSObject, createTheme } from '@mui/material/styles';
import { PRIMARY_COLOUR, TOP_BAR_HEIGHT } from '@verge/domain';

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * `px` from the safe area's edge on that side. index.html's viewport-fit=cover lets the page run under a notched
 * phone's notch and home indicator (its colours reach the screen's edges); what must be seen or tapped keeps clear.
 */
export function safeArea(side: Side, px = 0): string {
  return `calc(${px}px + env(safe-area-inset-${side}, 0px))`;
}

/** Padding of `px` on every side, from the safe area's edges. */
export function safePadding(px = 0): CSSObject {
  return {
    paddingTop: safeArea('top', px),
    paddingRight: safeArea('right', px),
    paddingBottom: safeArea('bottom', px),
    paddingLeft: safeArea('left', px),
  };
}

/** Whether the device asks for less motion: a system setting, read once at start. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The dark theme, primary #BBBF1D (spec 1 §1). With `reducedMotion` MUI's transitions and ripples are left out, and
 * CSS animations (progress spinners, skeletons) stand still after one short run whenever the device asks for less
 * motion: besides the people it is for, it spares a phone the frames, each drawn in full by a browser without a
 * graphics processor (the end-to-end suite's, which asks for it).
 */
export function appTheme(reducedMotion: boolean) {
  return createTheme({
    palette: {
      mode: 'dark',
      // Text on coloured buttons and chips (error, success, …) picks black or white by the WCAG AA ratio, not MUI's 3:1.
      contrastThreshold: 4.5,
      primary: { main: PRIMARY_COLOUR, contrastText: '#1a1a1a' },
      secondary: { main: '#7E8F3A' },
      background: { default: '#121212', paper: '#1c1d1a' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    mixins: { toolbar: { minHeight: TOP_BAR_HEIGHT } },
    ...(reducedMotion && { transitions: { create: () => 'none' } }),
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '1ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '1ms !important',
            },
          },
          // iOS Safari zooms the page into a focused field whose text is under 16 px, and stays zoomed. MUI's fields
          // draw at 1rem (16 px), but the inputs behind them keep the browser's 13.33 px: a select's native input and
          // a date field's value input, which the form focuses first when the date is wrong (it passes focus on).
          // Class rules (every MUI field's own) still win over these element rules.
          'input, select, textarea': { fontSize: 'max(16px, 1rem)' },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        // The bar's colour runs under the status bar and the notch; its buttons stay clear of them.
        styleOverrides: {
          root: {
            paddingTop: safeArea('top'),
            paddingLeft: safeArea('left'),
            paddingRight: safeArea('right'),
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiDialog: {
        defaultProps: { fullWidth: true },
        styleOverrides: {
          // A full-screen dialog (phones) fills the screen with its colour and pads its content clear of the notch
          // and home indicator; any other dialog is laid out inside the safe area.
          container: ({ ownerState }) => (ownerState.fullScreen ? {} : safePadding()),
          paperFullScreen: safePadding(),
        },
      },
      // A dialog's close button sits in its title's corner (position absolute): inside the padded paper, not at its edge.
      MuiDialogTitle: { styleOverrides: { root: { position: 'relative' } } },
      MuiSnackbar: {
        styleOverrides: {
          // MUI's own offsets (8 px on phones, 24 px from sm up), measured from the safe area's edges.
          root: ({ ownerState, theme: { breakpoints } }) => {
            const { vertical, horizontal } = ownerState.anchorOrigin ?? {
              vertical: 'bottom',
              horizontal: 'left',
            };
            return {
              [vertical]: safeArea(vertical, 8),
              left: safeArea('left', 8),
              right: safeArea('right', 8),
              [breakpoints.up('sm')]: {
                [vertical]: safeArea(vertical, 24),
                left: horizontal === 'left' ? safeArea('left', 24) : horizontal === 'center' ? '50%' : 'auto',
                right: horizontal === 'right' ? safeArea('right', 24) : 'auto',
              },
            };
          },
        },
      },
    },
  });
}

export const theme = appTheme(prefersReducedMotion());

/** Avatar colours: orange while unsynced data exists, olive otherwise; initials in the colour that reads on each. */
export const AVATAR_COLOURS = {
  unsynced: { bgcolor: '#F57C00', color: '#1a1a1a' },
  synced: { bgcolor: '#6B6E12', color: '#fff' },
} as const;
