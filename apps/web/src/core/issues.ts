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
export { useIssues } from './store/readHooks';
export { useMapFirstIssues } from './store/useIssueMapFacts';
