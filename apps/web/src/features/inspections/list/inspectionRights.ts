import type { Session } from '../../../base/session';
import type { LocalInspection } from '../../../core/inspections';

export type InspectionViewer = Pick<Session, 'isClient'>;

/**
 * What a viewer may do with an inspection row, mirroring the server (culverts.service.ts: every inspection
 * write needs a client-company user, requireClient) and spec 2 §2: details for everyone; a follow-up and
 * deleting or editing for client users, editing and deleting only once the row is synced (id > 0).
 */
export function inspectionRowRights(inspection: Pick<LocalInspection, 'id'>, viewer: InspectionViewer) {
  const synced = inspection.id > 0;
  return {
    details: true,
    followUp: viewer.isClient,
    edit: viewer.isClient && synced,
    delete: viewer.isClient && synced,
  };
}
