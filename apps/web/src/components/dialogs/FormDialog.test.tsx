import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './FormDialog';

afterEach(cleanup);

describe('FormDialog', () => {
  it('has Cancel and a Create button by default and closes only when the action returns true', async () => {
    const onClose = vi.fn();
    const results = [false, true];
    const onSubmit = vi.fn(async () => results.shift() ?? true);
    render(
      <FormDialog open title="Create Thing" onSubmit={onSubmit} onClose={onClose}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    await act(async () => {
      fireEvent.click(create);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(create);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and logs when the action throws', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(
      <FormDialog
        open
        title="Create Thing"
        submitLabel="Save"
        onSubmit={async () => {
          throw new Error('server said no');
        }}
        onClose={onClose}
      >
        <span>body</span>
      </FormDialog>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
