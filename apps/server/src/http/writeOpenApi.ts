import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { OPENAPI_FILE, openApiText } from './openApiFile';

/** `npm run docs:api`: write the OpenAPI document to docs/api/openapi.json. */
mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, openApiText());
console.log(`Wrote ${OPENAPI_FILE}`);
