import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { type AlertType, MESSAGES } from '@verge/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../base/snackbar';
import { callApi } from '../../core/api/client';
import { CreateAlertDialog } from './CreateAlertDialog';

vi.mock('../../core/api/client', () => ({ callApi: vi.fn() }));
const call = vi.mocked(callApi);

beforeEach(() => call.mockReset().mockResolvedValue({ success: true, id: 12 }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(offered: AlertType[]) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  render(
    <SnackbarProvider>
      <CreateAlertDialog open userId={7} offered={offered} onClose={onClose} onCreated={onCreated} />
    </SnackbarProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create New Alert' });
  const create = () =>
    act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    });
  const choose = (type: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Alert Type' }));
    fireEvent.click(screen.getByRole('option', { name: type }));
  };
  return { dialog, onClose, onCreated, create, choose };
}

describe('CreateAlertDialog', () => {
  it('offers only the given types and requires a choice', async () => {
    const { dialog, onClose, create } = show(['Service Provider Summary', 'New Issue']);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Alert Type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Service Provider Summary',
      'New Issue',
    ]);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await create();
    expect(within(dialog).getByText('The Alert Type field is required')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("creates the alert for the user, says 'Alert created.' and closes", async () => {
    const { onClose, onCreated, create, choose } = show(['New Issue']);
    choose('New Issue');
    await create();
    expect(call.mock.calls).toEqual([['alertsCreate', { userId: 7, alert_type: 'New Issue' }]]);
    expect(await screen.findByText(MESSAGES.alertCreated)).toBeTruthy();
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has nothing to create once every type is held', () => {
    const { dialog } = show([]);
    expect(within(dialog).getByText('Every alert type available to you is already set up.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
