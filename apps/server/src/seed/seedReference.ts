import type { Db } from '../db/client';
import {
  culvertActions,
  culvertStatuses,
  distributions,
  issueActions,
  issueTypes,
  physiologicalStages,
  proximities,
  species,
  vegetationTypes,
} from '../db/schema';
import {
  CULVERT_ACTIONS,
  CULVERT_STATUSES,
  DISTRIBUTIONS,
  ISSUE_ACTIONS,
  ISSUE_TYPES,
  PHYSIOLOGICAL_STAGES,
  PROXIMITIES,
  SPECIES,
  VEGETATION_TYPES,
} from './referenceLists';

/** Insert the reference lists that are missing; existing rows (possibly edited) are left alone. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(issueTypes).values(ISSUE_TYPES).onConflictDoNothing();
    await tx
      .insert(issueActions)
      .values(ISSUE_ACTIONS.map((a) => ({ ...a })))
      .onConflictDoNothing();
    await tx.insert(distributions).values(DISTRIBUTIONS).onConflictDoNothing();
    await tx.insert(physiologicalStages).values(PHYSIOLOGICAL_STAGES).onConflictDoNothing();
    await tx.insert(proximities).values(PROXIMITIES).onConflictDoNothing();
    await tx
      .insert(vegetationTypes)
      .values(VEGETATION_TYPES.map((v) => ({ ...v })))
      .onConflictDoNothing();
    await tx
      .insert(species)
      .values(SPECIES.map((s) => ({ ...s, reference_photo_url: null })))
      .onConflictDoNothing();
    await tx.insert(culvertStatuses).values(CULVERT_STATUSES).onConflictDoNothing();
    await tx
      .insert(culvertActions)
      .values(CULVERT_ACTIONS.map((a) => ({ ...a })))
      .onConflictDoNothing();
  });
}
