import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { openApiDocument } from './openapi';

/** `npm run docs:api`: write the OpenAPI document to docs/api/openapi.json for readers of the repository. */
const dir = join(REPO_ROOT, 'docs/api');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'openapi.json'), `${JSON.stringify(openApiDocument(), null, 2)}\n`);
console.log(`Wrote ${join(dir, 'openapi.json')}`);
