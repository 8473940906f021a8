import { createTheme } from '@mui/material/styles';
import { PRIMARY_COLOUR, TOP_BAR_HEIGHT } from '@verge/domain';

/** Dark theme, primary #BBBF1D (spec 1 §1). */
export const theme = createTheme({
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
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiDialog: { defaultProps: { fullWidth: true } },
  },
});

/** Avatar colours: orange while unsynced data exists, olive otherwise; initials in the colour that reads on each. */
export const AVATAR_COLOURS = {
  unsynced: { bgcolor: '#F57C00', color: '#1a1a1a' },
  synced: { bgcolor: '#6B6E12', color: '#fff' },
} as const;
