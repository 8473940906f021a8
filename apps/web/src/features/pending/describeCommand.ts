import type { AnyCommandRow } from '../../core/outbox';
import { nextTryText, type QueuedState, type QueueFacts, queuedState } from '../../core/sync';

/** What the words for a command may name: records on the device, by id or uuid. */
export interface CommandNames {
  issue(id: number): string;
  culvert(id: number): string;
  inspection(id: number): string;
  subAsset(id: number): string;
  /** 'asset Range Road 190', or 'an asset' when it is not on the device. */
  asset(id: number): string;
  /** A field user's full name, or 'a field user'. */
  user(id: number): string;
  /** A service provider's company name, or 'a service provider'. */
  provider(id: number): string;
  /** The record a photo belongs to ('issue 1234', 'inspection at CV-12'), by its uuid. */
  photoParent(targetType: string, uuid: string): string;
  /** 'Photo 3': the photo's place among the queued photos of its record. */
  photoNumber(command: AnyCommandRow): number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A queued command in words, for the Pending changes screen ('Edit of issue 1234'). */
export function describeCommand(command: AnyCommandRow, names: CommandNames): string {
  switch (command.call) {
    case 'issuesCreate':
      return command.input.originalIssueId === null
        ? 'New issue'
        : `Follow-up of ${names.issue(command.input.originalIssueId)}`;
    case 'issuesUpdate':
      return `Edit of ${names.issue(command.input.id)}`;
    case 'issuesDelete':
      return `Deletion of ${names.issue(command.input.id)}`;
    case 'culvertsCreate':
      return `New culvert ${command.input.site_culvert_id}`;
    case 'culvertsUpdate':
      return `Edit of culvert ${command.input.site_culvert_id}`;
    case 'inspectionsCreate':
      return `Inspection of ${names.culvert(command.input.culvertId)}`;
    case 'inspectionsUpdate':
      return `Edit of ${names.inspection(command.input.id)}`;
    case 'inspectionsDelete':
      return `Deletion of ${names.inspection(command.input.id)}`;
    case 'photosUpload':
      return `Photo ${names.photoNumber(command)} of ${names.photoParent(command.input.targetType, command.input.parentUuid)}`;
    case 'photosRemove':
      return command.input.targetType === 'vegetation-issue'
        ? `Photo removed from ${names.issue(command.input.parentId)}`
        : `Photo removed from ${names.inspection(command.input.parentId)}`;
    case 'subAssetsCreate':
      return `New sub asset ${command.input.sub_asset_name}`;
    case 'subAssetsEdit':
      return `Edit of sub asset ${command.input.sub_asset_name}`;
    case 'subAssetsAssignArea':
      return `${plural(command.input.selectedManagementArea.length, 'management area')} put on ${names.subAsset(command.input.selectedSubAssetId)}`;
    case 'subAssetsRemoveArea':
      return `${plural(command.input.areaId.length, 'management area')} taken off their sub asset`;
    case 'speciesAdd':
      return `${plural(command.input.species_ids.length, 'species', 'species')} added to the species list of ${names.asset(command.input.asset_id)}`;
    case 'speciesDelete':
      return `${plural(command.input.species_ids.length, 'species', 'species')} removed from the species list of ${names.asset(command.input.asset_id)}`;
    case 'usersAssignIssues':
      return `${plural(command.input.issueIds.length, 'issue')} assigned to ${names.user(command.input.userId)}`;
    case 'providersSaveAssigned':
      return `${plural(command.input.original_issue_ids.length, 'issue')} assigned to ${names.provider(command.input.company_id)}`;
    case 'providersTableSaveAssigned':
      return `Service providers of ${names.issue(command.input.original_issue_id)}`;
    case 'providersTransfer':
      return `${plural(command.input.transfer_issue_ids.length, 'issue')} transferred`;
    case 'providersDeleteAssigned':
      return `${plural(command.input.delete_issue_ids.length, 'issue')} unassigned`;
    case 'providersSave':
      return `${plural(command.input.third_party_company_ids.length, 'service provider')} added`;
    case 'providersDelete':
      return `${plural(command.input.third_party_company_ids.length, 'service provider')} removed`;
    case 'editNoticesDismiss':
      return 'An “Edited meanwhile” notice dismissed';
  }
}

/** Where a change stands on Pending changes: its queued state, or waiting on another change still queued. */
export type CommandStatus = QueuedState | { state: 'blocked'; on: string };

/** `blockerOf`: the queue's waitsFor, built once for the list. */
export function commandStatus(
  command: AnyCommandRow,
  blockerOf: (c: AnyCommandRow) => AnyCommandRow | undefined,
  facts: QueueFacts,
  wordsFor: (c: AnyCommandRow) => string,
): CommandStatus {
  const state = queuedState(command, facts);
  if (state.state === 'sending' || state.state === 'refused') return state;
  // The change it waits on says why that one waits (offline, a login, a back-off); this one names it.
  const blocker = blockerOf(command);
  return blocker ? { state: 'blocked', on: wordsFor(blocker) } : state;
}

export function statusText(status: CommandStatus, nowMs: number): string {
  switch (status.state) {
    case 'sending':
      return 'Sending';
    case 'waiting':
      return 'Waiting';
    case 'blocked':
      return `Waiting for: ${status.on}`;
    case 'login':
      return 'Waiting: log in again';
    case 'offline':
      return 'Waiting: offline';
    case 'retrying':
      return `Retrying ${nextTryText(status.nextAttemptAt, nowMs)}`;
    case 'refused':
      return `Refused: ${status.reason}`;
  }
}

/** How long ago a command was saved, in words ('just now', '5 min', '3 h', '2 days'). */
export function ageText(createdAt: number, nowMs: number): string {
  const minutes = Math.floor((nowMs - createdAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
