import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FIELD_MESSAGES, MESSAGES } from '@verge/domain';
import { type FormEvent, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarProvider } from '../../base/snackbar';
import { TextInput } from './FormFields';
import { labelled } from './formErrors';
import { useFormErrors } from './useFormErrors';

afterEach(cleanup);

interface Values {
  name: string;
  count: string;
}

/** A two-field form on the mechanism; `saved` counts the saves that got through. */
function TestForm({ onSave }: { onSave: () => void }) {
  const [values, setValues] = useState<Values>({ name: '', count: '' });
  const form = useFormErrors({
    labels: { name: 'Site Name', count: 'Count' },
    values,
    validate: (v) => ({
      name: v.name.trim() ? undefined : FIELD_MESSAGES.required(),
      count: v.count && !Number.isInteger(Number(v.count)) ? FIELD_MESSAGES.integer() : undefined,
    }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) onSave();
  };
  return (
    <form onSubmit={submit}>
      <TextInput
        label="Site Name"
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        {...form.field('name')}
      />
      <TextInput
        label="Count"
        value={values.count}
        onChange={(count) => setValues((v) => ({ ...v, count }))}
        {...form.field('count')}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function show() {
  let saved = 0;
  render(
    <SnackbarProvider>
      <TestForm onSave={() => saved++} />
    </SnackbarProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  return { type, save, saved: () => saved };
}

describe('labelled', () => {
  it('names the field in every generic message of spec 2 §5', () => {
    expect(labelled(FIELD_MESSAGES.required(), 'Road Name')).toBe('The Road Name field is required');
    expect(labelled(FIELD_MESSAGES.maxLength(8), 'Id')).toBe('The Id field must be 8 characters or less');
    expect(labelled(FIELD_MESSAGES.between(-90, 90), 'Inlet Latitude')).toBe(
      'The Inlet Latitude field must be between -90 and 90',
    );
    expect(labelled(FIELD_MESSAGES.min(1), 'Length (m)')).toBe('The Length (m) field must be 1 or more');
    expect(labelled(FIELD_MESSAGES.email(), 'Email')).toBe('The Email field must be a valid email');
    expect(labelled(FIELD_MESSAGES.integer(), 'Count')).toBe(
      'The Count field must be a whole number (no decimal points)',
    );
    expect(labelled(FIELD_MESSAGES.confirmed(), 'Confirm Email')).toBe('The fields must match');
    expect(labelled(MESSAGES.passwordsMismatch, 'Repeat New Password')).toBe(MESSAGES.passwordsMismatch);
  });
});

describe('useFormErrors', () => {
  it('refuses a wrong form: labelled message at the field, Form invalid., first wrong field focused', async () => {
    const form = show();
    form.type('Count', '1.5');
    await form.save();
    expect(form.saved()).toBe(0);
    expect(screen.getByText('The Site Name field is required')).toBeTruthy();
    expect(screen.getByText('The Count field must be a whole number (no decimal points)')).toBeTruthy();
    expect(screen.getByText(MESSAGES.formInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Site Name'));
  });

  it('clears a message as soon as its field is fixed, and saves once all are', async () => {
    const form = show();
    form.type('Count', '1.5');
    await form.save();
    form.type('Site Name', 'North');
    expect(screen.queryByText('The Site Name field is required')).toBeNull();
    expect(screen.getByText('The Count field must be a whole number (no decimal points)')).toBeTruthy();
    // Until the form is saved, every change is checked again.
    form.type('Site Name', '');
    expect(screen.getByText('The Site Name field is required')).toBeTruthy();
    form.type('Site Name', 'North');
    form.type('Count', '2');
    expect(screen.queryByText(/field/)).toBeNull();
    await form.save();
    expect(form.saved()).toBe(1);
  });
});
