import { adminCreateUserRequestSchema, FIELD_MESSAGES } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { imageFilesOnly, photoQuality, photosThatFit } from '../photos/PhotoPicker';
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

describe('photo limits', () => {
  it('keeps image files only and at most 8 per record', () => {
    const files = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
    ];
    expect(imageFilesOnly(files).map((f) => f.name)).toEqual(['a.jpg']);
    expect(photosThatFit(6, 5)).toBe(2);
    expect(photosThatFit(8, 1)).toBe(0);
  });
  it('saves camera captures at quality 60 and uploads at 0.8', () => {
    expect(photoQuality(true)).toBe(0.6);
    expect(photoQuality(false)).toBe(0.8);
  });
});
