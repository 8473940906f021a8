import type { DetailCulvert, DetailInspection } from '../culvertDetail';
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
