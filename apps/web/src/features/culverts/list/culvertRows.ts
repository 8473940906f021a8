import { culvertMidpoint, isOverdue, OVERDUE_LABEL } from '@verge/domain';
import { markerKindFor } from '../../../components/map/mapImages';
import type { MapMarkerItem } from '../../../components/map/mapTypes';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';

/** A culvert as the list and the map show it: with its latest inspection and whether that one is overdue. */
export type CulvertRow = LocalCulvert & { latest: LocalInspection | null; overdue: boolean };

export function culvertRows(
  culverts: readonly LocalCulvert[],
  latest: ReadonlyMap<number, LocalInspection>,
  today: string,
): CulvertRow[] {
  return culverts.map((culvert) => {
    const inspection = latest.get(culvert.id) ?? null;
    return { ...culvert, latest: inspection, overdue: isOverdue(inspection, today) };
  });
}

/**
 * Markers at the midpoint of inlet and outlet, coloured by the latest inspection's risk (grey when none),
 * labelled with the site id and 'Overdue' when the next inspection is past due.
 */
export function culvertMarkers(rows: readonly CulvertRow[]): MapMarkerItem[] {
  return rows.flatMap((row) => {
    const position = culvertMidpoint(row);
    if (!position) return [];
    const site = row.site_culvert_id.trim();
    const label = row.overdue ? [site, OVERDUE_LABEL].filter(Boolean).join(' · ') : site;
    return [{ id: row.id, position, kind: markerKindFor(row.latest?.risk_score ?? null), label }];
  });
}
