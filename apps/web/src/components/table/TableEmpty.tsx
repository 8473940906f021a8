import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridOverlay, type GridOverlayProps } from '@mui/x-data-grid';

/** What a table says when it shows no rows: what is empty, and the way out when there is one. */
export interface EmptyState {
  /** Names what is empty, e.g. 'No issues yet' or 'No issues match these filters'. */
  text: string;
  /**
   * The way out, e.g. 'Add Issue' or 'Clear All Filters'; named apart from the toolbar's buttons (its 'Enter
   * Data' or 'Create New Alert'), so each name on the page stays one button.
   */
  action?: { label: string; onClick: () => void };
}

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    empty?: EmptyState;
  }
  interface NoResultsOverlayPropsOverrides {
    empty?: EmptyState;
  }
}

/** The grid's overlay for an empty table (its no-rows and no-results slots): the text and its action. */
export function TableEmpty({ empty, ...overlay }: GridOverlayProps & { empty?: EmptyState }) {
  if (!empty) return null;
  return (
    <GridOverlay {...overlay}>
      {/* Inside the grid: a row and a cell of it, as a grid may only hold rows (its button would break that). */}
      <Stack role="row" sx={{ alignItems: 'center' }}>
        <Stack role="gridcell" spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', p: 2 }}>
          <Typography color="text.secondary">{empty.text}</Typography>
          {empty.action && (
            <Button variant="outlined" onClick={empty.action.onClick}>
              {empty.action.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </GridOverlay>
  );
}
