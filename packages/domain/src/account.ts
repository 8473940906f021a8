import { z } from 'zod';
import { idSchema } from './common';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_TOKEN_LENGTH } from './constants';

export const resetRequestSchema = z.object({ email: z.email() });
export const resetSubmissionSchema = z.object({
  token: z.string().length(RESET_TOKEN_LENGTH),
  newPassword: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export const feedbackRequestSchema = z.object({
  userId: idSchema,
  feedbackContent: z.string().trim().min(1).max(10_000),
});
