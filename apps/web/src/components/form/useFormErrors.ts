import { MESSAGES } from '@verge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNotify } from '../../base/snackbar';
import { type FieldErrors, labelled } from './formErrors';

/** What a field needs from the form: its message, and a handle to focus it when it is the first wrong one. */
export interface FieldProps {
  error: string | undefined;
  inputRef: (element: { focus: () => void } | null) => void;
}

export interface FormErrors<F extends string> {
  /** The message per field, named by the field's label. */
  errors: FieldErrors<F>;
  /**
   * Checks the form before saving. When a field is wrong: shows the messages, says 'Form invalid.' and focuses
   * the first wrong field (in the order of `labels`); returns whether the form may be saved. A form the spec
   * gives its own message (feedback, password reset) passes it as `invalidMessage`.
   */
  check: (invalidMessage?: string) => boolean;
  /** Spreads onto a TextInput or SelectInput (or any field with an error and an inputRef). */
  field: (name: F) => FieldProps;
  /** Forgets every message (Clear Edits, a dialog opening afresh). */
  reset: () => void;
}

const same = (a: FieldErrors, b: FieldErrors) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * The one way a form shows the spec's generic messages (spec 2 §5): `validate` returns a message per wrong
 * field (the rules' messages, without labels); each is shown at its field as 'The {label} field …'. After a
 * failed save the form is checked again whenever `values` change, so a message goes as soon as its field is
 * fixed (and follows what is typed while it is still wrong).
 */
export function useFormErrors<F extends string, V>(options: {
  /** Each field's label, in the order of the form. */
  labels: Record<F, string>;
  values: V;
  validate: (values: V) => FieldErrors<F>;
}): FormErrors<F> {
  const { values } = options;
  const notify = useNotify();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const inputs = useRef(new Map<F, { focus: () => void }>());
  const latest = useRef(options);
  latest.current = options;

  const found = useCallback((): FieldErrors<F> => {
    const { validate, labels: names } = latest.current;
    const raw = validate(latest.current.values);
    const result: FieldErrors<F> = {};
    for (const [name, message] of Object.entries(raw) as [F, string | undefined][]) {
      if (message) result[name] = labelled(message, names[name]);
    }
    return result;
  }, []);

  // After a failed save the form is checked again on every change, until it is saved or reset.
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void values;
    if (!failed) return;
    const now = found();
    setErrors((shown) => (same(now, shown) ? shown : now));
  }, [failed, values, found]);

  const check = useCallback(
    (invalidMessage: string = MESSAGES.formInvalid) => {
      const now = found();
      setErrors(now);
      const wrong = (Object.keys(latest.current.labels) as F[]).filter((name) => now[name]);
      setFailed(wrong.length > 0);
      if (wrong.length === 0) return true;
      notify(invalidMessage, 'error');
      const first = wrong.map((name) => inputs.current.get(name)).find((input) => input);
      first?.focus();
      return false;
    },
    [found, notify],
  );

  const refs = useRef(new Map<F, FieldProps['inputRef']>());
  const field = (name: F): FieldProps => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return { error: errors[name], inputRef: ref };
  };

  const reset = useCallback(() => {
    setErrors({});
    setFailed(false);
  }, []);
  return { errors, check, field, reset };
}
