import { randomUUID } from 'node:crypto';
import type { CreateIssueRequest } from '@verge/domain';

/** An area an issue is recorded in: its id and a point inside it. */
export interface IssueArea {
  id: number;
  lng: number;
  lat: number;
}

/** A realistic new issue as a device records it: a thistle patch in `area`, with species and an action. */
export function issueRequest(area: IssueArea, userId: number): CreateIssueRequest {
  return {
    uuid: randomUUID(),
    userId,
    originalIssueId: null,
    thirdPartyCompanyIds: [],
    inspection_date: new Date().toISOString(),
    has_issue: true,
    veg_height: 1.2,
    risk_score: 5,
    area_size: 25,
    gps_track: null,
    gps_point: { type: 'Point', coordinates: [area.lng, area.lat] },
    action_required: true,
    individual_count: 60,
    density: 2.4,
    comments:
      'Canada thistle patch on the north edge of the right-of-way, flowering, spreading toward the ditch',
    areaId: area.id,
    actionTakenId: 1,
    distributionId: 3,
    physiologicalStageId: 4,
    issueTypeId: 1,
    vegetationTypeId: null,
    proximityId: null,
    speciesIds: [1, 8],
    actionsRequiredIds: [20],
    near_low_point_drain: null,
  };
}
