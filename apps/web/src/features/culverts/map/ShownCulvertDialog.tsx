import { latestInspectionByCulvert, localDay } from '@verge/domain';
import { useMemo } from 'react';
import type { LocalCulvert } from '../../../core/culverts';
import { useInspections } from '../../../core/inspections';
import { culvertRows } from '../list/culvertRows';
import { CulvertMapDialog } from './CulvertMapDialog';

/** One culvert's dialog, as its map marker opens it, from anywhere the culvert alone is known (a form's warning). */
export function ShownCulvertDialog({
  culvert,
  onClose,
}: {
  culvert: LocalCulvert | null;
  onClose: () => void;
}) {
  const inspections = useInspections(culvert?.assetId ?? null);
  const row = useMemo(() => {
    if (!culvert) return null;
    const latest = latestInspectionByCulvert((inspections ?? []).filter((i) => i.culvertId === culvert.id));
    return culvertRows([culvert], latest, localDay(new Date()))[0];
  }, [culvert, inspections]);
  return <CulvertMapDialog row={row} onClose={onClose} />;
}
