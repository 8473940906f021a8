import type { GeoPoint } from './common';
import { UNKNOWN_MEASURE } from './constants';
import { type Culvert, diameterToCm } from './culvert';
import { formatDay } from './dates';
import { formatCoordinate, formatUtm, toUtm } from './geo';
import type { CulvertInspection } from './inspection';
import { riskLabel } from './risk';

/** What the culvert card, map and exports read of a culvert: the read shape, negative id while awaiting sync. */
export type DetailCulvert = Omit<Culvert, 'id'> & { id: number };
/** What they read of an inspection: the read shape, with negative ids while it (or its culvert) awaits sync. */
export type DetailInspection = Omit<CulvertInspection, 'id' | 'culvertId'> & {
  id: number;
  culvertId: number;
};

/** The culvert card's texts for empty values (spec 2 §2 "Culvert card"). */
export const CULVERT_DETAIL_EMPTY = {
  length: 'Length unknown',
  diameter: 'Diameter unknown',
  takenActions: 'No Taken Actions',
  requiredActions: 'No Required Actions',
  inspection: 'No inspection completed.',
  comments: 'No Comments',
  coordinate: 'Not Recorded',
  /** Risk text of a culvert with no inspection (spec 2 §4). */
  risk: 'Awaiting',
  /** Dialog title of a marker whose culvert has no site id (spec 2 §2 "Culvert map"). */
  siteId: 'Culvert Not Set',
} as const;

/** Shown on a culvert whose latest inspection's next inspection date has passed. */
export const OVERDUE_LABEL = 'Overdue';

/** One line of the culvert card: its label and the text shown, fallbacks applied. */
export interface CulvertDetailField {
  label: string;
  text: string;
}

/** Inspection a before b: the later inspection date first, then the higher id (the later record). */
function newerFirst(a: DetailInspection, b: DetailInspection): number {
  const byDate = (Date.parse(b.inspection_date) || 0) - (Date.parse(a.inspection_date) || 0);
  return byDate !== 0 ? byDate : b.id - a.id;
}

/** Each culvert's latest inspection by culvert id (spec 2 §3: the latest is used for display). */
export function latestInspectionByCulvert<I extends DetailInspection>(
  inspections: readonly I[],
): Map<number, I> {
  const latest = new Map<number, I>();
  for (const inspection of inspections) {
    const known = latest.get(inspection.culvertId);
    if (!known || newerFirst(inspection, known) < 0) latest.set(inspection.culvertId, inspection);
  }
  return latest;
}

/**
 * Overdue (beyond the spec): the inspection's next inspection date lies before today (a local calendar day,
 * yyyy-MM-dd). A culvert never inspected is awaiting its first inspection, not overdue.
 */
export function isOverdue(
  inspection: Pick<DetailInspection, 'next_inspection_date'> | null | undefined,
  today: string,
): boolean {
  return !!inspection?.next_inspection_date && inspection.next_inspection_date.slice(0, 10) < today;
}

/** Risk text of a culvert: its latest inspection's risk label, or 'Awaiting' when it has none. */
export function culvertRiskText(inspection: Pick<DetailInspection, 'risk_score'> | null | undefined): string {
  return inspection ? riskLabel(inspection.risk_score) : CULVERT_DETAIL_EMPTY.risk;
}

/** A marker dialog's title: the site id, or 'Culvert Not Set' when it has none. */
export function culvertTitle(culvert: Pick<DetailCulvert, 'site_culvert_id'>): string {
  return culvert.site_culvert_id.trim() || CULVERT_DETAIL_EMPTY.siteId;
}

/** 'Yes' or 'No'. */
export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function pointLines(name: string, point: GeoPoint | null): CulvertDetailField[] {
  const empty = CULVERT_DETAIL_EMPTY.coordinate;
  const [lng, lat] = point?.coordinates ?? [];
  return [
    { label: `${name} Latitude`, text: lat === undefined ? empty : formatCoordinate(lat) },
    { label: `${name} Longitude`, text: lng === undefined ? empty : formatCoordinate(lng) },
    {
      label: `${name} UTM`,
      text: formatUtm(lng === undefined || lat === undefined ? null : toUtm(lng, lat)),
    },
  ];
}

/**
 * The culvert card's lines (spec 2 §2 "Culvert card"), photos aside: the culvert's fields (length in m,
 * diameter in cm from the stored metres, -1 unknown), inlet and outlet to 6 decimals with UTM, then the given
 * inspection's status, date, user, next date, actions and comments, or 'No inspection completed.' without one.
 * The inspection date is formatted by the caller (device time).
 */
export function culvertDetailFields(
  culvert: DetailCulvert,
  inspection: DetailInspection | null,
  context: { formatDate: (iso: string) => string },
): CulvertDetailField[] {
  const empty = CULVERT_DETAIL_EMPTY;
  const listed = (items: readonly string[], fallback: string) =>
    items.length > 0 ? items.join(', ') : fallback;
  const fields: CulvertDetailField[] = [
    { label: 'Road Name', text: culvert.road_name },
    { label: 'Direction of Flow', text: culvert.direction_of_flow },
    { label: 'Fish Habitat', text: yesNo(culvert.is_fish_habitat) },
    { label: 'Markers in Place', text: yesNo(culvert.has_markers) },
    {
      label: 'Length',
      text: culvert.length === UNKNOWN_MEASURE ? empty.length : `${culvert.length} m`,
    },
    {
      label: 'Diameter',
      text: culvert.diameter === UNKNOWN_MEASURE ? empty.diameter : `${diameterToCm(culvert.diameter)} cm`,
    },
    ...pointLines('Inlet', culvert.inlet_location),
    ...pointLines('Outlet', culvert.outlet_location),
  ];
  if (!inspection) return [...fields, { label: 'Latest Inspection', text: empty.inspection }];
  return [
    ...fields,
    { label: 'Status', text: inspection.culvertStatus },
    { label: 'Inspection Date', text: context.formatDate(inspection.inspection_date) },
    { label: 'User', text: inspection.user },
    { label: 'Next Inspection Date', text: formatDay(inspection.next_inspection_date) },
    { label: 'Actions Taken', text: listed(inspection.actionsTaken, empty.takenActions) },
    { label: 'Actions Required', text: listed(inspection.actionsRequired, empty.requiredActions) },
    { label: 'Comments', text: inspection.comments.trim() || empty.comments },
  ];
}
