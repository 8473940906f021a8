import { z } from 'zod';
import { emailSchema, idSchema, requiredTextSchema, textSchema } from './common';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_TOKEN_LENGTH } from './constants';

export const resetRequestSchema = z.object({ email: emailSchema });
export const resetSubmissionSchema = z.object({
  token: textSchema(RESET_TOKEN_LENGTH).length(RESET_TOKEN_LENGTH),
  newPassword: textSchema(PASSWORD_MAX).min(PASSWORD_MIN),
});
export const feedbackRequestSchema = z.object({
  userId: idSchema,
  feedbackContent: requiredTextSchema(10_000),
});
