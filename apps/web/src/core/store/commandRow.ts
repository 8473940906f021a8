import type { CallInput, CommandContext } from '@verge/domain';
import type { StoredPhoto } from './storedPhoto';

/**
 * Every contract call a user's change can be: each is queued as a command and sent by the sync engine.
 * Account administration (users, alerts, the platform admin) is not here: it needs a connection and is
 * disabled offline. The provider list is here: adding needs a connection to list the candidates, but the
 * change itself is queued like any other.
 */
export const COMMAND_CALLS = [
  'culvertsCreate',
  'culvertsUpdate',
  'issuesCreate',
  'issuesUpdate',
  'issuesDelete',
  'inspectionsCreate',
  'inspectionsUpdate',
  'inspectionsDelete',
  'photosUpload',
  'photosRemove',
  'subAssetsCreate',
  'subAssetsEdit',
  'subAssetsAssignArea',
  'subAssetsRemoveArea',
  'speciesAdd',
  'speciesDelete',
  'usersAssignIssues',
  'providersSaveAssigned',
  'providersTableSaveAssigned',
  'providersTransfer',
  'providersDeleteAssigned',
  'providersSave',
  'providersDelete',
  'editNoticesDismiss',
] as const;
export type CommandCall = (typeof COMMAND_CALLS)[number];

/** The local tables a command's apply may write; their earlier rows are kept to undo a discarded command. */
export type UndoTable =
  | 'issues'
  | 'culverts'
  | 'inspections'
  | 'subAssets'
  | 'areas'
  | 'assetSpecies'
  | 'thirdPartyCompanies'
  | 'assets';

/** One row as it was before a command's local apply (null: the row did not exist). */
export interface UndoEntry {
  table: UndoTable;
  key: number;
  row: unknown;
}

interface CommandRowBase {
  /** Queue position; a created record's temporary id is its negation. */
  seq?: number;
  /** The command's identity and the server's idempotency key (a create's record uuid). */
  uuid: string;
  /** Commands that must reach the server first (the records this one names by temporary id or uuid). */
  dependsOn: string[];
  /** The record's updated_at when the edit began (edits only). */
  baseVersion: string | null;
  assetId: number | null;
  /** The device's time when the change was made (ms since epoch). */
  createdAt: number;
  /** Whether the device was offline then and where it was, for the record's history (absent on older rows). */
  context?: Omit<CommandContext, 'madeAt'>;
  attempts: number;
  /** Refused by the server (a 4xx other than 401): kept with the reason until retried or discarded. */
  parked: boolean;
  /** Not sent before this time (ms since epoch): the back-off after a failed attempt. */
  nextAttemptAt: number;
  lastError: string | null;
  /** What the local apply overwrote, newest last, to put back when the command is discarded. */
  undo: UndoEntry[];
}

/** A queued command. Inputs may still name records awaiting sync by their temporary negative ids. */
export type CommandRow<C extends CommandCall = CommandCall> = CommandRowBase & {
  call: C;
  input: CallInput<C>;
  /** The photo of a photosUpload. */
  photo?: StoredPhoto;
};

/** A queued command of any call, discriminated by `call`. */
export type AnyCommandRow = { [C in CommandCall]: CommandRow<C> }[CommandCall];

/**
 * What a command overwrote in the rows the device holds now. The assetSpecies table holds the selected asset's
 * list only: a command's entries there count while its asset is the selected one, not after another is chosen.
 */
export function heldUndo(command: AnyCommandRow, selectedAssetId: number | null): UndoEntry[] {
  return command.undo.filter(
    (entry) => entry.table !== 'assetSpecies' || command.assetId === selectedAssetId,
  );
}
