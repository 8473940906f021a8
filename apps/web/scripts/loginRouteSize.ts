/**
 * The JavaScript a browser loads to show the login route, gzipped: the entry chunk and its static
 * imports, plus the login page chunk and its static imports (from the Vite manifest of the last build).
 * Budget (DESIGN §9): under 250 kB. Usage: npm run build -w @verge/web && npm run size -w @verge/web
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const BUDGET_BYTES = 250 * 1024;
// WEB_DIST (relative to the repository root) measures another build folder, as the server serves it.
const dist = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  process.env.WEB_DIST ?? 'apps/web/dist',
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;

function collect(key: string, into: Set<string>): void {
  const entry = manifest[key];
  if (!entry || into.has(entry.file)) return;
  into.add(entry.file);
  for (const next of entry.imports ?? []) collect(next, into);
}

const files = new Set<string>();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry in the manifest');
collect(entryKey, files);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/login/LoginPage.tsx'));
if (!loginKey) throw new Error('No login page chunk in the manifest');
collect(loginKey, files);

let total = 0;
const rows = [...files]
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    return { file, size };
  })
  .sort((a, b) => b.size - a.size);
for (const row of rows) console.log(`${(row.size / 1024).toFixed(1).padStart(8)} kB  ${row.file}`);
console.log(`${(total / 1024).toFixed(1).padStart(8)} kB  login route JavaScript, gzipped (budget 250 kB)`);
if (total > BUDGET_BYTES) process.exitCode = 1;
