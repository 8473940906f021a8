import type { CreateCulvertRequest } from '../culvert';
import type { DetailCulvert, DetailInspection } from '../culvertDetail';
import type { CreateInspectionRequest } from '../inspection';
import { fixtureUuid } from './issueFixture';

/** A complete culvert read shape for tests; override what a test is about. */
export function culvertFixture(overrides: Partial<DetailCulvert> = {}): DetailCulvert {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: fixtureUuid(id),
    assetId: 1,
    hidden: false,
    updated_at: '2026-11-01T00:00:00.000Z',
    site_culvert_id: `C-${id}`,
    road_name: 'Range Road 190',
    is_fish_habitat: true,
    has_markers: false,
    length: 12,
    diameter: 0.6,
    direction_of_flow: 'North',
    inlet_location: { type: 'Point', coordinates: [-116.5, 53.9] },
    outlet_location: { type: 'Point', coordinates: [-116.4, 53.8] },
    ...overrides,
  };
}

/** A complete inspection read shape for tests, of culvert 1 unless overridden. */
export function inspectionFixture(overrides: Partial<DetailInspection> = {}): DetailInspection {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: fixtureUuid(1000 + id),
    hidden: false,
    updated_at: '2026-11-01T00:00:00.000Z',
    userId: 1,
    user: 'Fran Field',
    culvertId: 1,
    photos: [],
    culvert: 'C-1',
    culvertStatus: 'Good',
    actionsTaken: [],
    actionsRequired: [],
    inspection_date: '2026-06-01T10:30:00.000Z',
    next_inspection_date: '2027-06-01',
    comments: '',
    risk_score: 1,
    culvertStatusId: 1,
    actionsTakenIds: [],
    actionsRequiredIds: [],
    ...overrides,
  };
}

/** A new culvert as the culvert form sends it (a fresh uuid, on asset 1); override what a test is about. */
export function culvertRequestFixture(overrides: Partial<CreateCulvertRequest> = {}): CreateCulvertRequest {
  return {
    uuid: crypto.randomUUID(),
    assetId: 1,
    site_culvert_id: 'C-1',
    road_name: 'Range Road 190',
    is_fish_habitat: false,
    has_markers: true,
    length: 12,
    diameter: 0.6,
    direction_of_flow: 'North',
    inlet_location: { type: 'Point', coordinates: [-116.57, 53.93] },
    outlet_location: { type: 'Point', coordinates: [-116.5702, 53.9299] },
    ...overrides,
  };
}

/** A new inspection as the inspection form sends it (a fresh uuid, of culvert 1 by user 1, no actions). */
export function inspectionRequestFixture(
  overrides: Partial<CreateInspectionRequest> = {},
): CreateInspectionRequest {
  return {
    uuid: crypto.randomUUID(),
    userId: 1,
    culvertId: 1,
    hidden: false,
    inspection_date: '2026-06-01T10:00:00.000Z',
    next_inspection_date: '2027-06-01',
    comments: '',
    risk_score: 1,
    culvertStatusId: 1,
    actionsTakenIds: [],
    actionsRequiredIds: [],
    ...overrides,
  };
}
