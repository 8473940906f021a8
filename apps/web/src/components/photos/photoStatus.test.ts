import { describe, expect, it } from 'vitest';
import { testPhoto } from '../../../test/testRecords';
import {
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
  it("is the queued change's state while its bytes are stored and readable", () => {
    expect(queuedPhotoStatus(queued(), facts())).toEqual({ state: 'waiting' });
    const tried = queued({ attempts: 1, nextAttemptAt: 10_000, lastError: 'Service unavailable' });
    expect(queuedPhotoStatus(tried, facts())).toEqual({ state: 'retrying', nextAttemptAt: 10_000 });
    expect(queuedPhotoStatus(tried, facts({ online: false }))).toEqual({ state: 'offline' });
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
