/**
 * Cells and headers wrap onto more lines (rows grow to fit, see getRowHeight) rather than cut their text off;
 * on a phone with less padding, so a 390-px screen shows more of each word.
 */
function wrappingStyles(small: boolean) {
  const padding = small ? '6px' : '10px';
  return {
    border: 0,
    '& .MuiDataGrid-cell': {
      flexWrap: 'wrap',
      alignContent: 'center',
      columnGap: 1,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      lineHeight: 1.35,
      py: small ? 0.75 : 1,
      px: padding,
    },
    '& .MuiDataGrid-columnHeader': { px: padding },
    '& .MuiDataGrid-cellCheckbox, & .MuiDataGrid-columnHeaderCheckbox': { p: 0 },
    '& .MuiDataGrid-columnHeaderTitleContainer, & .MuiDataGrid-columnHeaderTitleContainerContent': {
      whiteSpace: 'normal',
    },
    // Room for an empty table's text and its button.
    '--DataGrid-overlayHeight': '160px',
    '& .MuiDataGrid-columnHeaderTitle': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      lineHeight: 1.2,
    },
  } as const;
}

/** The grid's styles on a wide screen and on a phone: one object each, so a render hands the grid the same. */
export const GRID_STYLES = { wide: wrappingStyles(false), phone: wrappingStyles(true) } as const;
