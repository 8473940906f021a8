import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiSelectFilter } from './MultiSelectFilter';

afterEach(cleanup);

const AREAS = ['RR 190 North – Twp Rd 540 to 541', 'RR 190 North – Twp Rd 541 to 542', 'Valve Site 3'].map(
  (label, index) => ({ value: index + 1, label }),
);

describe('MultiSelectFilter', { timeout: 20_000 }, () => {
  it('shows the same chips with and without focus, so the panel below it does not move on blur', () => {
    const { container } = render(
      <MultiSelectFilter label="Management Areas" options={AREAS} value={[1, 2, 3]} onChange={() => {}} />,
    );
    const shown = () => [...container.querySelectorAll('.MuiAutocomplete-tag')].map((tag) => tag.textContent);
    const folded = [AREAS[0]?.label, AREAS[1]?.label, '+1'];
    expect(shown()).toEqual(folded);
    const input = screen.getByRole('combobox', { name: 'Management Areas' });
    act(() => input.focus());
    fireEvent.focus(input);
    expect(shown()).toEqual(folded);
    act(() => input.blur());
    expect(shown()).toEqual(folded);
  });
});
