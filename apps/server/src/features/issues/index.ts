/**
 * Vegetation issues: their calls, their read shape (live, and stored for the asset pull) and the lookups their
 * rules check against.
 */
export { buildIssueSyncRows, installIssueSyncRows, issueSyncJsonText } from './issueSyncRows';
export { readRuleLookups } from './issues.queries';
export { issuesJsonArray } from './issues.read';
export { issuesHandlers } from './issues.routes';
