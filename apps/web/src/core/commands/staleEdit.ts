import { sameValue } from '@verge/domain';

/**
 * What an edit command sends for the server to merge it with edits made meanwhile: for each editable field the
 * user changed, the value it had in the version the edit started from, and when the edit was made.
 */
export function staleEdit<F extends Record<string, unknown>>(
  existing: Readonly<Record<string, unknown>>,
  incoming: F,
  editable: readonly (keyof F & string)[],
): { base: Partial<F>; editedAt: string } {
  const base: Partial<F> = {};
  for (const field of editable) {
    if (!sameValue(existing[field], incoming[field])) base[field] = existing[field] as F[typeof field];
  }
  return { base, editedAt: new Date().toISOString() };
}
