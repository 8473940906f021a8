import { adminCreateUserRequestSchema, FIELD_MESSAGES } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { formErrors } from './formErrors';

describe('formErrors', () => {
  it('speaks the spec’s generic form messages', () => {
    const parsed = adminCreateUserRequestSchema.safeParse({
      company_id: 1,
      user_name: '',
      email: 'not-an-email',
      first_name: 'A',
      last_name: 'B',
      password: 'abcd',
      user_role: 'Admin',
    });
    expect(parsed.success).toBe(false);
    const errors = formErrors(parsed.error!);
    expect(errors.user_name).toBe(FIELD_MESSAGES.required());
    expect(errors.email).toBe(FIELD_MESSAGES.email());
  });
});
