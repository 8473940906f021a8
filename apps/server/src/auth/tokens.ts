import { type TokenPayload, tokenPayloadSchema } from '@verge/domain';
import { jwtVerify, SignJWT } from 'jose';

/** The spec's payload plus `ver`, the user's token version it was issued under (users.token_version). */
export type SessionToken = TokenPayload & { ver: number };

export interface TokenService {
  issue(userId: number, isSuper: boolean, tokenVersion: number): Promise<string>;
  /** The verified payload, or null for a missing, forged or expired token. */
  verify(token: string): Promise<SessionToken | null>;
  /** More than half the lifetime has passed: time to hand out a fresh one (X-Token). */
  needsRefresh(payload: TokenPayload, nowSeconds?: number): boolean;
}

export function tokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId, isSuper, tokenVersion) =>
      new SignJWT({ data: { userId, isSuper }, ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        // Tokens from before versions existed count as version 0, the version of a never-reset user.
        return parsed.success
          ? { ...parsed.data, ver: typeof payload.ver === 'number' ? payload.ver : 0 }
          : null;
      } catch {
        return null;
      }
    },
    needsRefresh: (payload, nowSeconds = Math.floor(Date.now() / 1000)) =>
      nowSeconds - payload.iat > (payload.exp - payload.iat) / 2,
  };
}
