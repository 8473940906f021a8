/**
 * Vegetation issues: their calls, their read shape (live, and stored for the asset pull) and the lookups their
 * rules check against.
 */
export { installIssueSyncRows } from './issueSyncRows';
export { buildIssueSyncRows, issueSyncJsonText } from './issueSyncRows.queries';
export { readRuleLookups } from './issues.queries';
export { issuesJsonArray } from './issues.read';
export { issuesHandlers } from './issues.routes';
