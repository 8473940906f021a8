export { AreaDialog, areaCountRows } from './AreaDialog';
export { AreaMap } from './AreaMap';
export { useAreaIssues } from './useAreaIssues';
