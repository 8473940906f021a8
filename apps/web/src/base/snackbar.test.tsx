import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider, useNotify } from './snackbar';

afterEach(cleanup);

function Buttons() {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify('Form invalid.', 'error')}>
        first
      </button>
      <button type="button" onClick={() => notify('Alert created', 'success')}>
        second
      </button>
      <button
        type="button"
        onClick={() => notify('Sync complete', 'success', undefined, { background: true })}
      >
        synced
      </button>
      <button type="button" onClick={() => notify('Upload failed', 'info', undefined, { background: true })}>
        failed
      </button>
    </>
  );
}

describe('SnackbarProvider', () => {
  it('shows the newest message at once in place of the one shown (no queue)', async () => {
    render(
      <SnackbarProvider>
        <Buttons />
      </SnackbarProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'first' })));
    expect(screen.getByRole('alert').textContent).toContain('Form invalid.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'second' })));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Alert created');
  });

  it("a background report does not cover the answer to the user's action; the next action's answer does", async () => {
    render(
      <SnackbarProvider>
        <Buttons />
      </SnackbarProvider>,
    );
    const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
    await click('synced');
    expect(screen.getByRole('alert').textContent).toContain('Sync complete');
    await click('second');
    await click('failed');
    await click('synced');
    expect(screen.getByRole('alert').textContent).toContain('Alert created');
    await click('first');
    expect(screen.getByRole('alert').textContent).toContain('Form invalid.');
  });
});
