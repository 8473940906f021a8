import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { openApiDocument } from './openapi';

/** The OpenAPI document committed for readers of the repository (`npm run docs:api` writes it). */
export const OPENAPI_FILE = join(REPO_ROOT, 'docs/api/openapi.json');

/** The committed file's text: the served document, two-space JSON. */
export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}
