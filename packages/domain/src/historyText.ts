import { formatDateTime, formatDay } from './dates';
import { formatCoordinate } from './geo';
import type { HistoryChange, HistoryEntry, HistoryMerged, HistoryTarget, HistoryValue } from './history';
import { riskLabel } from './risk';

/**
 * How the History section and the 'with history' export word an entry. A change names a column of the record (or
 * one of its lists); its label is the form's where the form has the field.
 */
const FIELD_LABELS: Record<string, string> = {
  // Issues
  inspection_date: 'Date',
  has_issue: 'Problem Vegetation Identified',
  veg_height: 'Vegetation Height (m)',
  risk_score: 'Risk',
  area_size: 'Area Size (m²)',
  action_required: 'Further Action Required',
  individual_count: 'Individual Count',
  density: 'Density',
  comments: 'Comments',
  action_taken_id: 'Action Taken',
  distribution_id: 'Distribution',
  physiological_stage_id: 'Physiological Stage',
  issue_type_id: 'Type of Problem',
  vegetation_type_id: 'Type of Vegetation',
  proximity_id: 'Proximity',
  near_low_point_drain: 'Near Low Point Drain',
  gps_point: 'GPS Point',
  gps_track: 'GPS Path',
  area_id: 'Management Area',
  original_issue_id: 'Follow-up of',
  species: 'Species',
  actionsRequired: 'Required Actions',
  assignedUsers: 'Assigned Users',
  assignedCompanies: 'Service Providers',
  photos: 'Photos',
  // Culverts
  site_culvert_id: 'Site Culvert Id',
  road_name: 'Road Name',
  is_fish_habitat: 'Fish Habitat',
  has_markers: 'Markers in Place',
  length: 'Length',
  diameter: 'Diameter',
  direction_of_flow: 'Direction of Flow',
  inlet_location: 'Inlet',
  outlet_location: 'Outlet',
  // Inspections
  next_inspection_date: 'Next Inspection Date',
  culvert_status_id: 'Status',
  actions: 'Actions',
};

export const HISTORY_TEXT = {
  title: 'History',
  empty: 'No changes recorded yet.',
  notSynced: 'The history shows once this record has synced.',
  /** Changes queued on the device: the server writes the history, so they show once they reach it. */
  waiting: (n: number) =>
    n === 1
      ? 'A change saved on this device shows here once it reaches the server.'
      : `${n} changes saved on this device show here once they reach the server.`,
  showOlder: (n: number) => `Show older (${n})`,
  csvOption: 'CSV with history (each record’s changes in a last column)',
} as const;

/** The lists of a record: a change adds or removes one item. */
const LIST_FIELDS = new Set([
  'species',
  'actionsRequired',
  'assignedUsers',
  'assignedCompanies',
  'photos',
  'actions',
]);

export const historyFieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

const EMPTY = '(none)';

function isGeometry(value: HistoryValue): value is { type: string; coordinates: HistoryValue[] } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'coordinates' in value;
}

/** A position as latitude, longitude (GeoJSON holds longitude first). */
const at = ([lng, lat]: readonly number[]) => `${formatCoordinate(lat ?? 0)}, ${formatCoordinate(lng ?? 0)}`;

