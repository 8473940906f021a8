import { describe, expect, it } from 'vitest';
import { testPhoto } from '../../../test/testRecords';
import {
  type PhotoStatus,
  type PhotoSyncFacts,
  photoStatusDetail,
  type QueuedPhoto,
  queuedPhotoStatus,
  uploadedCountText,
} from './photoStatus';

const queued = (changes: Partial<QueuedPhoto> = {}): QueuedPhoto => ({
  seq: 5,
  parked: false,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  photo: testPhoto(),
  ...changes,
});
const facts = (changes: Partial<PhotoSyncFacts> = {}): PhotoSyncFacts => ({
  online: true,
  sendingSeq: null,
  needsLogin: false,
  unreadable: false,
  ...changes,
});

describe('queuedPhotoStatus', () => {
  it('waits its turn when nothing has gone wrong', () => {
    expect(queuedPhotoStatus(queued(), facts())).toEqual({ state: 'queued' });
  });

  it('is uploading while the engine sends it', () => {
    expect(queuedPhotoStatus(queued(), facts({ sendingSeq: 5 }))).toEqual({ state: 'sending' });
    expect(queuedPhotoStatus(queued(), facts({ sendingSeq: 6 }))).toEqual({ state: 'queued' });
  });

  it('waits for the connection while the device is offline, even after failed attempts', () => {
    const tried = queued({ attempts: 2, nextAttemptAt: 10_000, lastError: 'Failed to fetch' });
    expect(queuedPhotoStatus(tried, facts({ online: false }))).toEqual({ state: 'offline' });
  });

  it('is retrying, with its next try, once an attempt failed and it is not refused', () => {
    const tried = queued({ attempts: 1, nextAttemptAt: 10_000, lastError: 'Service unavailable' });
    expect(queuedPhotoStatus(tried, facts())).toEqual({ state: 'retrying', nextAttemptAt: 10_000 });
  });

  it("is refused with the server's reason, offline too, until the user retries or removes it", () => {
    const parked = queued({ parked: true, attempts: 1, lastError: 'The photo is too large' });
    const refused: PhotoStatus = { state: 'refused', reason: 'The photo is too large' };
    expect(queuedPhotoStatus(parked, facts())).toEqual(refused);
    expect(queuedPhotoStatus(parked, facts({ online: false, needsLogin: true }))).toEqual(refused);
    expect(queuedPhotoStatus(queued({ parked: true }), facts())).toEqual({
      state: 'refused',
      reason: 'Refused by the server',
    });
  });

  it('waits for a new login when the server refused the token', () => {
    expect(queuedPhotoStatus(queued({ lastError: 'Unauthorized' }), facts({ needsLogin: true }))).toEqual({
      state: 'login',
    });
  });

  it('is not stored when the device holds no bytes for it, or the browser cannot draw them', () => {
    expect(queuedPhotoStatus(queued({ photo: undefined }), facts())).toEqual({ state: 'notStored' });
    expect(queuedPhotoStatus(queued({ parked: true }), facts({ unreadable: true }))).toEqual({
      state: 'notStored',
    });
  });
});

describe('photoStatusDetail', () => {
  it('gives the reason of a refusal, the next try of a retry, and nothing for the rest', () => {
    expect(photoStatusDetail({ state: 'refused', reason: 'Too large' }, 0)).toBe('Too large');
    expect(photoStatusDetail({ state: 'retrying', nextAttemptAt: 12_400 }, 1_000)).toBe('Next try in 12 s');
    expect(photoStatusDetail({ state: 'retrying', nextAttemptAt: 1_000 }, 1_000)).toBe('Next try soon');
    expect(photoStatusDetail({ state: 'notStored' }, 0)).toBe('Its copy on this device cannot be read.');
    expect(photoStatusDetail({ state: 'uploaded' }, 0)).toBeNull();
    expect(photoStatusDetail({ state: 'offline' }, 0)).toBeNull();
  });
});

describe('uploadedCountText', () => {
  it('counts the photos on the server of all the record has', () => {
    expect(uploadedCountText([{ state: 'uploaded' }, { state: 'offline' }, { state: 'uploaded' }])).toBe(
      '2 of 3 photos uploaded',
    );
    expect(uploadedCountText([{ state: 'offline' }])).toBe('0 of 1 photos uploaded');
  });
});
