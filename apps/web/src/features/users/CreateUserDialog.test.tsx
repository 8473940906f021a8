import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../base/snackbar';
import { configureApi } from '../../core/api/client';
import { primeTokens } from '../../core/session';
import { CreateUserDialog } from './CreateUserDialog';

/** The server's answer to every call, and what was sent. */
function serve(answer: () => Response) {
  const sent: { url: string; body: unknown }[] = [];
  configureApi({
    baseUrl: '',
    onVersion: null,
    fetch: (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answer();
    }) as unknown as typeof fetch,
  });
  return sent;
}
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => primeTokens({ user: 'user-token' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show() {
  const onClose = vi.fn();
  render(
    <SnackbarProvider>
      <CreateUserDialog open onClose={onClose} />
    </SnackbarProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create User' });
  const type = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const create = () =>
    act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    });
  const chooseRole = (role: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    fireEvent.click(screen.getByRole('option', { name: role }));
  };
  const fillValid = () => {
    type('Username', 'new.crew');
    type('Email', 'crew@example.com');
    type('First Name', 'Nia');
    type('Last Name', 'Crew');
    type('Password', 'secret1');
    chooseRole('Field User');
  };
  return { dialog, onClose, type, create, fillValid };
}

describe('CreateUserDialog', () => {
  it('offers Admin and Field User and requires every field, sending nothing', async () => {
    const sent = serve(() => json({ newUserId: 1 }));
    const { dialog, onClose, create } = show();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'Field User']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await create();
    for (const label of ['Username', 'Email', 'First Name', 'Last Name', 'Password', 'Role']) {
      expect(within(dialog).getByText(`The ${label} field is required`)).toBeTruthy();
    }
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("applies the server's rules: a valid email and a password of 4 to 100 characters", async () => {
    const sent = serve(() => json({ newUserId: 1 }));
    const { dialog, type, create, fillValid } = show();
    fillValid();
    type('Email', 'not-an-email');
    type('Password', 'abc');
    await create();
    expect(within(dialog).getByText('The Email field must be a valid email')).toBeTruthy();
    expect(within(dialog).getByText('The Password field must be at least 4 characters')).toBeTruthy();
    type('Password', 'x'.repeat(101));
    await create();
    expect(within(dialog).getByText('The Password field must be 100 characters or less')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("creates the user, says 'User created.' and closes", async () => {
    const sent = serve(() => json({ newUserId: 41 }));
    const { onClose, create, fillValid } = show();
    fillValid();
    await create();
    expect(sent).toEqual([
      {
        url: '/api/users/create',
        body: {
          user_name: 'new.crew',
          email: 'crew@example.com',
          first_name: 'Nia',
          last_name: 'Crew',
          password: 'secret1',
          user_role: 'Field User',
        },
      },
    ]);
    expect(await screen.findByText(MESSAGES.userCreated)).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Error retrieving data.' and stays open with what was typed when the call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    const { dialog, onClose, create, fillValid } = show();
    fillValid();
    await create();
    expect(await screen.findByText(MESSAGES.retrieveError)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('new.crew');
  });
});
