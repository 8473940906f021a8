import type { LocalInspection } from '../../../core/inspections';
import { deleteInspection } from '../../../core/inspections';

/**
 * Delete synced inspections (spec 2 §4 'Inspection deletion'): each is hidden on the device at once and its
 * delete queued as one command per inspection. Returns the ids that could not be deleted.
 */
export async function deleteInspections(
  inspections: readonly LocalInspection[],
  assetId: number | null,
): Promise<number[]> {
  const failed: number[] = [];
  for (const inspection of inspections) {
    try {
      await deleteInspection(inspection, assetId);
    } catch (error) {
      console.error(`Deleting inspection ${inspection.id} failed`, error);
      failed.push(inspection.id);
    }
  }
  return failed;
}
