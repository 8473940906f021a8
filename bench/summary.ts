import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The last line of `npm run bench`: every budget of DESIGN §9 and issues 14 and 38 from the results files the steps
 * wrote, one line each as `figure / budget / met?`. Only each file's current figures count: its text up to the
 * first earlier run kept for comparison ('## Before') or the hand-written notes.
 */
const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const FILES = ['results.md', 'web-results.md', 'lighthouse-results.md', 'offline-maps-download-results.md'];
const VERDICTS = new Set(['met', '**missed**']);

function current(text: string): string {
  const ends = ['\n## Before', '<!-- notes'].map((mark) => text.indexOf(mark)).filter((at) => at >= 0);
  return ends.length > 0 ? text.slice(0, Math.min(...ends)) : text;
}

/** The rows of the file's tables that carry a verdict, with the heading they sit under. */
function budgetRows(text: string): string[] {
  const lines: string[] = [];
  let heading = '';
  for (const line of current(text).split('\n')) {
    if (line.startsWith('## ')) heading = line.slice(3).trim();
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length < 3 || !VERDICTS.has(cells[cells.length - 1])) continue;
    const verdict = cells[cells.length - 1] === 'met' ? 'met' : 'MISSED';
    const budget = cells[cells.length - 2];
    const figure = cells.slice(0, -2).join(' · ');
    lines.push(`${heading ? `[${heading}] ` : ''}${figure} / ${budget} / ${verdict}`);
  }
  return lines;
}

const report = FILES.filter((file) => existsSync(join(BENCH_DIR, file))).flatMap((file) => [
  `${file}:`,
  ...budgetRows(readFileSync(join(BENCH_DIR, file), 'utf8')).map((line) => `  ${line}`),
]);
console.log(['', 'Budgets (figure / budget / met?):', ...report].join('\n'));
