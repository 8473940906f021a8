import type { CallInput } from '@verge/domain';
import Dexie from 'dexie';
import type { AnyCommandRow, CommandCall, CommandRow, UndoEntry, UndoTable } from '../store/commandRow';
import { db } from '../store/db';
import { LOCAL_TABLES, localTable } from '../store/localTables';
import { addCommand, replaceCommands, updateCommand } from '../store/outbox';
import { readSetting } from '../store/settings';
import type { StoredPhoto } from '../store/storedPhoto';
import { newUuid } from '../store/uuid';
import { commandCircumstances } from './commandContext';
import { temporaryReferences } from './references';

type SaveListener = () => void;
const saveListeners = new Set<SaveListener>();

/** The sync engine listens here: every queued command is followed by a sync run. */
export function onCommandQueued(listener: SaveListener): () => void {
  saveListeners.add(listener);
  return () => saveListeners.delete(listener);
}

function commandsQueued(): void {
  for (const listener of saveListeners) listener();
}

/** What a command's transaction holds: the session it checks, the queue, the id map and every table it may apply to. */
const COMMAND_TABLES = () => [db.settings, db.outbox, db.idMap, ...LOCAL_TABLES];

/**
 * The commands of one save (a record and its photos, an edit and the photos it removes) in one transaction: every one
 * is stored, or none is, and the caller is told by the error. Photos are read into bytes before (storePhotos): a
 * transaction cannot wait on a file read.
 */
export async function saveTogether<T>(save: () => Promise<T>): Promise<T> {
  const result = await db.transaction('rw', COMMAND_TABLES(), save);
  commandsQueued();
  return result;
}

/**
 * What a command's local apply writes through: every write keeps the row it replaces, so a discarded
 * command can be undone on the device.
 */
export interface ApplyContext {
  /** The temporary id of the record a create makes (the negated queue position). */
  readonly tempId: number;
  get<T>(table: UndoTable, id: number): Promise<T | undefined>;
  put<T extends { id: number }>(table: UndoTable, row: T): Promise<void>;
  update<T>(table: UndoTable, id: number, changes: Partial<T>): Promise<void>;
  remove(table: UndoTable, id: number): Promise<void>;
}

function applyContext(tempId: number, undo: UndoEntry[]): ApplyContext {
  const remember = async (table: UndoTable, key: number) => {
    if (undo.some((entry) => entry.table === table && entry.key === key)) return;
    undo.push({ table, key, row: (await localTable(table).get(key)) ?? null });
  };
  return {
    tempId,
    get: async <T>(table: UndoTable, id: number) => (await localTable(table).get(id)) as T | undefined,
    put: async (table, row) => {
      await remember(table, row.id);
      await localTable(table).put(row);
    },
    update: async (table, id, changes) => {
      await remember(table, id);
      await localTable(table).update(id, changes as Record<string, unknown>);
    },
    remove: async (table, id) => {
      await remember(table, id);
      await localTable(table).delete(id);
    },
  };
}

/** A change made while no one holds the store (after a logout, perhaps in another tab): it is not saved. */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
  constructor() {
    super('No one is logged in on this device: the change was not saved.');
  }
}

export interface EnqueueOptions {
  /** The command's uuid; a create passes its record's uuid. */
  uuid?: string;
  assetId: number | null;
  /** Commands to wait for besides the queued creates the input names by temporary id. */
  dependsOn?: string[];
  baseVersion?: string | null;
  photo?: StoredPhoto;
  /**
   * Refused commands this one replaces (an edit saved again from the Pending changes screen): they leave the
   * queue, their dependents wait on this one instead, and discarding it restores what was there before them.
   */
  supersedes?: (queued: AnyCommandRow) => boolean;
}

/** Queued commands this one needs: the creates of the records it names by temporary id or by uuid. */
async function dependenciesOf(command: AnyCommandRow, extra: string[]): Promise<string[]> {
  const needed = new Set(extra);
  for (const { id } of temporaryReferences(command)) {
    const create = await db.outbox.get(-id);
    if (create) needed.add(create.uuid);
  }
  if (command.call === 'photosUpload') {
    const parent = await db.outbox.where('uuid').equals(command.input.parentUuid).first();
    if (parent) needed.add(parent.uuid);
  }
  needed.delete(command.uuid);
  return [...needed];
}

/**
 * Queue one command and apply it to the local store, in one transaction: the screen shows the change at
 * once, and it is never applied without being queued. Refused (NotSignedInError) when no session holds the store. Returns the command's temporary record id and uuid.
 */
export async function enqueue<C extends CommandCall>(
  call: C,
  input: CallInput<C>,
  options: EnqueueOptions,
  apply: (context: ApplyContext) => Promise<void> = async () => {},
): Promise<{ tempId: number; uuid: string }> {
  // Inside saveTogether this joins its transaction, and the engine hears of the commands once that has committed.
  const joined = Boolean(Dexie.currentTransaction);
  const result = await db.transaction('rw', COMMAND_TABLES(), async () => {
    // Checked in the same transaction as the write: a change never lands in a store a logout has wiped.
    if (!(await readSetting('session'))) throw new NotSignedInError();
    const command = {
      uuid: options.uuid ?? newUuid(),
      call,
      input,
      ...(options.photo ? { photo: options.photo } : {}),
      dependsOn: [],
      baseVersion: options.baseVersion ?? null,
      assetId: options.assetId,
      createdAt: Date.now(),
      context: commandCircumstances(),
      attempts: 0,
      parked: false,
      nextAttemptAt: 0,
      lastError: null,
      undo: [],
    } as CommandRow<C> as AnyCommandRow;
    const superseded = options.supersedes
      ? (await db.outbox.toArray()).filter((queued) => queued.parked && options.supersedes?.(queued))
      : [];
    if (superseded.length > 0) {
      command.baseVersion = superseded[0].baseVersion;
      // The values the first edit started from stay the base of the fields it changed.
      const first = superseded[0].input as { base?: Record<string, unknown> };
      const next = command.input as { base?: Record<string, unknown> };
      if (first.base && next.base) next.base = { ...next.base, ...first.base };
    }
    command.dependsOn = await dependenciesOf(command, options.dependsOn ?? []);
    const seq = await addCommand(command);
    // The oldest overwritten rows come first, so an undo puts back what was there before any of them.
    const undo: UndoEntry[] = superseded.flatMap((old) => old.undo);
    await apply(applyContext(-seq, undo));
    if (undo.length > 0) await updateCommand(seq, { undo });
    await replaceCommands(superseded, command.uuid);
    return { tempId: -seq, uuid: command.uuid };
  });
  if (!joined) commandsQueued();
  return result;
}
