import { areaRisk, type ManagementArea, shapeCentre } from '@verge/domain';
import { useMemo } from 'react';
import { LazyMap } from '../../components/map/LazyMap';
import type { LocalIssue } from '../../core/issues';

/** One management area's polygon, coloured by its issues' highest open risk, centred at the given zoom. */
export function AreaMap({
  area,
  issues,
  zoom,
  height,
}: {
  area: ManagementArea;
  issues: readonly LocalIssue[];
  zoom: number;
  height: number;
}) {
  const fixedView = useMemo(() => {
    const centre = shapeCentre(area.shape);
    return centre ? { center: centre, zoom } : null;
  }, [area, zoom]);
  return (
    <LazyMap
      areas={[{ id: area.id, name: area.name, shape: area.shape, risk: areaRisk(issues) }]}
      fixedView={fixedView}
      shareView={false}
      controls={false}
      height={height}
    />
  );
}
