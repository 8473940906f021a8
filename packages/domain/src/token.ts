import { ID_MAX } from './constants';

/** JWT payload (spec: exp, iat, data {userId, isSuper}). */
export interface TokenPayload {
  exp: number;
  iat: number;
  data: { userId: number; isSuper: boolean };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is number =>
  isNumber(value) && Number.isInteger(value) && value >= 1 && value <= ID_MAX;

/**
 * A decoded token's payload when it has the shape above, else null; only the known fields are kept. Checked by
 * hand rather than with a schema: the web app reads its token at start, and the login route loads no schema
 * library.
 */
export function readTokenPayload(value: unknown): TokenPayload | null {
  if (!isRecord(value) || !isRecord(value.data)) return null;
  const { exp, iat } = value;
  const { userId, isSuper } = value.data;
  if (!isNumber(exp) || !isNumber(iat) || !isId(userId) || typeof isSuper !== 'boolean') return null;
  return { exp, iat, data: { userId, isSuper } };
}

/** A token is a login when present, unexpired (compared in seconds) and carrying a user id. */
export function isLoggedIn(payload: TokenPayload | null | undefined, nowMs = Date.now()): boolean {
  return !!payload && payload.exp > Math.floor(nowMs / 1000) && payload.data.userId > 0;
}
