import { type TokenPayload, tokenPayloadSchema } from '@verge/domain';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenService {
  issue(userId: number, isSuper: boolean): Promise<string>;
  /** The verified payload, or null for a missing, forged or expired token. */
  verify(token: string): Promise<TokenPayload | null>;
  /** More than half the lifetime has passed: time to hand out a fresh one (X-Token). */
  needsRefresh(payload: TokenPayload, nowSeconds?: number): boolean;
}

export function tokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (userId, isSuper) =>
      new SignJWT({ data: { userId, isSuper } })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const parsed = tokenPayloadSchema.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    needsRefresh: (payload, nowSeconds = Math.floor(Date.now() / 1000)) =>
      nowSeconds - payload.iat > (payload.exp - payload.iat) / 2,
  };
}
