/**
 * Merging an edit made on stale data (DESIGN §5 Conflicts). An edit names, in `base`, the value each
 * field it changed had in the version it started from. Fields it did not name keep the server's values;
 * a named field the server has not changed since takes the edit's value; a field both changed takes the
 * later edit's value, and the value that lost is reported so the record can show 'Edited meanwhile by …'.
 */

export interface StaleEdit<F extends Record<string, unknown>> {
  /** Every editable field as the edit would write it. */
  incoming: F;
  /** For each field the user changed, its value in the version the edit started from. */
  base: Partial<F>;
  /** When the edit was made (ISO instant). */
  editedAt: string;
  /** The record as the server holds it now; read for the fields of `incoming` only. */
  current: Readonly<Record<string, unknown>>;
  /** When the server's version was last edited; null when unknown (older than edit tracking). */
  currentEditedAt: string | null;
  /** Fields holding id lists, equal whatever their order. */
  unordered?: readonly (keyof F & string)[];
}

export interface OverwrittenValue {
  field: string;
  /** The value that lost: the server's when the edit won, else the edit's. */
  overwrittenValue: unknown;
}

export interface MergedEdit<F> {
  /** The values to write. */
  values: F;
  /** One per field both sides changed to different values. */
  overwritten: OverwrittenValue[];
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** Equal as JSON values; instants in different notations ('…00Z', '…00+00:00') are the same instant. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'string' && typeof b === 'string') {
    return ISO_INSTANT.test(a) && ISO_INSTANT.test(b) && Date.parse(a) === Date.parse(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keysA = Object.keys(a);
    const recordB = b as Record<string, unknown>;
    return (
      keysA.length === Object.keys(b).length &&
      keysA.every((key) => key in recordB && sameValue((a as Record<string, unknown>)[key], recordB[key]))
    );
  }
  return false;
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? [...value].sort((x, y) => Number(x) - Number(y)) : value;

/** The values to write for an edit that names its base, and the values that lost to a later edit. */
export function mergeEdit<F extends Record<string, unknown>>(edit: StaleEdit<F>): MergedEdit<F> {
  const unordered = new Set<string>(edit.unordered ?? []);
  const same = (field: string, a: unknown, b: unknown) =>
    unordered.has(field) ? sameValue(sorted(a), sorted(b)) : sameValue(a, b);
  // Equal times: the edit, arriving now, counts as the later one.
  const editIsLater =
    edit.currentEditedAt === null || Date.parse(edit.editedAt) >= Date.parse(edit.currentEditedAt);
  const values: Record<string, unknown> = {};
  const overwritten: OverwrittenValue[] = [];
  for (const [field, mine] of Object.entries(edit.incoming)) {
    const theirs = edit.current[field];
    if (!(field in edit.base)) {
      values[field] = theirs;
    } else if (same(field, edit.base[field], theirs) || same(field, mine, theirs)) {
      values[field] = mine;
    } else {
      values[field] = editIsLater ? mine : theirs;
      overwritten.push({ field, overwrittenValue: editIsLater ? theirs : mine });
    }
  }
  return { values: values as F, overwritten };
}
