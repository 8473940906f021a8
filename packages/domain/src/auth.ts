import { z } from 'zod';
import { requiredTextSchema, textSchema } from './common';
import { USER_NAME_MAX } from './constants';

export const loginRequestSchema = z.object({
  username: requiredTextSchema(USER_NAME_MAX, 'The username field is required'),
  password: textSchema().min(1, 'The password field is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const adminLoginResponseSchema = z.object({ success: z.literal(true), token: z.string().min(1) });
