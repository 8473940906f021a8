/**
 * The production build of the server: src/main.ts and the workspace packages it imports (@verge/domain is
 * TypeScript consumed from source) bundled by esbuild into dist/main.js, with the SQL migrations beside it
 * (migrate.ts reads them next to the running file). Every npm package stays external, loaded from
 * node_modules as in development: native ones (sharp, argon2) and those that read files next to their own
 * code (PGlite and its PostGIS wasm and data, pdfkit's fonts) keep working unchanged.
 */
import { cp, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(serverDir, 'dist');

/** Bare imports are npm packages, left to Node, except the workspace's own (`@verge/…`). */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@verge/') ? undefined : { path, external: true },
    );
  },
};

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: [join(serverDir, 'src', 'main.ts')],
  outfile: join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
await cp(join(serverDir, 'src', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
console.log(`built the server into ${outDir}`);
