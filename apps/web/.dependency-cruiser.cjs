/**
 * The web app's tiers, top to bottom: app/ (the shell) → features/ → components/ → base/ → core/.
 * An import only points down; features reach each other only through a feature's index.ts; outside
 * core/, only the files directly in core/ (its public surface) are imported — its subfolders are
 * private. Tests beside the code may arrange and inspect the store through core's insides.
 */
const TEST = '\\.test\\.tsx?$';
const tierAbove = {
  core: '^src/(base|components|features|app)/|^src/(main|serviceWorker)\\.tsx?$',
  base: '^src/(components|features|app)/|^src/(main|serviceWorker)\\.tsx?$',
  components: '^src/(features|app)/|^src/(main|serviceWorker)\\.tsx?$',
  features: '^src/app/|^src/(main|serviceWorker)\\.tsx?$',
  app: '^src/(main|serviceWorker)\\.tsx?$',
};

module.exports = {
  forbidden: [
    ...Object.entries(tierAbove).map(([tier, above]) => ({
      name: `${tier}-imports-upward`,
      comment: `${tier}/ sits below what it imports here; move the shared piece down a tier`,
      severity: 'error',
      from: { path: `^src/${tier}/` },
      to: { path: above },
    })),
    {
      name: 'core-insides',
      comment: 'outside core/, import core through the files directly in core/, its public surface',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/core/|${TEST}` },
      to: { path: '^src/core/[^/]+/' },
    },
    {
      name: 'feature-insides',
      comment: "a feature uses another only through that feature's index.ts",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'core-without-ui',
      comment: 'the core holds data and its rules; it draws nothing',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: 'node_modules/(@mui|@emotion|maplibre-gl|react-dom)/' },
    },
    {
      name: 'store-in-core',
      comment:
        'the local store is read and written only by the core; elsewhere, use its read hooks and commands',
      severity: 'error',
      from: { path: '^src/', pathNot: `^src/core/|${TEST}` },
      to: { path: 'node_modules/(dexie|dexie-react-hooks)/' },
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
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
