import type { CallInput } from '@verge/domain';
import type { AnyCommandRow, CommandCall, CommandRow } from '../store/commandRow';
import type { TempIdKind } from '../store/db';
import { settledId } from '../store/settledId';

type KindOf<C extends CommandCall> = TempIdKind | ((input: CallInput<C>) => TempIdKind);
type ReferenceSpec<C extends CommandCall> = Partial<Record<keyof CallInput<C>, KindOf<C>>>;

/** The input fields of each call that name records (an id or a list of ids), and which kind of record. */
const REFERENCES: { [C in CommandCall]: ReferenceSpec<C> } = {
  culvertsCreate: {},
  culvertsUpdate: { id: 'culvert' },
  issuesCreate: { originalIssueId: 'issue' },
  issuesUpdate: { id: 'issue' },
  issuesDelete: { id: 'issue' },
  inspectionsCreate: { culvertId: 'culvert' },
  inspectionsUpdate: { id: 'inspection', culvertId: 'culvert', previousCulvertId: 'culvert' },
  inspectionsDelete: { id: 'inspection' },
  photosUpload: {},
  photosRemove: {
    parentId: (input) => (input.targetType === 'vegetation-issue' ? 'issue' : 'inspection'),
  },
  subAssetsCreate: {},
  subAssetsEdit: { id: 'subAsset' },
  subAssetsAssignArea: { selectedSubAssetId: 'subAsset' },
  subAssetsRemoveArea: {},
  speciesAdd: {},
  speciesDelete: {},
  usersAssignIssues: { issueIds: 'issue' },
  providersSaveAssigned: { original_issue_ids: 'issue' },
  providersTableSaveAssigned: { original_issue_id: 'issue' },
  providersTransfer: { transfer_issue_ids: 'issue' },
  providersDeleteAssigned: { delete_issue_ids: 'issue' },
  providersSave: {},
  providersDelete: {},
  editNoticesDismiss: {},
};

/** A record of this kind created on the device and still awaiting its server id. */
export interface TemporaryReference {
  kind: TempIdKind;
  id: number;
}

function referenceFields<C extends CommandCall>(
  command: CommandRow<C>,
): Array<{ field: keyof CallInput<C>; kind: TempIdKind }> {
  const spec = REFERENCES[command.call] as ReferenceSpec<C>;
  return (Object.entries(spec) as Array<[keyof CallInput<C>, KindOf<C>]>).map(([field, kind]) => ({
    field,
    kind: typeof kind === 'function' ? kind(command.input) : kind,
  }));
}

const idsIn = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number');

/**
 * The similar record a create's duplicate warning names, when it was created on the device too. A note, not a
 * need: the create does not depend on that record's create (a discard or refusal of that one must not take this
 * one along), but the push lets it go first while it may still go through (queued earlier, not refused), so the
 * answer names it by its server id; when it has none at the time (discarded, refused), the answer is left out.
 */
export function warnedRecord(command: AnyCommandRow): TemporaryReference | null {
  if (command.call !== 'issuesCreate' && command.call !== 'culvertsCreate') return null;
  const id = command.input.duplicateWarning?.recordId;
  if (id === undefined || id > 0) return null;
  return { kind: command.call === 'issuesCreate' ? 'issue' : 'culvert', id };
}

/** The temporary (negative) ids this command's input names. */
export function temporaryReferences(command: AnyCommandRow): TemporaryReference[] {
  return referenceFields(command as CommandRow).flatMap(({ field, kind }) =>
    idsIn(command.input[field as keyof typeof command.input])
      .filter((id) => id < 0)
      .map((id) => ({ kind, id })),
  );
}

/** A record as a command may name it: by id, and by uuid as a queued photo's parent. */
export interface NamedRecord {
  kind: TempIdKind;
  id: number;
  uuid: string;
}

/** Whether the command changes this record: names it by id in a field that names records of its kind, or adds a photo to it. */
export function namesRecord(command: AnyCommandRow, record: NamedRecord): boolean {
  if (command.call === 'photosUpload') return command.input.parentUuid === record.uuid;
  return referenceFields(command as CommandRow).some(
    ({ field, kind }) =>
      kind === record.kind && idsIn(command.input[field as keyof typeof command.input]).includes(record.id),
  );
}

/** A reference to a record whose create is neither queued nor known to the server (it was discarded). */
export class UnresolvedReferenceError extends Error {
  override readonly name = 'UnresolvedReferenceError';
}

/**
 * The input as the server must see it: every temporary id replaced by the server id its create received.
 * Throws UnresolvedReferenceError when one has none.
 */
export async function resolveReferences<C extends CommandCall>(
  command: CommandRow<C>,
): Promise<CallInput<C>> {
  const input: Record<string, unknown> = { ...command.input };
  for (const { field, kind } of referenceFields(command)) {
    const value = input[field as string];
    const resolveOne = async (id: number) => {
      const settled = await settledId(kind, id);
      if (settled < 0) throw new UnresolvedReferenceError(`The ${kind} this change needs was never saved`);
      return settled;
    };
    if (Array.isArray(value)) input[field as string] = await Promise.all(value.map(resolveOne));
    else if (typeof value === 'number') input[field as string] = await resolveOne(value);
  }
  if (command.call === 'inspectionsCreate' && (input.culvertId as number) > 0) delete input.culvertUuid;
  const warned = warnedRecord(command as AnyCommandRow);
  if (warned) {
    const recordId = await settledId(warned.kind, warned.id);
    const answer = input.duplicateWarning as object;
    if (recordId < 0) delete input.duplicateWarning;
    else input.duplicateWarning = { ...answer, recordId };
  }
  return input as CallInput<C>;
}
