const { join } = require('node:path');

/**
 * The server's tiers, top to bottom. An import only points down a tier (or stays in its own); features reach
 * each other, and everything else reaches them, only through a feature's index.ts; no circles (between folders:
 * scripts/dependencyRule.ts). Tests beside the code build the whole app to test through it, so the tiers bind
 * product files only; a test still reaches into no feature but its own.
 *
 * Run from the repository (`npx depcruise -c apps/server/.dependency-cruiser.cjs apps/server/src`) or from
 * apps/server (`npm run deps`): paths match either way.
 */
const SRC = '^(?:apps/server/)?src/';
const TEST = '\\.test\\.ts$';
const TIERS = [
  // the shell: start, assembly, the contract's handler map, database preparation, scheduled tasks, the seed
  `${SRC}(main|app|contractHandlers|prepareDatabase|scheduledTasks)\\.ts$|${SRC}seed/`,
  `${SRC}features/`,
  `${SRC}limits/`,
  `${SRC}http/`,
  `${SRC}(access|pdf|mail)/`,
  `${SRC}context\\.ts$`,
  `${SRC}(auth|jobs|photos)/`,
  `${SRC}db/`,
  `${SRC}(config|errors)\\.ts$`,
];
const FEATURE_INDEX = `${SRC}features/[^/]+/index\\.ts$`;

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
      comment: "a feature (or its tests) uses another only through that feature's index.ts",
      severity: 'error',
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: [`${SRC}features/$1/`, FEATURE_INDEX] },
    },
    {
      name: 'outside-reaches-feature-insides',
      comment: 'outside features/ (the shell, tests, the harness), a feature is used through its index.ts',
      severity: 'error',
      from: { pathNot: `${SRC}features/` },
      to: { path: `${SRC}features/`, pathNot: FEATURE_INDEX },
    },
    {
      name: 'no-circular',
      comment: 'a circle of imports has no top or bottom',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'tierless',
      comment: 'every product file of src/ has a tier: a new folder or top-level file goes into TIERS',
      severity: 'error',
      from: { path: SRC, pathNot: [...TIERS, TEST] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '^packages/'] },
    exclude: { path: '\\.d\\.ts$' },
    // Type-only imports count: a circle of types is a circle for the reader too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: join(__dirname, 'tsconfig.json') },
  },
};
