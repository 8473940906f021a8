import { CULVERT_STATUS_NOT_INSPECTABLE } from '../constants';

export interface InspectionActionIds {
  actionsTakenIds: number[];
  actionsRequiredIds: number[];
}

/** Spec 2 §4: a culvert that could not be inspected (status 4) has no actions taken or required. */
export function effectiveInspectionActions(
  culvertStatusId: number,
  actions: InspectionActionIds,
): InspectionActionIds {
  if (culvertStatusId === CULVERT_STATUS_NOT_INSPECTABLE)
    return { actionsTakenIds: [], actionsRequiredIds: [] };
  return {
    actionsTakenIds: [...new Set(actions.actionsTakenIds)],
    actionsRequiredIds: [...new Set(actions.actionsRequiredIds)],
  };
}
