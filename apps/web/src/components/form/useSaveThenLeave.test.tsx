import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../base/snackbar';
import { SAVE_FAILURE_REASONS } from '../../core/saving';
import { useSaveThenLeave } from './useSaveThenLeave';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const saveButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });

/** A form page whose Save runs `run`; the list it leaves for is /list. */
function FormPage({ run, allowLeave }: { run: () => Promise<boolean>; allowLeave: () => void }) {
  const { saving, save } = useSaveThenLeave({ allowLeave }, '/list');
  return (
    <button
      type="button"
      disabled={saving}
      onClick={() => void save(run, { log: 'Saving the test failed', message: 'Could not save.' })}
    >
      Save
    </button>
  );
}

/** The form page at /form. */
function show(run: () => Promise<boolean>) {
  const allowLeave = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormPage run={run} allowLeave={allowLeave} /> },
      { path: '/list', element: <p>The list</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return { allowLeave, router };
}

describe('useSaveThenLeave', () => {
  it('keeps Save disabled while saving, then leaves for the list without the exit question', async () => {
    let finish: (left: boolean) => void = () => undefined;
    const { allowLeave, router } = show(() => new Promise((resolve) => (finish = resolve)));
    fireEvent.click(saveButton());
    expect(saveButton().disabled).toBe(true);
    await act(async () => finish(true));
    expect(allowLeave).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/list');
    screen.getByText('The list');
  });

  it('stays on the form, enabled again, when the save declines', async () => {
    const { allowLeave, router } = show(async () => false);
    await act(async () => fireEvent.click(saveButton()));
    expect(allowLeave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/form');
    expect(saveButton().disabled).toBe(false);
  });

  it('says the failure, logs the error and stays on the form when the save throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('store refused');
    const { allowLeave, router } = show(async () => {
      throw failure;
    });
    await act(async () => fireEvent.click(saveButton()));
    await screen.findByText(`Could not save. ${SAVE_FAILURE_REASONS.unknown}`);
    expect(logged).toHaveBeenCalledWith('Saving the test failed', failure);
    expect(allowLeave).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/form');
    expect(saveButton().disabled).toBe(false);
  });

  it('says plainly that nothing was saved, and why, when the device storage refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Dexie wraps the QuotaExceededError that aborted the transaction in an AbortError.
    const quota = Object.assign(new Error('Transaction aborted'), {
      name: 'AbortError',
      inner: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    });
    show(async () => {
      throw quota;
    });
    await act(async () => fireEvent.click(saveButton()));
    await screen.findByText(`Could not save. ${SAVE_FAILURE_REASONS.storageFull}`);
  });
});
