import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * SQL lives in the queries files (`*.queries.ts`), the read-shape builders (`*.read.ts`) and db/: a service,
 * a route or a piece of infrastructure asks them rather than writing a statement itself (docs/architecture.md).
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** Where SQL belongs, as paths relative to src/. */
const SQL_HOMES = [/\.queries\.ts$/, /\.read\.ts$/, /^db\//];

/** Folders that write SQL elsewhere, each with its reason. */
const EXCEPTIONS: Record<string, string> = {
  'seed/':
    "the first start's fixed reference lists and demo rows, inserted as they are: no feature's rules apply",
};

/** What SQL looks like here: drizzle imported, a tagged statement, a statement run, a query built with drizzle. */
const SQL_SIGNS = [
  /from 'drizzle-orm/,
  /\bsql`/,
  /\.execute\(/,
  /\b(db|tx)\.(select|insert|update|delete)\(/,
];

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SRC, path)] : [];
  });
}

const writesSql = (file: string) => {
  const text = readFileSync(join(SRC, file), 'utf8');
  return SQL_SIGNS.some((sign) => sign.test(text));
};
const excepted = (file: string) => Object.keys(EXCEPTIONS).some((folder) => file.startsWith(folder));

describe('SQL placement', () => {
  const files = productFiles(SRC);

  it('keeps SQL in queries files, read shapes and db/', () => {
    const misplaced = files.filter(
      (file) => writesSql(file) && !excepted(file) && !SQL_HOMES.some((home) => home.test(file)),
    );
    expect(misplaced, 'SQL outside *.queries.ts, *.read.ts and db/: move it into a queries file').toEqual([]);
  });

  it('lists only exceptions that still write SQL', () => {
    const stale = Object.keys(EXCEPTIONS).filter(
      (folder) => !files.some((file) => file.startsWith(folder) && writesSql(file)),
    );
    expect(stale).toEqual([]);
  });
});
