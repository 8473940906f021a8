import {
  API_PREFIX,
  APP_VERSION,
  apiErrorSchema,
  type CallDefinition,
  type CallName,
  COMMAND_KEY_RETENTION_DAYS,
  contract,
  ERROR_STATUS,
  type ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  isCommandCall,
  UUID_LENGTH,
} from '@verge/domain';
import { CALL_SUMMARIES } from '@verge/domain/callSummaries';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type JsonObject = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
  validation: 'Validation failed; `details` names the fields',
  unauthorized: 'Missing, invalid or expired token, or a deactivated account',
  forbidden: 'Not allowed for this role or company type',
  not_found: 'Not found, or not visible to this user',
  conflict: 'Conflicts with a stored record',
  too_large: 'The upload is too large',
  unsupported_media_type: 'The photo could not be read',
  rate_limited: 'Too many attempts or requests; retry after the seconds in Retry-After',
  internal: 'Unexpected server failure',
  insufficient_storage: 'The photo store is full; the photo was not stored, retry later',
  unavailable:
    'Not done for now, retry later: the server is busy (Retry-After), the database did not answer in time, or the photo store is read-only or unreachable (nothing was stored)',
};

/** A call without a payload declares `z.void()`, which JSON Schema cannot express. */
const hasPayload = (schema: z.ZodType) => !(schema instanceof z.ZodVoid);

/** JSON Schema 2020-12 is OpenAPI 3.1's own dialect, so the per-schema `$schema` marker is noise. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

const errorResponse = (code: ErrorCode) => ({ $ref: `#/components/responses/${code}` });

/** The failures a call can answer with, beyond the validation error every call may return. */
function errorCodes(definition: CallDefinition): ErrorCode[] {
  const codes: ErrorCode[] = ['validation'];
  if (definition.auth !== 'open') codes.push('unauthorized', 'forbidden');
  if (definition.auth === 'user') codes.push('not_found', 'conflict');
  if (definition.body === 'binary') codes.push('too_large', 'unsupported_media_type');
  // Every call spends from the request budget (limits/requestBudget.ts).
  codes.push('rate_limited', 'internal');
  return codes;
}

function operation(name: CallName, definition: CallDefinition): JsonObject {
  const inQuery = definition.method === 'GET' || definition.body === 'binary';
  const payload = hasPayload(definition.input) ? jsonSchema(definition.input, 'input') : null;
  const op: JsonObject = {
    operationId: name,
    summary: CALL_SUMMARIES[name],
    tags: [definition.path.split('/')[1]],
    security: definition.auth === 'open' ? [] : [{ bearerAuth: [] }],
    ...(definition.auth === 'super' ? { description: 'Platform administrators (isSuper) only.' } : {}),
  };
  const parameters: JsonObject[] = [];
  if (payload && inQuery) {
    parameters.push({
      name: 'obj',
      in: 'query',
      required: true,
      description: 'The request as JSON text',
      content: { 'application/json': { schema: payload } },
    });
  }
  if (isCommandCall(definition))
    parameters.push({ $ref: `#/components/parameters/${IDEMPOTENCY_KEY_HEADER}` });
  if (parameters.length > 0) op.parameters = parameters;
  if (definition.body === 'binary') {
    op.requestBody = {
      required: true,
      description: 'The image file itself',
      content: {
        'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
        'image/*': { schema: { type: 'string', format: 'binary' } },
      },
    };
  } else if (payload && !inQuery) {
    op.requestBody = { required: true, content: { 'application/json': { schema: payload } } };
  }
  op.responses = {
    '200': {
      description: 'Success',
      headers: {
        'X-App-Version': { $ref: '#/components/headers/X-App-Version' },
        ...(definition.auth === 'open' ? {} : { 'X-Token': { $ref: '#/components/headers/X-Token' } }),
      },
      content: { 'application/json': { schema: jsonSchema(definition.output, 'output') } },
    },
    ...Object.fromEntries(
      errorCodes(definition).map((code) => [String(ERROR_STATUS[code]), errorResponse(code)]),
    ),
  };
  return op;
}

/** The OpenAPI 3.1 description of every call in the domain contract. */
export function openApiDocument(): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const name of Object.keys(contract) as CallName[]) {
    const definition: CallDefinition = contract[name];
    const path = `${API_PREFIX}${definition.path}`;
    paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation(name, definition) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Verge API',
      version: APP_VERSION,
      description:
        'Offline-first field inspections: vegetation issues and culverts. POST calls take JSON bodies; GET calls ' +
        'take their request as JSON text in the `obj` query parameter; photo uploads send the file as the body ' +
        'and the request in `obj`. Errors are `{ error: { code, message, details? } }`.',
    },
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      parameters: {
        [IDEMPOTENCY_KEY_HEADER]: {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          required: false,
          description:
            'The command’s 36-character uuid. The call is applied at most once per key: a repeat by the same user ' +
            'for the same call answers the first result and changes nothing; the key reused by another user or ' +
            `for another call answers 409. Keys are kept ${COMMAND_KEY_RETENTION_DAYS} days.`,
          schema: { type: 'string', minLength: UUID_LENGTH, maxLength: UUID_LENGTH },
        },
      },
      headers: {
        'X-App-Version': { description: 'The server version', schema: { type: 'string' } },
        'X-Token': {
          description:
            'A refreshed token, sent once more than half of the current token’s lifetime has passed',
          schema: { type: 'string' },
        },
      },
      responses: Object.fromEntries(
        (Object.keys(ERROR_STATUS) as ErrorCode[]).map((code) => [
          code,
          {
            description: ERROR_DESCRIPTIONS[code],
            ...(code === 'rate_limited'
              ? {
                  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
                }
              : {}),
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ]),
      ),
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page listing every call, for people; tools read the JSON. */
export function openApiIndexHtml(): string {
  const rows = (Object.keys(contract) as CallName[])
    .map((name) => {
      const d: CallDefinition = contract[name];
      return `<tr><td>${d.method}</td><td><code>${escapeHtml(API_PREFIX + d.path)}</code></td><td>${d.auth}</td><td>${escapeHtml(CALL_SUMMARIES[name])}</td><td><code>${name}</code></td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Verge API ${APP_VERSION}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;background:#121212;color:#eee}a{color:#bbbf1d}
table{border-collapse:collapse}td,th{padding:.3rem .8rem;border-bottom:1px solid #333;text-align:left}</style></head>
<body><h1>Verge API ${APP_VERSION}</h1>
<p>OpenAPI 3.1 document: <a href="${API_PREFIX}/docs">${API_PREFIX}/docs</a>. Auth: <b>open</b> no token,
<b>user</b> a company user's bearer token, <b>super</b> the platform admin's. GET requests carry their payload as JSON in
the <code>obj</code> query parameter.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Auth</th><th>What it does</th><th>Contract name</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>`;
}

/** GET /api/docs (JSON) and /api/docs/index.html; the document is built once, the contract being static. */
export function registerOpenApi(server: FastifyInstance): void {
  const document = JSON.stringify(openApiDocument());
  const html = openApiIndexHtml();
  server.get(`${API_PREFIX}/docs`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(document),
  );
  server.get(`${API_PREFIX}/docs/index.html`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(html),
  );
}
