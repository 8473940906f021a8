import { describe, expect, it } from 'vitest';
import { CULVERT_STATUS_NOT_INSPECTABLE } from '../constants';
import { effectiveInspectionActions } from './inspectionRules';

describe('effectiveInspectionActions', () => {
  it('clears both action lists when the culvert could not be inspected', () => {
    expect(
      effectiveInspectionActions(CULVERT_STATUS_NOT_INSPECTABLE, {
        actionsTakenIds: [1, 2],
        actionsRequiredIds: [22],
      }),
    ).toEqual({ actionsTakenIds: [], actionsRequiredIds: [] });
  });

  it('keeps the actions of any other status, each id once', () => {
    expect(effectiveInspectionActions(2, { actionsTakenIds: [2, 1, 2], actionsRequiredIds: [22] })).toEqual({
      actionsTakenIds: [2, 1],
      actionsRequiredIds: [22],
    });
  });
});
