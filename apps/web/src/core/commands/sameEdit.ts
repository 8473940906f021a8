import type { AnyCommandRow, CommandCall } from '../store/commandRow';

/** A queued edit of the same record by the same call: saving the form again replaces it when it was refused. */
export function sameEdit(call: CommandCall, id: number): (queued: AnyCommandRow) => boolean {
  return (queued) => queued.call === call && (queued.input as { id?: number }).id === id;
}
