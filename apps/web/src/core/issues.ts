import { callApi } from './api/client';
import type { LocalIssue } from './store/db';

export { deleteIssues } from './commands/deleteIssues';
export type { NewIssueRequest } from './commands/issueCommands';
export {
  createIssue,
  deleteSyncedIssue,
  discardQueuedIssue,
  editIssue,
  removeIssuePhoto,
} from './commands/issueCommands';
export type { LocalIssue } from './store/db';
export type { IssueMapFacts } from './store/issueMapFacts';
export { preloadIssueMapFacts } from './store/issueMapFactsRead';
export { useAreaIssueRows, useIssue, useIssues } from './store/readHooks';
export { findSimilarIssue, type SimilarFound } from './store/similarRecords';
export { useMapFirstIssues } from './store/useIssueMapFacts';

/** The one-issue PDF report, made by the server (online only). */
export const issuePdf = (issue: Pick<LocalIssue, 'id' | 'assetId'>) =>
  callApi('issuesPdf', { assetId: issue.assetId, issueId: issue.id });
