import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../../test/testTokens';
import { SessionProvider } from '../../base/session';
import { readUnsyncedCount, useUnsyncedCount } from '../../core/outbox';
import { beginSession, storeLoginToken } from '../../core/session';
import { readSetting } from '../../core/settings';
import { db } from '../../core/store/db';
import { AvatarMenu } from './AvatarMenu';

const TOKEN = fakeToken(7);

/** The menu as the shell shows it, fed by the live unsynced count. */
function Shell() {
  return <AvatarMenu unsynced={useUnsyncedCount()} />;
}

async function openLogOut() {
  render(
    <MemoryRouter>
      <SessionProvider>
        <Shell />
      </SessionProvider>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
  });
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await storeLoginToken(await beginSession(7), TOKEN);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('logging out from the avatar menu', () => {
  it('counts an unreadable outbox as unknown: the avatar is orange and the logout warns and keeps the data', async () => {
    vi.spyOn(db.outbox, 'count').mockRejectedValue(new Error('IndexedDB broke'));
    expect(await readUnsyncedCount()).toBe('unknown');
    await openLogOut();
    expect(screen.getByTestId('avatar').dataset.unsynced).toBe('true');
    expect(await screen.findByText(/could not be read\. Logging out deletes them/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await readSetting('token')).toBe(TOKEN);
  });

  it('logs out at once when nothing awaits upload', async () => {
    await openLogOut();
    await waitFor(async () => expect(await readSetting('token')).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
