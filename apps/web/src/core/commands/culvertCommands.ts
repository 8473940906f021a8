import { type CallInput, culvertEditableFields, type UpdateCulvertRequest } from '@verge/domain';
import type { LocalCulvert } from '../store/db';
import { enqueue } from './enqueue';
import { sameEdit } from './sameEdit';
import { staleEdit } from './staleEdit';

/** Record a new culvert under its temporary id. Returns that id. */
export async function createCulvert(request: CallInput<'culvertsCreate'>): Promise<number> {
  // The answer to a duplicate warning goes to the server's history only; the local row is the culvert's fields.
  const { uuid, assetId, duplicateWarning: _answer, ...fields } = request;
  const { tempId } = await enqueue('culvertsCreate', request, { uuid, assetId }, async (local) => {
    await local.put<LocalCulvert>('culverts', {
      ...fields,
      id: local.tempId,
      uuid,
      assetId,
      hidden: false,
      updated_at: new Date().toISOString(),
    });
  });
  return tempId;
}

/** Edit a synced culvert; the local row shows the new values at once. */
export async function editCulvert(existing: LocalCulvert, request: UpdateCulvertRequest): Promise<void> {
  const { id: _id, ...fields } = request;
  const merge = staleEdit(
    existing,
    fields,
    Object.keys(culvertEditableFields) as (keyof typeof fields & string)[],
  );
  await enqueue(
    'culvertsUpdate',
    { ...request, ...merge },
    {
      assetId: existing.assetId,
      baseVersion: existing.updated_at,
      supersedes: sameEdit('culvertsUpdate', existing.id),
    },
    async (local) => {
      await local.put<LocalCulvert>('culverts', { ...existing, ...fields });
    },
  );
}
