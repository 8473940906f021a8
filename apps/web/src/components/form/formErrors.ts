import { FIELD_MESSAGES } from '@verge/domain';
import type { z } from 'zod';

/** Zod issues as the spec's generic form messages, keyed by field path. */
export function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
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
