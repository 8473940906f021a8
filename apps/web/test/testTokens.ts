/** An unsigned JWT-shaped token for tests: the app only decodes tokens; the server checks signatures. */
export function fakeToken(
  userId: number,
  { expSeconds = Date.now() / 1000 + 3600, isSuper = false }: { expSeconds?: number; isSuper?: boolean } = {},
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: expSeconds, iat: 0, data: { userId, isSuper } })}.sig`;
}
