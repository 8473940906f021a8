import type { AnyCommandRow } from '../../core/outbox';
import type { StoredPhoto } from '../../core/photos';

/**
 * Where one photo of a record stands (issue 39). `uploaded`: the record holds its key, so the server has it.
 * `notStored`: its upload is queued but the device's copy is gone or cannot be read as an image (a photo queued
 * before the bytes format whose file the upgrade could not read, or bytes the browser cannot decode): nothing can
 * send it, only removing it helps. The rest wait in the outbox: `refused` (parked with the server's reason),
 * `sending` (on its way now), `login` (the server wants a new login first), `offline` (the device has no
 * connection), `retrying` (an attempt failed; the engine tries again after its back-off) and `queued` (its turn
 * or its record's upload has not come yet).
 */
export type PhotoStatus =
  | { state: 'uploaded' }
  | { state: 'notStored' }
  | { state: 'refused'; reason: string }
  | { state: 'sending' }
  | { state: 'login' }
  | { state: 'offline' }
  | { state: 'retrying'; nextAttemptAt: number }
  | { state: 'queued' };

/** What a queued upload's status is read from: its outbox row, with the photo's stored bytes. */
export type QueuedPhoto = Pick<
  AnyCommandRow,
  'seq' | 'parked' | 'attempts' | 'nextAttemptAt' | 'lastError'
> & {
  photo?: StoredPhoto;
};

/** What the device and the sync engine are doing now. */
export interface PhotoSyncFacts {
  online: boolean;
  /** The command the engine is sending now, if any. */
  sendingSeq: number | null;
  /** The server refused the token: nothing is sent until the user logs in again. */
  needsLogin: boolean;
  /** The stored bytes were shown and the browser could not read them as an image. */
  unreadable: boolean;
}

/**
 * A queued upload's status. What the user can act on comes first: a copy that is gone cannot be sent whatever
 * else holds, and a refused one waits for the user's Retry even once the device is back online.
 */
export function queuedPhotoStatus(command: QueuedPhoto, facts: PhotoSyncFacts): PhotoStatus {
  if (!command.photo || facts.unreadable) return { state: 'notStored' };
  if (command.parked) return { state: 'refused', reason: command.lastError ?? 'Refused by the server' };
  if (command.seq === facts.sendingSeq) return { state: 'sending' };
  if (facts.needsLogin) return { state: 'login' };
  if (!facts.online) return { state: 'offline' };
  if (command.attempts > 0) return { state: 'retrying', nextAttemptAt: command.nextAttemptAt };
  return { state: 'queued' };
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
  queued: 'Waiting to upload',
};

/** The line under a caption that says more, when there is more to say. */
export function photoStatusDetail(status: PhotoStatus, nowMs: number): string | null {
  switch (status.state) {
    case 'notStored':
      return 'Its copy on this device cannot be read.';
    case 'refused':
      return status.reason;
    case 'retrying':
      return status.nextAttemptAt > nowMs
        ? `Next try in ${Math.ceil((status.nextAttemptAt - nowMs) / 1000)} s`
        : 'Next try soon';
    default:
      return null;
  }
}

/** The record card's count: 'n of m photos uploaded'. */
export function uploadedCountText(statuses: readonly PhotoStatus[]): string {
  const uploaded = statuses.filter((status) => status.state === 'uploaded').length;
  return `${uploaded} of ${statuses.length} photos uploaded`;
}
