import type { CreateIssueRequest, VegetationIssue } from '../issue';

/** A fixed v4 uuid for a fixture id (its absolute value, so a temporary negative id gets one too). */
export function fixtureUuid(id: number): string {
  return `00000000-0000-4000-8000-${String(Math.abs(id)).padStart(12, '0')}`;
}

/**
 * A complete issue read shape for tests; override what a test is about. The id may be negative (an issue
 * awaiting sync, as the device holds it); the uuid follows the id unless overridden.
 */
export function issueFixture(overrides: Partial<VegetationIssue> = {}): VegetationIssue {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: fixtureUuid(id),
    hidden: false,
    updated_at: '2026-11-01T00:00:00.000Z',
    assetId: 1,
    userId: 1,
    user: 'Fran Field',
    original_issue_id: null,
    subsequentIssueIds: [],
    thirdPartyCompanyIds: [],
    assignedUserIds: [],
    photos: [],
    isInteractive: true,
    inspection_date: '2026-11-01T12:00:00.000Z',
    has_issue: true,
    veg_height: null,
    risk_score: 5,
    area_size: null,
    gps_track: null,
    gps_point: { type: 'Point', coordinates: [-116.5, 53.9] },
    action_required: true,
    individual_count: null,
    density: null,
    comments: '',
    areaId: 1,
    actionTakenId: null,
    distributionId: null,
    physiologicalStageId: null,
    issueTypeId: 1,
    vegetationTypeId: null,
    proximityId: null,
    speciesIds: [],
    actionsRequiredIds: [],
    near_low_point_drain: null,
    area: 'Area 1',
    issue_type: 'Weeds',
    distribution: null,
    physiological_stage: null,
    proximity: null,
    vegetation_type: null,
    species: [],
    action_taken: null,
    actionsRequired: [],
    ...overrides,
  };
}

/**
 * A complete create request that passes the issue rules against the demo seed's relations (a Weeds issue with
 * one species, an action taken and one required); override what a test is about. Callers that send it to a
 * server pass a fresh `uuid`; the default is a fixed one.
 */
export function issueRequestFixture(overrides: Partial<CreateIssueRequest> = {}): CreateIssueRequest {
  return {
    uuid: fixtureUuid(1),
    userId: 1,
    originalIssueId: null,
    thirdPartyCompanyIds: [],
    inspection_date: '2026-06-01T10:30:00.000Z',
    has_issue: true,
    veg_height: 1.5,
    risk_score: 5,
    area_size: 10,
    gps_track: null,
    gps_point: { type: 'Point', coordinates: [-116.5765, 53.9333] },
    action_required: true,
    individual_count: 20,
    density: 2,
    comments: 'Thistle patch beside the valve site',
    areaId: 1,
    actionTakenId: 1,
    distributionId: 2,
    physiologicalStageId: 4,
    issueTypeId: 1,
    vegetationTypeId: null,
    proximityId: null,
    speciesIds: [1],
    actionsRequiredIds: [20],
    near_low_point_drain: null,
    ...overrides,
  };
}
