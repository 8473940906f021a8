export type { InspectionDisplay } from './commands/inspectionCommands';
export {
  createInspection,
  deleteInspection,
  editInspection,
  removeInspectionPhoto,
} from './commands/inspectionCommands';
export type { LocalInspection } from './store/db';
export { useInspections } from './store/readHooks';
