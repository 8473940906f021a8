/**
 * The server's tiers, top to bottom. An import only points down a tier (or stays in its own); features reach
 * each other, and the shell reaches them, only through a feature's index.ts; no circles. Tests beside the code
 * build the whole app to test through it, so the rules apply to product files.
 */
const TEST = '\\.test\\.ts$';
const TIERS = [
  // the shell: start, assembly, the contract's handler map, database preparation, scheduled tasks, the seed
  '^src/(main|app|contractHandlers|prepareDatabase|scheduledTasks)\\.ts$|^src/seed/',
  '^src/features/',
  '^src/limits/',
  '^src/http/',
  '^src/(access|pdf|mail)/',
  '^src/context\\.ts$',
  '^src/(auth|jobs|photos)/',
  '^src/db/',
  '^src/(config|errors)\\.ts$',
];

module.exports = {
  forbidden: [
    ...TIERS.slice(1).map((tier, i) => ({
      name: 'imports-upward',
      comment: 'a lower tier imports a higher one; move the shared piece down',
      severity: 'error',
      from: { path: tier, pathNot: TEST },
      to: { path: TIERS.slice(0, i + 1).join('|') },
    })),
    {
      name: 'feature-insides',
      comment: "a feature uses another only through that feature's index.ts",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shell-reaches-feature-insides',
      comment: 'the shell uses a feature through its index.ts',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/features/', TEST] },
      to: { path: '^src/features/', pathNot: '^src/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'a circle of imports has no top or bottom',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
