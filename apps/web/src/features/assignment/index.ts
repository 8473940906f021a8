export { AssignmentTable, chainIds } from './AssignmentTable';
export { RowLinks, rowLinksWidth, useSmallTable } from './RowLinks';
