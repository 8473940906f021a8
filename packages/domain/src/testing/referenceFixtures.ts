import type { ManagementArea } from '../area';
import type { GeoLineString } from '../common';
import type { IssueAction, Relations } from '../relations';

/** A two-point track for tests. */
export const TRACK_FIXTURE: GeoLineString = {
  type: 'LineString',
  coordinates: [
    [-116.5, 53.9],
    [-116.51, 53.91],
  ],
};

/** An action taken or required, scored 0. */
export function issueActionFixture(
  id: number,
  issue_action: string,
  action_type: IssueAction['action_type'],
) {
  return { id, issue_action, score: 0, action_type };
}

/**
 * Relations lists naming what `issueRequestFixture` refers to (Weeds, Canada Thistle, No Action taken, Mowing
 * required, Small Patch, Flowering), every other list empty; override the lists a test is about.
 */
export function relationsFixture(overrides: Partial<Relations> = {}): Relations {
  return {
    takenActions: [issueActionFixture(1, 'No Action', 'taken')],
    requiredActions: [issueActionFixture(20, 'Mowing', 'required')],
    distributions: [{ id: 2, distribution: 'Small Patch', score: 2 }],
    issueTypes: [{ id: 1, issue_type: 'Weeds' }],
    physiologicalStages: [{ id: 4, physiological_stage: 'Flowering', score: 4 }],
    proximities: [],
    species: [{ id: 1, species: 'Canada Thistle', score: 3, reference_photo_url: null, vegeTypeId: 1 }],
    weedVegetationTypes: [],
    infraVegetationTypes: [],
    culvertStatuses: [],
    culvertTakenActions: [],
    culvertRequiredActions: [],
    ...overrides,
  };
}

/** A visible management area (a small triangle) named after its id; override what a test is about. */
export function areaFixture(overrides: Partial<ManagementArea> = {}): ManagementArea {
  const id = overrides.id ?? 1;
  return {
    id,
    assetId: 1,
    subAssetId: null,
    name: `Area ${id}`,
    shape: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    },
    image_label: null,
    updated_at: '2026-06-01T10:00:00.000Z',
    hidden: false,
    ...overrides,
  };
}
