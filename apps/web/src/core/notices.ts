export type { NoticedRecord } from './commands/noticeCommands';
export { dismissEditNotice } from './commands/noticeCommands';
