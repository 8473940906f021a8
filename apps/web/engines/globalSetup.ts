import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../e2e/globalSetup';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The web app as `npm run test:e2e` left it (built when missing) and the server built afresh, as the Playwright
 * suite's own setup does.
 */
export default function setup(): void {
  if (!existsSync(join(webDir, 'dist', 'index.html'))) build('@verge/web');
  build('@verge/server');
}
