import type { StoredPhoto } from '../../core/photos';
import {
  nextTryText,
  type QueuedChange,
  type QueuedState,
  type QueueFacts,
  queuedState,
} from '../../core/sync';

/**
 * Where one photo of a record stands (issue 39). `uploaded`: the record holds its key, so the server has it.
 * `notStored`: its upload is queued but the device's copy is gone or cannot be read as an image (a photo queued
 * before the bytes format whose file the upgrade could not read, or bytes the browser cannot decode): nothing can
 * send it, only removing it helps. Otherwise it waits in the outbox as any queued change does (`queuedState`).
 */
export type PhotoStatus = { state: 'uploaded' } | { state: 'notStored' } | QueuedState;

/** What a queued upload's status is read from: its outbox row, with the photo's stored bytes. */
export type QueuedPhoto = QueuedChange & { photo?: StoredPhoto };

export interface PhotoSyncFacts extends QueueFacts {
  /** The stored bytes were shown and the browser could not read them as an image. */
  unreadable: boolean;
}

/** A queued upload's status: a copy that is gone cannot be sent whatever else holds. */
export function queuedPhotoStatus(command: QueuedPhoto, facts: PhotoSyncFacts): PhotoStatus {
  if (!command.photo || facts.unreadable) return { state: 'notStored' };
  return queuedState(command, facts);
}

/** Each status's caption under its thumbnail. */
export const PHOTO_STATUS_TEXT: Record<PhotoStatus['state'], string> = {
  uploaded: 'Uploaded',
  notStored: 'Not stored on this device',
  refused: 'Waiting: refused',
  sending: 'Uploading',
  login: 'Waiting: log in again',
  offline: 'Waiting: offline',
  retrying: 'Waiting: retrying',
  waiting: 'Waiting to upload',
};

/** The line under a caption that says more, when there is more to say. */
export function photoStatusDetail(status: PhotoStatus, nowMs: number): string | null {
  switch (status.state) {
    case 'notStored':
      return 'Its copy on this device cannot be read.';
    case 'refused':
      return status.reason;
    case 'retrying':
      return `Next try ${nextTryText(status.nextAttemptAt, nowMs)}`;
    default:
      return null;
  }
}

/** The record card's count: 'n of m photos uploaded'. */
export function uploadedCountText(statuses: readonly PhotoStatus[]): string {
  const uploaded = statuses.filter((status) => status.state === 'uploaded').length;
  return `${uploaded} of ${statuses.length} photos uploaded`;
}
