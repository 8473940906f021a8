import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, ASSET_PAGE_MAX_ROWS, ASSET_PAGE_ROWS, contract } from '@verge/domain';
import { sql } from 'drizzle-orm';
import { firstRow } from '../apps/server/src/db/sql';
import { bareAssetJson, bareInsertIssue } from './bareSql';
import { benchDataDir, openBenchDatabase, POSTGRES_URL, scratchPostgres } from './benchDatabase';
import { startBenchServer } from './benchServer';
import { callUrl } from './callUrl';
import { HttpClient } from './httpClient';
import { issueRequest } from './issueRequest';
import { buildLargeAsset, type LargeAsset, SIZES } from './largeAsset';
import { type DatabaseKind, writeResults } from './resultsFile';
import { median, medianMsInTurn, pool, timed } from './timing';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const RESULTS = join(BENCH_DIR, 'results.md');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const INGEST_RUNS = Number(process.env.BENCH_INGEST_RUNS ?? 1);
const INGEST_COUNT = Number(process.env.BENCH_INGEST_COUNT ?? 500);
const CONCURRENCY = 8;
const CHANGED_ROWS = 10;
/** Uncompressed first: the compressed pulls are reported against it. */
const ENCODINGS = ['identity', 'gzip', 'br'] as const;

/**
 * The databases a run measures, side by side: the embedded one, and PostgreSQL in a throw-away database on the
 * server at BENCH_POSTGRES_URL (the local one by default). BENCH_DATABASES=pglite (or postgres) runs one.
 */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];

