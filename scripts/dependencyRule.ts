/**
 * The dependency rule of both apps (npm run deps, part of npm test): dependency-cruiser checks each app's
 * rules (its .dependency-cruiser.cjs: tiers that only point down, public surfaces, no file circles), and this
 * script then collapses the imports to folders and fails on any circle between folders, which file rules
 * cannot see. `--picture` prints each app's folder graph.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CruiseResult {
  modules: {
    source: string;
    dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[];
  }[];
  summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEST = /\.test\.tsx?$/;

/** The folder a file belongs to in the picture: a feature, a shared component group or a core part, else a tier. */
const APPS = [
  {
    name: 'web',
    dir: 'apps/web',
    folder: /^src\/((?:features|components|core|base)\/[^/.]+(?=\/)|[^/]+?)(?:\/|\.tsx?$)/,
  },
  { name: 'server', dir: 'apps/server', folder: /^src\/((?:features)\/[^/.]+(?=\/)|[^/]+?)(?:\/|\.tsx?$)/ },
];

function cruise(dir: string): CruiseResult {
  const out = execFileSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['-c', '.dependency-cruiser.cjs', 'src', '--output-type', 'json'],
    { cwd: join(root, dir), maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' },
  );
  return JSON.parse(out) as CruiseResult;
}

/** Strongly connected groups of more than one folder (Tarjan). */
function circles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

let failed = false;
for (const app of APPS) {
  const result = cruise(app.dir);
  for (const v of result.summary.violations) {
    failed = true;
    const via = v.cycle ? ` (${v.cycle.map((c) => c.name).join(' → ')})` : '';
    console.error(`${app.name}: ${v.rule.name}: ${v.from} → ${v.to}${via}`);
  }
  const edges = new Map<string, Set<string>>();
  for (const m of result.modules) {
    const from = m.source.match(app.folder)?.[1];
    if (!from || TEST.test(m.source)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const d of m.dependencies) {
      const to = d.resolved.match(app.folder)?.[1];
      if (to && to !== from && !d.coreModule && !d.couldNotResolve) edges.get(from)?.add(to);
    }
  }
  for (const group of circles(edges)) {
    failed = true;
    console.error(`${app.name}: folders in a circle: ${group.join(', ')}`);
  }
  if (process.argv.includes('--picture')) {
    console.log(`\n${app.name} (folder → the folders it imports)`);
    for (const [from, to] of [...edges].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`  ${from} → ${[...to].sort().join(', ') || '—'}`);
  }
}
if (failed) process.exit(1);
console.log('dependency rule: no upward import, no reach into a public surface, no circle (web, server)');
