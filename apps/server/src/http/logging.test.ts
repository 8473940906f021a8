import { API_PREFIX } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailDrop } from '../../test/mailDrop';
import { call, createTestApp, type TestApp } from '../../test/testApp';
import { createWorld, type World } from '../../test/world';

/** Every line the server logged, parsed. */
const lines: string[] = [];
let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await createTestApp({}, { logger: { level: 'info', stream: { write: (line) => lines.push(line) } } });
  world = await createWorld(app);
  // Any user insert now fails with an error the server cannot blame on the caller (SQLSTATE 55000): a
  // 500 whose failed query carries a password hash and an email among its parameters.
  await app.context.db.execute(
    sql.raw(`CREATE FUNCTION refuse_user() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'users are frozen' USING ERRCODE = '55000'; END $$`),
  );
  await app.context.db.execute(
    sql.raw('CREATE TRIGGER refuse_user BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_user()'),
  );
});
afterAll(() => app?.close());

describe('server logs', () => {
  it('carry a request id on every line and no hashes, tokens, emails or query parameters', async () => {
    const { admin, field } = world.client;
    lines.length = 0;
    const failed = await call(
      app,
      'usersCreate',
      {
        user_name: 'frozen-user',
        email: 'frozen.user@example.com',
        first_name: 'Frozen',
        last_name: 'User',
        password: 'secret-1',
        user_role: 'Field User',
      },
      admin.token,
    );
    expect(failed.status).toBe(500);
    const requestId = String(failed.headers['x-request-id']);
    expect(failed.error?.message).toBe(`Something went wrong on the server (request ${requestId})`);
    expect(failed.error?.details).toBeUndefined();

    expect((await call(app, 'login', { username: field.username, password: 'wrong' })).status).toBe(401);
    expect((await call(app, 'resetPasswordRequest', { email: field.email })).status).toBe(200);
    expect((await call(app, 'resetPasswordRequest', { email: 'nobody@example.com' })).status).toBe(200);
    expect((await call(app, 'issuesDelete', { id: 999_999 }, field.token)).status).toBe(404);
    const page = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/nowhere?x=${field.token}` });
    expect(page.statusCode).toBe(404);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) expect(entry.reqId, JSON.stringify(entry)).toEqual(expect.any(String));
    // The reset mail is sent by the job worker after the request, on lines of its own.
    await readMailDrop(app);
    const text = lines.join('');
    const mailLines = lines.slice(entries.length).map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = entries.find((e) => e.msg === 'unhandled error');
    expect(failure?.reqId).toBe(requestId);
    expect(failure?.err).toMatchObject({
      message: expect.stringMatching(/^Failed query: INSERT INTO users/),
    });
    expect(mailLines.some((e) => e.msg === 'mail written to the mail drop')).toBe(true);

    expect(text).not.toContain('$argon2');
    expect(text).not.toContain('Bearer ');
    for (const user of [admin, field]) expect(text).not.toContain(user.token);
    expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    expect(text).not.toContain('params');
  });
});
