import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';
import { textGroup } from './filterGroups';

afterEach(cleanup);

interface Values extends Record<string, string> {
  name: string;
}

const GROUPS = [textGroup<Values>('name', 'Name', 'name', 'Name')];

describe('FilterPanel', { timeout: 20_000 }, () => {
  it('holds its place, closed, while the saved set is read, so the list below does not move when it arrives', () => {
    const props = { groups: GROUPS, onApply: () => {}, onClear: () => {} };
    const { container, rerender } = render(<FilterPanel<Values> {...props} applied={null} />);
    const summary = () => container.querySelector('.MuiAccordionSummary-root');
    expect(summary()).not.toBeNull();
    // Not opened on an unread set: there is nothing to edit yet.
    act(() => fireEvent.click(summary() as Element));
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();

    rerender(<FilterPanel<Values> {...props} applied={{ name: 'culvert' }} />);
    expect(screen.getByText('Name: culvert')).toBeTruthy();
    act(() => fireEvent.click(summary() as Element));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'culvert');
  });

  it('applies the draft as edited, from the first draw with a read set', () => {
    const onApply = vi.fn();
    const { container } = render(
      <FilterPanel<Values> groups={GROUPS} applied={{ name: '' }} onApply={onApply} onClear={() => {}} />,
    );
    act(() => fireEvent.click(container.querySelector('.MuiAccordionSummary-root') as Element));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'weed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ name: 'weed' });
  });
});
