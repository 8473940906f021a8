import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export type DatabaseKind = 'pglite' | 'postgres';
/**
 * A section of results: run.ts's server figures, firstSync.ts's device figures, firstSyncEngines.ts's in WebKit
 * and Firefox, or load.ts's figures of one instance under many devices, per database kind.
 */
export type ResultsSection =
  | DatabaseKind
  | `first-sync-${DatabaseKind}`
  | `first-sync-engines-${DatabaseKind}`
  | `load-${DatabaseKind}`;

/** Hand-written analysis below this line survives a re-run. */
const NOTES_MARKER = '<!-- notes: kept when the benchmark rewrites this file -->';
const SECTIONS: ResultsSection[] = [
  'pglite',
  'postgres',
  'first-sync-pglite',
  'first-sync-postgres',
  'first-sync-engines-pglite',
  'first-sync-engines-postgres',
  'load-pglite',
  'load-postgres',
];
const open = (kind: ResultsSection) => `<!-- results:${kind} -->`;
const close = (kind: ResultsSection) => `<!-- /results:${kind} -->`;

function section(text: string, kind: ResultsSection): string | null {
  const start = text.indexOf(open(kind));
  const end = text.indexOf(close(kind));
  return start >= 0 && end > start ? text.slice(start, end + close(kind).length) : null;
}

/**
 * Rewrite `path` with this run's section, keeping the other sections and the notes, so embedded and PostgreSQL
 * figures sit side by side. A null intro keeps the one the file has.
 */
export function writeResults(path: string, intro: string | null, kind: ResultsSection, body: string): string {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const notes = previous.includes(NOTES_MARKER)
    ? previous.slice(previous.indexOf(NOTES_MARKER))
    : `${NOTES_MARKER}\n`;
  const firstMark = previous.indexOf('<!-- ');
  const top = intro ?? (firstMark >= 0 ? previous.slice(0, firstMark) : '');
  const sections = SECTIONS.map((k) =>
    k === kind ? `${open(k)}\n${body.trim()}\n${close(k)}` : section(previous, k),
  ).filter((s): s is string => s !== null);
  const text = `${top.trim()}\n\n${sections.join('\n\n')}\n\n${notes}`;
  writeFileSync(path, text);
  return text;
}
