import type { User } from '@verge/domain';
import { issueFixture, issueRequestFixture } from '@verge/domain/testing/issueFixture';
import { areaFixture, relationsFixture } from '@verge/domain/testing/referenceFixtures';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotSignedInError } from '../../../core/commands/enqueue';
import { SAVE_FAILURE_REASONS, saveFailureReason } from '../../../core/saving';
import { beginSession, logout } from '../../../core/session';
import { db } from '../../../core/store/db';
import { addIssue, checkedIssueFields, updateIssue } from './saveIssue';

const RELATIONS = relationsFixture();
const AREA = areaFixture({ id: 7, assetId: 3, name: 'North Pad' });
/** The form's fields of a valid issue in AREA. */
const {
  uuid: _uuid,
  userId: _userId,
  originalIssueId: _originalIssueId,
  thirdPartyCompanyIds: _thirdPartyCompanyIds,
  ...FIELDS
} = issueRequestFixture({ areaId: AREA.id });
const CONTEXT = { relations: RELATIONS, areas: [AREA] };
const USER: User = {
  id: 11,
  user_name: 'field',
  email: 'f@example.com',
  first_name: 'Sam',
  last_name: 'Field',
  userRoleId: 3,
  is_active: true,
  companyId: 1,
  assignedIssues: [],
  assetIds: [3],
};

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.issues.clear()]);
  await beginSession(11);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('checked issue fields', () => {
  it('pass the shared rules as they are when valid', () => {
    expect(checkedIssueFields(FIELDS, RELATIONS)).toEqual({ fields: FIELDS, problems: [] });
  });

  it('are normalised by the shared rules: no further action means No Risk and no required actions', () => {
    const { fields, problems } = checkedIssueFields({ ...FIELDS, action_required: false }, RELATIONS);
    expect(problems).toEqual([]);
    expect(fields).toMatchObject({ risk_score: 0, actionsRequiredIds: [] });
  });

  it('report what the server would refuse', () => {
    const { problems } = checkedIssueFields({ ...FIELDS, actionTakenId: 20 }, RELATIONS);
    expect(problems).toEqual([{ path: 'actionTakenId', message: 'must be an action taken' }]);
  });
});

describe('adding an issue', () => {
  it('queues the request with its photos and stores a local copy with the reference names', async () => {
    const photos = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'image/jpeg' })];
    const id = await addIssue(
      FIELDS,
      { userId: 11, user: USER, assetId: 3, originalIssueId: null, thirdPartyCompanyIds: [4], photos },
      CONTEXT,
    );
    expect(id).toBeLessThan(0);
    const outbox = await db.outbox.toArray();
    const queued = outbox.find((item) => item.call === 'issuesCreate');
    expect(queued?.input).toMatchObject({
      ...FIELDS,
      userId: 11,
      originalIssueId: null,
      thirdPartyCompanyIds: [4],
    });
    expect(queued?.uuid).toHaveLength(36);
    const queuedPhotos = outbox.filter((item) => item.call === 'photosUpload');
    expect(queuedPhotos.map((p) => p.call === 'photosUpload' && p.input.parentUuid)).toEqual([
      queued?.uuid,
      queued?.uuid,
    ]);
    expect(queuedPhotos.map((p) => p.dependsOn)).toEqual([[queued?.uuid], [queued?.uuid]]);
    expect(queuedPhotos.map((p) => p.call === 'photosUpload' && p.input.fileType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
    expect(await db.issues.get(id)).toMatchObject({
      assetId: 3,
      user: 'Sam Field',
      area: 'North Pad',
      issue_type: 'Weeds',
      distribution: 'Small Patch',
      physiological_stage: 'Flowering',
      species: ['Canada Thistle'],
      action_taken: 'No Action',
      actionsRequired: ['Mowing'],
      isInteractive: true,
      photos: [],
    });
  });

  it("a follow-up links to its original and marks the original's follow-ups", async () => {
    const original = issueFixture({ ...FIELDS, id: 40, assetId: 3 });
    await db.issues.put(original);
    const id = await addIssue(
      FIELDS,
      { userId: 11, user: USER, assetId: 3, originalIssueId: 40, thirdPartyCompanyIds: [], photos: [] },
      CONTEXT,
    );
    expect((await db.issues.get(id))?.original_issue_id).toBe(40);
    expect((await db.issues.get(40))?.subsequentIssueIds).toEqual([id]);
    expect(await db.outbox.count()).toBe(1);
  });
});

describe('saving with no one logged in', () => {
  it('is refused and stores nothing (a logout in another tab came first)', async () => {
    await logout();
    await expect(
      addIssue(
        FIELDS,
        { userId: 11, user: USER, assetId: 3, originalIssueId: null, thirdPartyCompanyIds: [], photos: [] },
        CONTEXT,
      ),
    ).rejects.toThrow(NotSignedInError);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.issues.count()).toBe(0);
  });
});

describe('a save the device storage refuses in part', () => {
  /** The local store refuses to queue a photo, as WebKit refuses a Blob in a private profile or a full disk does. */
  function refusePhotos(error: DOMException) {
    const add = db.outbox.add.bind(db.outbox);
    vi.spyOn(db.outbox, 'add').mockImplementation((command, key) =>
      command.call === 'photosUpload'
        ? (Dexie.Promise.reject(error) as ReturnType<typeof add>)
        : add(command, key),
    );
  }

  it('keeps nothing of an edit with a photo: not the edit, not the removal, not the new values', async () => {
    const existing = issueFixture({ ...FIELDS, id: 40, assetId: 3, comments: 'As synced', photos: ['k1'] });
    await db.issues.put(existing);
    refusePhotos(
      new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError'),
    );
    const failure = await updateIssue(
      existing,
      { ...FIELDS, comments: 'Changed offline' },
      { added: [new Blob(['p'], { type: 'image/jpeg' })], removedKeys: ['k1'] },
      CONTEXT,
    ).catch((error: unknown) => error);
    expect(saveFailureReason(failure)).toBe(SAVE_FAILURE_REASONS.storageRefused);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.issues.get(40)).toEqual(existing);
  });

  it('keeps nothing of a new issue with photos when the storage is full, and says so', async () => {
    refusePhotos(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const failure = await addIssue(
      FIELDS,
      {
        userId: 11,
        user: USER,
        assetId: 3,
        originalIssueId: null,
        thirdPartyCompanyIds: [],
        photos: [new Blob(['a'], { type: 'image/jpeg' })],
      },
      CONTEXT,
    ).catch((error: unknown) => error);
    expect(saveFailureReason(failure)).toBe(SAVE_FAILURE_REASONS.storageFull);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.issues.count()).toBe(0);
  });
});
