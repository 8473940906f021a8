export { IssueSummaryDialog } from './IssueSummaryDialog';
export { AWAITING_SYNC, issueColumns, SYNCED } from './issueColumns';
export { issueMarkers, riskColouredAreas } from './issueMapLayers';
export { ROW_ACTION_LABELS } from './list/IssueRowActions';
export { useIssueFilterSet, useIssueFilters } from './list/useIssueFilters';
