import { readFileSync } from 'node:fs';
import { API_PREFIX, APP_VERSION, type CallName, contract, IDEMPOTENCY_KEY_HEADER } from '@verge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { OPENAPI_FILE, openApiText } from './openApiFile';

interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; content: Record<string, { schema: { type?: string } }> }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
}

let app: TestApp;
let document: Document;
beforeAll(async () => {
  app = await createTestApp();
  const res = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/docs` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  document = res.json() as Document;
});
afterAll(() => app.close());

const names = Object.keys(contract) as CallName[];
const operationOf = (name: CallName) =>
  document.paths[`${API_PREFIX}${contract[name].path}`]?.[contract[name].method.toLowerCase()];

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document of this version, without a token', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(APP_VERSION);
  });

  it.each(names)('lists %s with its method and path', (name) => {
    const operation = operationOf(name);
    expect(operation?.operationId).toBe(name);
  });

  it('has no operation that is not in the contract', () => {
    const count = Object.values(document.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(count).toBe(names.length);
  });

  it('sends GET payloads as JSON in the obj query parameter and POST payloads as a JSON body', () => {
    const sync = operationOf('syncAsset')!;
    expect(sync.parameters?.[0]).toMatchObject({ name: 'obj', in: 'query' });
    expect(sync.parameters?.[0].content['application/json'].schema.type).toBe('object');
    expect(sync.requestBody).toBeUndefined();
    const create = operationOf('issuesCreate')!;
    expect((create.parameters ?? []).some((p) => p.in === 'query')).toBe(false);
    expect(Object.keys(create.requestBody!.content)).toEqual(['application/json']);
    expect(operationOf('health')!.parameters).toBeUndefined();
  });

  it('documents the Idempotency-Key header on command calls (POST, user) only', () => {
    const keyRef = `#/components/parameters/${IDEMPOTENCY_KEY_HEADER}`;
    for (const name of names) {
      const takesKey = contract[name].method === 'POST' && contract[name].auth === 'user';
      const parameters = (operationOf(name)!.parameters ?? []) as { $ref?: string }[];
      expect(
        parameters.some((p) => p.$ref === keyRef),
        name,
      ).toBe(takesKey);
    }
  });

  it('is the document committed in docs/api (run `npm run docs:api` after changing the contract)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('documents binary uploads as an octet-stream body plus obj', () => {
    const upload = operationOf('photosUpload')!;
    expect(upload.parameters?.[0].name).toBe('obj');
    expect(upload.requestBody!.content).toHaveProperty('application/octet-stream');
    expect(upload.responses).toHaveProperty('415');
  });

  it('asks for a bearer token on user and super calls only, and documents their error answers', () => {
    for (const name of names) {
      const operation = operationOf(name)!;
      const open = contract[name].auth === 'open';
      expect(operation.security, name).toEqual(open ? [] : [{ bearerAuth: [] }]);
      expect(operation.responses, name).toHaveProperty('400');
      if (!open) expect(operation.responses, name).toHaveProperty('401');
    }
  });
});

describe('GET /api/docs/index.html', () => {
  it('lists every call for people', async () => {
    const res = await app.server.inject({ method: 'GET', url: `${API_PREFIX}/docs/index.html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const name of names) expect(res.body).toContain(`<code>${API_PREFIX}${contract[name].path}</code>`);
  });
});
