import { z } from 'zod';
import { idSchema, requiredTextSchema, textSchema } from './common';
import { USER_NAME_MAX } from './constants';

export const loginRequestSchema = z.object({
  username: requiredTextSchema(USER_NAME_MAX, 'The username field is required'),
  password: textSchema().min(1, 'The password field is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const loginResponseSchema = z.object({ token: z.string().min(1) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const adminLoginResponseSchema = z.object({ success: z.literal(true), token: z.string().min(1) });

/** JWT payload (spec: exp, iat, data {userId, isSuper}). */
export const tokenPayloadSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  data: z.object({ userId: idSchema, isSuper: z.boolean() }),
});
export type TokenPayload = z.infer<typeof tokenPayloadSchema>;

/** A token is a login when present, unexpired (compared in seconds) and carrying a user id. */
export function isLoggedIn(payload: TokenPayload | null | undefined, nowMs = Date.now()): boolean {
  return !!payload && payload.exp > Math.floor(nowMs / 1000) && payload.data.userId > 0;
}
