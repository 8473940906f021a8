import { readTokenPayload, type TokenPayload } from '@verge/domain';

/** Which stored token a call uses: the company user's, or the platform admin's (kept apart so neither logs the other out). */
export type TokenKind = 'user' | 'admin';

/** `previous` is the token replaced, so a listener can tell a refresh of the stored token from a stale one. */
type TokenListener = (kind: TokenKind, token: string | null, previous: string | null) => void;

const tokens: Record<TokenKind, string | null> = { user: null, admin: null };
const listeners = new Set<TokenListener>();

export function getToken(kind: TokenKind): string | null {
  return tokens[kind];
}

/** Replace a token in memory and tell the listeners (the local store persists it). */
export function setToken(kind: TokenKind, token: string | null): void {
  const previous = tokens[kind];
  if (previous === token) return;
  tokens[kind] = token;
  for (const listener of listeners) listener(kind, token, previous);
}

/** Load tokens without notifying (boot from the local store). */
export function primeTokens(values: Partial<Record<TokenKind, string | null>>): void {
  if (values.user !== undefined) tokens.user = values.user;
  if (values.admin !== undefined) tokens.admin = values.admin;
}

export function onTokenChange(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's payload (exp, iat, data {userId, isSuper}), or null when it is not a readable JWT. */
export function decodeToken(token: string | null | undefined): TokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    return readTokenPayload(JSON.parse(base64UrlDecode(parts[1])));
  } catch {
    return null;
  }
}