/** A value as the timeline shows it: Yes/No, risk words, dates in the app's format, a point's latitude, longitude. */
export function historyValueText(field: string, value: HistoryValue): string {
  if (value === null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A value the form works out (density) can carry a float's every digit.
  if (typeof value === 'number' && !Number.isInteger(value)) return String(Number(value.toFixed(3)));
  if (field === 'risk_score' && typeof value === 'number') return riskLabel(value);
  if (field === 'next_inspection_date' && typeof value === 'string') return formatDay(value);
  if (field === 'inspection_date' && typeof value === 'string') return formatDateTime(value);
  if (isGeometry(value)) {
    if (value.type === 'Point') return at(value.coordinates as number[]);
    return `a path of ${value.coordinates.length} points`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line of an entry: 'Comments: Thistle patch → Sprayed', 'Species added: Leafy Spurge', 'Photo removed'. */
export function historyChangeText(change: HistoryChange): string {
  const label = historyFieldLabel(change.field);
  if (LIST_FIELDS.has(change.field)) {
    const added = change.old === null;
    if (change.field === 'photos') return added ? 'Photo added' : 'Photo removed';
    const item = historyValueText(change.field, added ? change.new : change.old);
    return `${label} ${added ? 'added' : 'removed'}: ${item}`;
  }
  return `${label}: ${historyValueText(change.field, change.old)} → ${historyValueText(change.field, change.new)}`;
}

/** A stale edit's merge: 'Comments: kept as Edited meanwhile (Sprayed), after an edit by J. Smith'. */
export function historyMergedText(merged: HistoryMerged): string {
  const by = merged.by ? `, after an edit by ${merged.by}` : '';
  return `${historyFieldLabel(merged.field)}: ${historyValueText(merged.field, merged.value)} kept as Edited meanwhile${by}`;
}

const ACTION_WORDS: Record<HistoryEntry['action'], string> = {
  created: 'Created',
  edited: 'Edited',
  deleted: 'Deleted',
};

const TARGET_WORDS: Record<HistoryTarget, string> = {
  'vegetation-issue': 'Issue',
  culvert: 'Culvert',
  'culvert-inspection': 'Inspection',
};

/** 'Edited by Jane Smith (Acme Pipelines)'; `withTarget` names the kind of record ('Inspection edited by …'). */
export function historyEntryTitle(entry: HistoryEntry, withTarget = false): string {
  const action = ACTION_WORDS[entry.action];
  const what = withTarget ? `${TARGET_WORDS[entry.targetType]} ${action.toLowerCase()}` : action;
  const company = entry.company ? ` (${entry.company})` : '';
  return `${what} by ${entry.user}${company}`;
}

/**
 * When and how the change was made: the device's time (and 'offline') when the app sent it, and the server's when
 * that differs by more than a minute (an offline change synced later).
 */
export function historyEntryWhen(entry: HistoryEntry): string {
  const server = formatDateTime(entry.updated_at);
  if (!entry.deviceAt) return server;
  const made = `${formatDateTime(entry.deviceAt)}${entry.offline ? ', offline' : ''}`;
  const late = Date.parse(entry.updated_at) - Date.parse(entry.deviceAt) > 60_000;
  return late ? `${made} · synced ${server}` : made;
}

/** Where: the record's position after the change, and the device's when the app had it; null when neither. */
export function historyEntryWhere(entry: HistoryEntry): string | null {
  const places = [
    ...(entry.recordPosition ? [`Record at ${at(entry.recordPosition.coordinates)}`] : []),
    ...(entry.devicePosition ? [`Device at ${at(entry.devicePosition)}`] : []),
  ];
  return places.length > 0 ? places.join(' · ') : null;
}

/**
 * What the user answered a duplicate warning with: 'Saved after a warning of a similar issue 12 m away (Verge Id
 * 204)', 'Added as a follow-up after a warning of …'; a culvert's names the culvert by its record.
 */
export function historyWarningText(
  entry: Pick<HistoryEntry, 'targetType' | 'duplicateWarning'>,
): string | null {
  const warning = entry.duplicateWarning;
  if (!warning) return null;
  const choice = warning.choice === 'followUp' ? 'Added as a follow-up' : 'Saved';
  const metres = Math.round(warning.distanceM);
  const similar =
    entry.targetType === 'culvert'
      ? `a culvert ${metres} m away`
      : `a similar issue ${metres} m away (Verge Id ${warning.recordId})`;
  return `${choice} after a warning of ${similar}`;
}

/** Every line of an entry: the answer to a duplicate warning, the changes, then merges. */
export function historyEntryLines(entry: HistoryEntry): string[] {
  const warning = historyWarningText(entry);
  return [
    ...(warning ? [warning] : []),
    ...entry.changes.map(historyChangeText),
    ...entry.merged.map(historyMergedText),
  ];
}

/** A record's entries, keyed by the export row's record id (a culvert's row holds its inspection's too). */
export type HistoryByRecord = Readonly<Record<number, readonly HistoryEntry[]>>;

/**
 * A record's history in one spreadsheet cell, newest first, an entry per line:
 * 'June 1 2026 - 10:00, offline — Edited by Jane Smith (Acme): Comments: A → B; Photo added'.
 */
export function historyCellText(entries: readonly HistoryEntry[], withTarget = false): string {
  return entries
    .map((entry) => {
      const lines = historyEntryLines(entry);
      const changes = lines.length > 0 ? `: ${lines.join('; ')}` : '';
      return `${historyEntryWhen(entry)} — ${historyEntryTitle(entry, withTarget)}${changes}`;
    })
    .join('\n');
}
