export { IssueSummaryDialog } from './IssueSummaryDialog';
export { issueColumns } from './issueColumns';
export { issueMarkers, riskColouredAreas } from './issueMapLayers';
export { ROW_ACTION_LABELS } from './list/IssueRowActions';
export { useIssueFilterSet, useIssueFilters } from './list/useIssueFilters';
