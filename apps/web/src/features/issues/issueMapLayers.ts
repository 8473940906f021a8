import type { ManagementArea } from '@verge/domain';
import { areaRisk, inspectionYear, issuesOfYear, representativePosition } from '@verge/domain';
import { markerKindFor } from '../../components/map/mapImages';
import type { MapAreaItem, MapMarkerItem } from '../../components/map/mapTypes';
import type { IssueMapFacts } from '../../core/issues';

/** Map markers of issues with a GPS point (or a track's first point), coloured by risk, with their year. */
export function issueMarkers(issues: readonly IssueMapFacts[]): MapMarkerItem[] {
  return issues.flatMap((issue) => {
    const position = representativePosition(issue.gps_point, issue.gps_track);
    if (!position) return [];
    return [
      {
        id: issue.id,
        position,
        kind: markerKindFor(issue.risk_score, issue.isInteractive),
        year: inspectionYear(issue.inspection_date),
      },
    ];
  });
}

/** Area polygons coloured by the maximum risk of their open issues (of one year when a year is chosen). */
export function riskColouredAreas(
  areas: readonly ManagementArea[],
  issues: readonly IssueMapFacts[],
  year: number | null,
): MapAreaItem[] {
  const byArea = new Map<number, IssueMapFacts[]>();
  for (const issue of issuesOfYear(issues, year)) {
    const list = byArea.get(issue.areaId);
    if (list) list.push(issue);
    else byArea.set(issue.areaId, [issue]);
  }
  return areas.map((area) => ({
    id: area.id,
    name: area.name,
    shape: area.shape,
    subAssetId: area.subAssetId,
    risk: areaRisk(byArea.get(area.id) ?? []),
  }));
}
