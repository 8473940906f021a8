import { stampedFileName } from '@verge/domain/export/fileName';
import {
  type ExportInspectionCulvert,
  INSPECTION_CSV_FILE,
  inspectionsToCsv,
} from '@verge/domain/export/inspectionCsv';
import { saveText } from '../../../components/files/saveFile';
import type { LocalInspection } from '../../../core/inspections';

/** Save the inspections as CSV ('Culvert Inspection Export <moment>.csv'), built from the local rows (offline too). */
export function downloadInspections(
  inspections: readonly LocalInspection[],
  culverts: ReadonlyMap<number, ExportInspectionCulvert>,
): void {
  saveText(
    stampedFileName(INSPECTION_CSV_FILE, new Date()),
    inspectionsToCsv(inspections, culverts),
    'text/csv;charset=utf-8',
  );
}
