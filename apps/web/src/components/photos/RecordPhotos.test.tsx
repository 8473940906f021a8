import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/testProviders';
import { testPhoto } from '../../../test/testRecords';
import { addPhotos } from '../../core/photos';
import { beginSession } from '../../core/session';
import type { AnyCommandRow } from '../../core/store/commandRow';
import { db } from '../../core/store/db';
import { RecordPhotos } from './RecordPhotos';

const PARENT = '00000000-0000-4000-8000-000000000001';

/** One photo of the record queued, its outbox row then changed as the sync engine would have. */
async function queuePhoto(changes: Partial<AnyCommandRow> = {}): Promise<AnyCommandRow> {
  await addPhotos('vegetation-issue', PARENT, [testPhoto()], { assetId: 1 });
  const [row] = await db.outbox.toArray();
  await db.outbox.update(row.seq!, changes);
  return (await db.outbox.get(row.seq!))!;
}

const draw = (keys: string[] = []) =>
  render(
    <TestProviders>
      <RecordPhotos uuid={PARENT} keys={keys} />
    </TestProviders>,
  );
const photo = (name: string) => screen.getByRole('group', { name });
const count = () => screen.getByTestId('photo-upload-count').textContent;

beforeEach(async () => {
  await db.outbox.clear();
  await beginSession(7);
  // A queued photo is shown through an object URL of its bytes; its address is the platform's own.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:queued-photo');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('RecordPhotos', () => {
  it('says each photo is uploaded or waiting, how many are uploaded, and links a waiting one to its change', async () => {
    const row = await queuePhoto();
    draw(['key-1']);
    await waitFor(() => expect(count()).toBe('1 of 2 photos uploaded'));
    expect(within(photo('Photo 1')).getByText('Uploaded')).toBeTruthy();
    expect(within(photo('Photo 1')).queryByRole('link')).toBeNull();
    expect(within(photo('Photo 2')).getByText('Waiting to upload')).toBeTruthy();
    expect(within(photo('Photo 2')).getByRole('link', { name: 'Pending changes' }).getAttribute('href')).toBe(
      `/pending-changes?change=${row.uuid}`,
    );
    expect(within(photo('Photo 2')).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('says a photo waits for the connection while the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await queuePhoto({ attempts: 1, nextAttemptAt: Date.now() + 60_000, lastError: 'Failed to fetch' });
    draw();
    await waitFor(() => expect(screen.getByText('Waiting: offline')).toBeTruthy());
    expect(count()).toBe('0 of 1 photos uploaded');
  });

  it('says when a photo whose upload failed is tried next', async () => {
    await queuePhoto({ attempts: 1, nextAttemptAt: Date.now() + 30_000, lastError: 'Service unavailable' });
    draw();
    await waitFor(() => expect(screen.getByText('Waiting: retrying')).toBeTruthy());
    expect(screen.getByText(/^Next try in (29|30) s$/)).toBeTruthy();
  });

  it("shows a refused photo with the server's reason; Retry sends it again", async () => {
    const row = await queuePhoto({ parked: true, attempts: 1, lastError: 'The photo is too large' });
    draw();
    await waitFor(() => expect(screen.getByText('Waiting: refused')).toBeTruthy());
    expect(screen.getByText('The photo is too large')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db.outbox.get(row.seq!))?.parked).toBe(false));
    await waitFor(() => expect(screen.getByText('Waiting: retrying')).toBeTruthy());
  });

  it('removes a refused photo from the device after asking', async () => {
    await queuePhoto({ parked: true, attempts: 1, lastError: 'The photo is too large' });
    draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove photo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog fades out; the card's button is the one to press once it has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await db.outbox.count()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove photo' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(screen.getByText('No Photos')).toBeTruthy());
    expect(await db.outbox.count()).toBe(0);
  });

  it('says a photo is not stored when the device has no bytes for it, or cannot draw them; it can only be removed', async () => {
    await queuePhoto({ photo: undefined });
    await addPhotos('vegetation-issue', PARENT, [testPhoto()], { assetId: 1 });
    draw();
    await waitFor(() => expect(count()).toBe('0 of 2 photos uploaded'));
    expect(within(photo('Photo 1')).getByText('Not stored on this device')).toBeTruthy();
    expect(within(photo('Photo 1')).getByRole('img', { name: 'Photo 1, not on this device' })).toBeTruthy();
    expect(within(photo('Photo 1')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(within(photo('Photo 1')).queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.error(within(photo('Photo 2')).getByRole('img', { name: 'Photo 2' }));
    await waitFor(() => expect(within(photo('Photo 2')).getByText('Not stored on this device')).toBeTruthy());
  });

  it('keeps a server photo whose thumbnail does not load offline as uploaded, with a placeholder', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    draw(['key-1']);
    fireEvent.error(screen.getByRole('img', { name: 'Photo 1' }));
    expect(await screen.findByRole('img', { name: 'Photo 1, not loaded' })).toBeTruthy();
    expect(screen.getByText('Shown when online')).toBeTruthy();
    expect(within(photo('Photo 1')).getByText('Uploaded')).toBeTruthy();
    expect(count()).toBe('1 of 1 photos uploaded');
  });
});
