import { useState } from 'react';
import type { FieldErrors } from './formErrors';
import { useFormErrors } from './useFormErrors';

export type FieldValues<K extends string> = Record<K, string>;

/**
 * A dialog's text and select fields: their values, their labels (in the order shown) and the messages
 * `validate` gives at each. `field(key)` spreads onto a TextInput or SelectInput; `reset` empties the form.
 */
export function useFields<K extends string>(
  initial: FieldValues<K>,
  labels: Record<K, string>,
  validate: (values: FieldValues<K>) => FieldErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const form = useFormErrors({ labels, values, validate });
  const field = (key: K) => ({
    label: labels[key],
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
    ...form.field(key),
  });
  const reset = () => {
    setValues(initial);
    form.reset();
  };
  return { values, field, check: form.check, reset };
}
