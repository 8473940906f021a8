import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const CORE = join(import.meta.dirname, '..');
const OWNER = 'store/outbox.ts';
const WRITE = /\.(add|put|update|delete|bulkAdd|bulkPut|bulkDelete|modify|clear)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The statements of a file that name the outbox table and write through it. */
function outboxWrites(text: string): string[] {
  return text.split(';').filter((statement) => /\bdb\.outbox\b/.test(statement) && WRITE.test(statement));
}

describe('the outbox', () => {
  it('is written by its owner only', () => {
    const writers = sourceFiles(CORE)
      .map((file) => relative(CORE, file))
      .filter((file) => file !== OWNER)
      .filter((file) => outboxWrites(readFileSync(join(CORE, file), 'utf8')).length > 0);
    expect(writers).toEqual([]);
  });

  it('finds a write however the statement is laid out', () => {
    expect(
      outboxWrites('await db.outbox\n  .filter((c) => c.parked)\n  .modify({ parked: false });'),
    ).toHaveLength(1);
    expect(outboxWrites('const all = await db.outbox.toArray();')).toHaveLength(0);
  });
});
