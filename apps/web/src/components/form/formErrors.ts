import { FIELD_MESSAGES } from '@verge/domain';
import type { z } from 'zod';

/** A message per field, the form's own field names as keys. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

const UNLABELLED_REQUIRED = FIELD_MESSAGES.required();

/**
 * A rule's message at its field, named by the field's label: the spec's generic messages come from the rules
 * without a field ('The field is required', 'must be 8 characters or less') and read 'The {field} field …'
 * here. Other messages ('Passwords do not match.') are left as they are.
 */
export function labelled(message: string, label: string): string {
  if (message === UNLABELLED_REQUIRED) return FIELD_MESSAGES.required(label);
  if (message.startsWith('must ')) return `The ${label} field ${message}`;
  return message;
}

/** A schema's refusal of a value as the form's messages (none when the value passes). */
export function schemaErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : formErrors(parsed.error);
}

/** Zod issues as the spec's generic form messages (without a label yet), keyed by field path. */
export function formErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (errors[path]) continue;
    errors[path] = messageFor(issue);
  }
  return errors;
}

function messageFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return FIELD_MESSAGES.required();
      if (issue.origin === 'string') return `must be at least ${issue.minimum} characters`;
      return FIELD_MESSAGES.min(Number(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return FIELD_MESSAGES.maxLength(Number(issue.maximum));
      return `must be ${issue.maximum} or less`;
    case 'invalid_format':
      return issue.format === 'email' ? FIELD_MESSAGES.email() : issue.message;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? FIELD_MESSAGES.integer()
        : FIELD_MESSAGES.required();
    case 'invalid_value':
      return FIELD_MESSAGES.required();
    default:
      return issue.message;
  }
}
