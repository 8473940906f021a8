import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type DatabaseKind = 'pglite' | 'postgres';

/** Hand-written analysis below this line survives a re-run. */
const NOTES_MARKER = '<!-- notes: kept when the benchmark rewrites this file -->';
const KINDS: DatabaseKind[] = ['pglite', 'postgres'];
const open = (kind: DatabaseKind) => `<!-- results:${kind} -->`;
const close = (kind: DatabaseKind) => `<!-- /results:${kind} -->`;

function section(text: string, kind: DatabaseKind): string | null {
  const start = text.indexOf(open(kind));
  const end = text.indexOf(close(kind));
  return start >= 0 && end > start ? text.slice(start, end + close(kind).length) : null;
}

/**
 * Rewrite `path` with this run's section for its database kind, keeping the other kind's last section and
 * the notes, so embedded and PostgreSQL figures sit side by side.
 */
export function writeResults(path: string, intro: string, kind: DatabaseKind, body: string): string {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER)
    ? previous.slice(previous.indexOf(NOTES_MARKER))
    : `${NOTES_MARKER}\n`;
  const sections = KINDS.map((k) =>
    k === kind ? `${open(k)}\n${body.trim()}\n${close(k)}` : section(previous, k),
  ).filter((s): s is string => s !== null);
  const text = `${intro.trim()}\n\n${sections.join('\n\n')}\n\n${notes}`;
  writeFileSync(path, text);
  return text;
}