/** The i-th ingested issue: spread over the asset's areas. */
const ingestIssue = (asset: LargeAsset, i: number) =>
  issueRequest(asset.areas[(i * 37) % asset.areas.length], asset.fieldUserId);

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function measure(databaseUrl: string | null): Promise<void> {
  const started = Date.now();
  const loadStart = loadavg()[0].toFixed(1);
  const handle = await openBenchDatabase(
    databaseUrl ? { url: databaseUrl } : { dataDir: benchDataDir(BENCH_DIR, 'db') },
  );
  const build = await timed(() => buildLargeAsset(handle));
  const asset = build.result;
  const versions = await firstRow<{ pg: string; postgis: string }>(
    handle.db,
    sql`SELECT current_setting('server_version') AS pg, postgis_lib_version() AS postgis`,
  );
  console.log(`Built the large asset in ${fmt(build.ms / 1000, 1)} s`);

  const { server, base, token } = await startBenchServer(BENCH_DIR, handle, asset.fieldUserId);
  // Timed pulls ask for the body as it is (a client would ask for gzip), so they compare the server's own work
  // with the bare SQL's; the wire sizes per encoding are measured on their own below.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const client = new HttpClient();

  const pull = (since?: string, keep?: number) =>
    client.get(
      callUrl(base, 'syncAsset', { assetId: asset.assetId, userId: asset.fieldUserId, since }),
      headers,
      keep,
    );

  // Full pull over HTTP against the bare SQL, after one warm-up of each. The server answers in pages (at most
  // ASSET_PAGE_MAX_ROWS rows each); `since` is the same on every page of a full pull.
  const since = /"since"\s*:\s*"([^"]+)"/.exec((await pull()).text)?.[1];
  if (!since) throw new Error('The asset sync response has no since');
  const bareFirst = await bareAssetJson(handle, asset.assetId);
  const pagedPull = (limit: number) => () =>
    client.pages(
      `${base}${API_PREFIX}${contract.syncAsset.path}`,
      { assetId: asset.assetId, userId: asset.fieldUserId, limit },
      headers,
    );
  // The largest pages a client may ask for, and the app's first sync: pages of ASSET_PAGE_ROWS rows.
  const largest = await pagedPull(ASSET_PAGE_MAX_ROWS)();
  const largestPages = Number(largest.text);
  const pages = Number((await pagedPull(ASSET_PAGE_ROWS)()).text);
  const [fullMs, pagedMs, bareMs] = await medianMsInTurn(RUNS, [
    pagedPull(ASSET_PAGE_MAX_ROWS),
    pagedPull(ASSET_PAGE_ROWS),
    () => bareAssetJson(handle, asset.assetId),
  ]);
  console.log(
    `Full asset sync: ${fmt(fullMs)} ms in ${largestPages} pages, ${fmt(pagedMs)} ms in ${pages} pages, ${fmt(bareMs)} ms bare SQL`,
  );

  // The same full pull (its largest pages) once per encoding, counting the bytes on the wire.
  const wire = [];
  for (const encoding of ENCODINGS) {
    const { ms, result } = await timed(() =>
      client.wire(largest.pageUrls ?? [], { ...headers, 'accept-encoding': encoding }),
    );
    if (result.encoding !== encoding) throw new Error(`Asked for ${encoding}, got ${result.encoding}`);
    wire.push({ encoding, ms, bytes: result.bytes });
    console.log(
      `Full asset sync, ${encoding}: ${fmt(result.bytes / 1e6, 1)} MB on the wire in ${fmt(ms)} ms`,
    );
  }
  const plainWire = wire[0];

  // Incremental pull: ten issues edited after the pull whose `since` the device kept.
  await handle.db.execute(sql`
    UPDATE vegetation_issues SET comments = comments || ' (re-checked)'
    WHERE id IN (SELECT id FROM vegetation_issues WHERE asset_id = ${asset.assetId} ORDER BY id DESC LIMIT ${CHANGED_ROWS})`);
  const changed = JSON.parse((await pull(since, Number.MAX_SAFE_INTEGER)).text) as {
    issues: unknown[];
    areas: unknown[];
    culverts: unknown[];
  };
  if (changed.issues.length !== CHANGED_ROWS || changed.areas.length !== 0 || changed.culverts.length !== 0) {
    throw new Error(`The incremental pull sent ${changed.issues.length} issues, expected ${CHANGED_ROWS}`);
  }
  const [incrementalMs] = await medianMsInTurn(RUNS, [() => pull(since)]);
  console.log(`Incremental asset sync (${CHANGED_ROWS} changed): ${fmt(incrementalMs, 1)} ms`);

  // Ingest: creates over HTTP against bare INSERTs of the same rows, alternating which goes first.
  const httpRates: number[] = [];
  const bareRates: number[] = [];
  const postHeaders = { ...headers, 'content-type': 'application/json' };
  for (let run = 0; run < INGEST_RUNS; run++) {
    const viaHttp = Array.from({ length: INGEST_COUNT }, (_, i) => ingestIssue(asset, i));
    const bare = viaHttp.map((issue) => ({ ...issue, uuid: randomUUID() }));
    const measureHttp = async () => {
      const bodies = viaHttp.map((issue) => JSON.stringify(issue));
      const { ms } = await timed(() =>
        client.postAll(callUrl(base, 'issuesCreate'), postHeaders, bodies, CONCURRENCY),
      );
      httpRates.push((INGEST_COUNT / ms) * 1000);
    };
    const measureBare = async () => {
      const { ms } = await timed(() =>
        pool(INGEST_COUNT, CONCURRENCY, (i) => bareInsertIssue(handle, asset.assetId, bare[i])),
      );
      bareRates.push((INGEST_COUNT / ms) * 1000);
    };
    if (run % 2 === 0) {
      await measureHttp();
      await measureBare();
    } else {
      await measureBare();
      await measureHttp();
    }
  }
  const httpRate = median(httpRates);
  const bareRate = median(bareRates);
  console.log(`Ingest: ${fmt(httpRate)} issues/s over HTTP, ${fmt(bareRate)} rows/s bare INSERT`);

  client.close();
  await server.close();
  await handle.close();

  const fullRatio = fullMs / bareMs;
  const pagedRatio = pagedMs / bareMs;
  const incrementalShare = incrementalMs / fullMs;
  const ingestShare = httpRate / bareRate;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const intro = `# Benchmark results

\`npm run bench\` builds the large asset of DESIGN §9 — ${fmt(SIZES.areas)} management areas, ${fmt(SIZES.issues)}
vegetation issues (a tenth of them follow-ups, with species, required actions and provider assignments),
${fmt(SIZES.culverts)} culverts and ${fmt(SIZES.inspections)} inspections — with \`INSERT … SELECT generate_series\` in a
fresh embedded database and in a throw-away PostgreSQL database (\`BENCH_POSTGRES_URL\`, the local server by default;
\`BENCH_DATABASES=pglite\` or \`postgres\` for one), then measures on each:

- **full asset sync**: \`GET /api/update/asset\` through the real HTTP server (listening on 127.0.0.1) as the
  field user, against the bare SQL that reads the same tables and rows as
  \`json_agg(row_to_json(t))\` (geometry as GeoJSON) on the same database; once in the largest pages the server gives
  (${fmt(ASSET_PAGE_MAX_ROWS)} rows; no answer is larger), once as the app pulls it: page after page of
  ${fmt(ASSET_PAGE_ROWS)} rows, each its own request, following \`nextCursor\`;
- **incremental asset sync**: the same call with the \`since\` of an earlier pull after ${CHANGED_ROWS} issues changed,
  against the full pull;
- **full asset sync on the wire**: the same pull once uncompressed, once gzip and once brotli (as the server's
  \`@fastify/compress\` makes them: gzip level 6, brotli quality 4), bytes received and time to the last byte;
- **issue ingest**: ${fmt(INGEST_COUNT)} realistic \`POST /api/vegetationIssues\` creates, ${CONCURRENCY} at a time, against plain
  INSERTs of the same rows (issue, species, required actions) at the same concurrency.

The server runs configured as in production (no response validation). Its HTTP client runs in a child process,
as a real client runs on another device: in the server's process the client's own work (reading 100+ MB) counted
against the server. It times each pull to its last byte received, counting the body as it arrives (a page's
cursor is read from its tail); decoding the body is the client's work after the server's is over. The bare SQL
runs through the server's own
database handle. Medians of ${RUNS} sync rounds (the pull and its baseline back to back in each) and
${INGEST_RUNS} ingest rounds (alternating which side goes first). The load average is printed because these machines are
shared: figures taken while other work runs are slower, and noisier, on both sides of each ratio.`;
  const body = `## ${handle.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL'} ${versions?.pg}, PostGIS ${versions?.postgis}

${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model.trim()};
load average ${loadStart} at the start, ${loadavg()[0].toFixed(1)} at the end; data built in ${fmt(build.ms / 1000, 1)} s,
whole run ${fmt((Date.now() - started) / 1000, 0)} s.

| measure | Verge | baseline | ratio | budget | |
|---|---|---|---|---|---|
| full asset sync, ${largestPages} pages of ${fmt(ASSET_PAGE_MAX_ROWS)} rows | ${fmt(fullMs)} ms (${fmt(largest.length / 1e6, 1)} MB) | ${fmt(bareMs)} ms bare SQL (${fmt(bareFirst.length / 1e6, 1)} MB) | ${fmt(fullRatio, 2)}× | ≤ 2× | ${verdict(fullRatio <= 2)} |
| full asset sync, ${pages} pages of ${fmt(ASSET_PAGE_ROWS)} rows | ${fmt(pagedMs)} ms | ${fmt(bareMs)} ms bare SQL | ${fmt(pagedRatio, 2)}× | ≤ 2× | ${verdict(pagedRatio <= 2)} |
| incremental asset sync, ${CHANGED_ROWS} changed rows | ${fmt(incrementalMs, 1)} ms | ${fmt(fullMs)} ms full pull | ${fmt(incrementalShare * 100, 2)} % | < 5 % | ${verdict(incrementalShare < 0.05)} |
${wire
  .slice(1)
  .map(
    (w) =>
      `| full asset sync on the wire, ${w.encoding} | ${fmt(w.bytes / 1e6, 1)} MB in ${fmt(w.ms)} ms | ${fmt(plainWire.bytes / 1e6, 1)} MB uncompressed in ${fmt(plainWire.ms)} ms | ${fmt((w.bytes / plainWire.bytes) * 100, 1)} % | compressed | met |`,
  )
  .join('\n')}
| issue ingest | ${fmt(httpRate)} issues/s over HTTP | ${fmt(bareRate)} issues/s bare INSERT | ${fmt(ingestShare * 100, 0)} % | ≥ 50 % | ${verdict(ingestShare >= 0.5)} |`;
  console.log(`\n${body}`);
  writeResults(RESULTS, intro, handle.kind, body);
  console.log(`\nWritten to ${RESULTS}`);
}

async function main(): Promise<void> {
  for (const kind of DATABASES) {
    if (kind === 'pglite') {
      await measure(null);
      continue;
    }
    const scratch = await scratchPostgres(POSTGRES_URL);
    try {
      await measure(scratch.url);
    } finally {
      await scratch.drop();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
