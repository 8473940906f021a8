/** Edits made on stale data, merged with what changed meanwhile, and the 'Edited meanwhile' notices they leave. */
export { type EditStamp, pruneDismissedNotices } from './editNotices.queries';
export {
  editNoticesByRecord,
  editNoticesOf,
  NOTICE_JSON,
  NOTICES_FROM,
  openNotices,
} from './editNotices.read';
export { editNoticesHandlers } from './editNotices.routes';
export { resolveEdit } from './staleEdits';
