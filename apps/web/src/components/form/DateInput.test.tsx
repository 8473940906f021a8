import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateInput } from './DateInput';

afterEach(cleanup);

/** A date field on a 'yyyy-MM-dd' value, as a form holds it; `focus` is what the form's messages use. */
function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const [handle, setHandle] = useState<{ focus: () => void } | null>(null);
  return (
    <>
      <DateInput
        label="Next Inspection Date"
        name="next"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        error={undefined}
        inputRef={setHandle}
        highlight={{ date: '2027-11-25', label: 'One year from today' }}
      />
      <button type="button" onClick={() => handle?.focus()}>
        focus
      </button>
    </>
  );
}

const hiddenInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[name="next"]');

describe('DateInput', () => {
  it('shows and reports the value as yyyy-MM-dd', () => {
    const seen: string[] = [];
    const { container } = render(<Harness initial="2027-11-10" onValue={(v) => seen.push(v)} />);
    const input = hiddenInput(container);
    expect(input?.value).toBe('2027-11-10');
    fireEvent.change(input as HTMLInputElement, { target: { value: '2030-01-02' } });
    expect(seen).toEqual(['2030-01-02']);
    expect(hiddenInput(container)?.value).toBe('2030-01-02');
  });

  it('gives the form a handle that focuses the field', () => {
    render(<Harness initial="" onValue={() => undefined} />);
    act(() => screen.getByRole('button', { name: 'focus' }).click());
    expect(screen.getByRole('group', { name: 'Next Inspection Date' }).contains(document.activeElement)).toBe(
      true,
    );
  });

  it('rings and names the highlighted day in the calendar, and only that day', async () => {
    render(<Harness initial="2027-11-10" onValue={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
    const marked = await screen.findAllByTitle('One year from today');
    expect(marked.map((day) => day.textContent)).toEqual(['25']);
    expect(marked[0]?.getAttribute('aria-description')).toBe('One year from today');
  });
});
