import type { Culvert } from '../culvert';
import type { CulvertInspection } from '../inspection';
import { fixtureUuid } from './issueFixture';

/**
 * A complete culvert inspection read shape for tests; override what a test is about. The id may be negative
 * (awaiting sync, as the device holds it); the uuid follows the id unless overridden.
 */
export function inspectionFixture(overrides: Partial<CulvertInspection> = {}): CulvertInspection {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: fixtureUuid(id),
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
    inspection_date: '2026-11-01T12:00:00.000Z',
    next_inspection_date: '2027-11-01',
    comments: '',
    risk_score: 0,
    culvertStatusId: 1,
    actionsTakenIds: [],
    actionsRequiredIds: [],
    ...overrides,
  };
}

/** A complete culvert read shape for tests; override what a test is about. */
export function culvertFixture(overrides: Partial<Culvert> = {}): Culvert {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: fixtureUuid(id),
    assetId: 1,
    hidden: false,
    updated_at: '2026-11-01T00:00:00.000Z',
    site_culvert_id: `C-${id}`,
    road_name: 'Range Road 190',
    is_fish_habitat: false,
    has_markers: true,
    length: 12,
    diameter: 0.6,
    direction_of_flow: 'North',
    inlet_location: { type: 'Point', coordinates: [-116.5, 53.9] },
    outlet_location: { type: 'Point', coordinates: [-116.5001, 53.9001] },
    ...overrides,
  };
}
