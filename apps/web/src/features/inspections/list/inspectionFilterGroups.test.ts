import { FILTER_GROUPS, INSPECTION_FILTER_DEFAULTS } from '@verge/domain';
import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { describe, expect, it } from 'vitest';
import { inspectionFilterGroups } from './inspectionFilterGroups';

const groups = inspectionFilterGroups({
  siteIds: ['C-10', 'C-2', 'C-2'],
  initiators: ['Fran Field', 'Ada Admin'],
  relations: relationsFixture({
    culvertStatuses: [{ id: 2, culvert_status: 'Fair' }],
    culvertTakenActions: [{ id: 1, inspection_action: 'Debris Cleared', action_type: 'taken' }],
    culvertRequiredActions: [{ id: 20, inspection_action: 'Replace Culvert', action_type: 'required' }],
  }),
});
const byId = new Map(groups.map((g) => [g.id, g]));

describe('inspectionFilterGroups', () => {
  it('are the ten groups of the badge, covering every filter field once', () => {
    expect(groups).toHaveLength(FILTER_GROUPS.inspections);
    expect(groups.flatMap((g) => g.fields).sort()).toEqual(Object.keys(INSPECTION_FILTER_DEFAULTS).sort());
  });

  it("chips name the choice: site ids and names as they are, actions by name, 'No actions' included", () => {
    const values = {
      ...INSPECTION_FILTER_DEFAULTS,
      culverts: ['C-2', 'C-10'],
      actionsTakenIds: [0, 1],
      actionsRequiredIds: [20],
      initiators: ['Ada Admin'],
      photoStatus: [1],
      nextDateFrom: '2027-01-01',
    };
    const chips = (id: string) => byId.get(id)?.chipValues?.(values);
    expect(chips('culverts')).toEqual(['C-2', 'C-10']);
    expect(chips('actionsTaken')).toEqual(['No Actions Taken', 'Debris Cleared']);
    expect(chips('actionsRequired')).toEqual(['Replace Culvert']);
    expect(chips('initiators')).toEqual(['Ada Admin']);
    expect(chips('photos')).toEqual(['Contain Photos']);
    expect(chips('nextDates')).toEqual(['January 1 2027']);
    expect(chips('inspectionDates')).toEqual([]);
  });
});
