import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';

/*
 * Every setting the server reads from its environment, parsed and checked in one place: one file over the usual
 * size so that the README's table of variables has one counterpart, and a bad value stops the start with one
 * message before anything listens.
 */

/** Repository root: relative paths (DATA_DIR) resolve from here whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** At most `max` hits in `windowSeconds`, the window opening with the first hit. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** Abuse limits, counted in the database so they hold across replicas (limits/rateLimits.ts). */
export interface Limits {
  /** Failed logins per username; past it even the right password waits. */
  loginPerUsername: RateLimit;
  /** Failed logins per client address. */
  loginPerAddress: RateLimit;
  resetPerEmail: RateLimit;
  resetPerAddress: RateLimit;
  /** Every API request per bearer token and per client address: generous, against floods only. */
  requestsPerToken: RateLimit;
  requestsPerAddress: RateLimit;
}

/** An S3-compatible bucket for the photos (photos/s3PhotoStore.ts). */
export interface S3Settings {
  /** An S3-compatible service's URL (MinIO, Ceph, …); null for AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's own credential chain (AWS_* variables, instance role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: what self-hosted stores usually need. */
  forcePathStyle: boolean;
}

/** Where photos are kept: files under DATA_DIR/photos, or an S3-compatible bucket. */
export type PhotoStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

/**
 * A PMTiles archive of imagery that the server serves at MAP_ARCHIVE_TILE_URL, read by byte ranges: a file, or an
 * object in the S3-compatible store of PHOTO_STORE=s3 (MAP_PMTILES=s3:<key>).
 */
export type MapArchive = { kind: 'file'; path: string } | ({ kind: 's3'; key: string } & S3Settings);

/** The tile template of MAP_PMTILES's archive, on this server. */
export const MAP_ARCHIVE_TILE_URL = '/api/map-tiles/{z}/{x}/{y}';

/** A PostgreSQL connection pool: `max` connections; a query waits at most `acquireTimeoutMs` for one. */
export interface PoolSettings {
  max: number;
  acquireTimeoutMs: number;
}

/**
 * Ten connections; a request waits at most 5 s for one. Requests hold a connection only for their statements
 * and transactions (a photo's decode and store happen before its transaction opens), so a longer wait means the
 * database is down or overloaded, and the client hears so instead of hanging.
 */
export const DEFAULT_POOL: PoolSettings = { max: 10, acquireTimeoutMs: 5_000 };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** A read replica of DATABASE_URL the sync pulls read from (DATABASE_READ_URL); null: they read the primary. */
  databaseReadUrl: string | null;
  adminUsername: string | null;
  adminPassword: string | null;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where feedback is mailed (FEEDBACK_EMAIL); without it feedback is only stored and logged. */
  feedbackEmail: string | null;
  jwtSecret: string;
  /** Token lifetime in seconds; long, because crews work offline for days. */
  tokenTtlSeconds: number;
  publicUrl: string;
  mapTileUrl: string;
  /** MAP_PMTILES: imagery this server serves from a PMTiles archive; null when it serves none. */
  mapArchive: MapArchive | null;
  /**
   * The imagery a device may store for use offline (the offline maps screen): MAP_OFFLINE_TILE_URL, else
   * MAP_TILE_URL once MAP_TILES_OFFLINE=allowed declares that its terms allow it; null: offline maps are not offered.
   */
  offlineTileUrl: string | null;
  /** LSD_WMS_OFFLINE=allowed: the LSD grid overlay may be stored with the imagery. */
  lsdWmsOffline: boolean;
  mapTileAttribution: string;
  lsdWmsUrl: string;
  webDist: string;
  /** Which X-Forwarded-For hops are the operator's own proxies (TRUST_PROXY); the client is the next one left. */
  trustProxy: TrustProxy;
  /** Validate every response against the contract (tests and development). */
  validateResponses: boolean;
  limits: Limits;
  /** How often the job worker looks for due jobs another replica queued (it is also woken by its own). */
  jobPollMs: number;
  /** The first retry of a failed job waits this long; each further one twice as long. */
  jobRetryBaseMs: number;
  /** A job that failed this many times is given up (failed_at set, last_error kept). */
  jobMaxAttempts: number;
  /** How long a worker's claim on a job holds; past it (say the worker died) another worker may run it. */
  jobLeaseSeconds: number;
  /** The longest wait for the mail server at each step of a send: DNS, connecting, its greeting, each reply. */
  smtpTimeoutMs: number;
  photoStore: PhotoStoreConfig;
  /** PostgreSQL connections (DATABASE_POOL_MAX) and the longest wait for one (DATABASE_POOL_TIMEOUT_MS), past it 503. */
  databasePool: PoolSettings;
  /** Photo decodes at once on this instance (PHOTO_DECODES) and how many may wait (PHOTO_DECODES_WAITING), past it 503. */
  photoDecodes: { concurrent: number; waiting: number };
}

const DEFAULT_TILE_URL =
  'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}';
const DEFAULT_LSD_WMS_URL = 'https://maps.alberta.ca/ats/wms';

/**
 * The proxies in front of the server: none (the socket's peer is the client), the balancer's addresses and CIDR
 * ranges, or a count of hops (the socket's peer and the entries nearest it in X-Forwarded-For).
 */
export type TrustProxy = false | string[] | number;

/** proxy-addr's names for the private ranges (uniquelocal: 10/8, 172.16/12, 192.168/16, fc00::/7). */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const TRUST_PROXY_HELP =
  "set it to the load balancer's addresses or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5), or to the " +
  'number of proxies in front of the server (e.g. TRUST_PROXY=1), or leave it unset when clients connect directly';

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || isIP(entry) !== 0) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0 || !/^\d{1,3}$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY. `true` (any yes) is refused: trusting every hop lets a client behind a balancer that appends to
 * X-Forwarded-For name its own address (the left-most entry) and so escape the per-address limits.
 */
export function loadTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (['', 'false', 'no', 'off', '0'].includes(setting.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(setting.toLowerCase()))
    throw new Error(
      `TRUST_PROXY=${setting} would trust every hop, so clients could choose their own address: ${TRUST_PROXY_HELP}`,
    );
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    throw new Error(
      `TRUST_PROXY has ${wrong.map((entry) => `"${entry}"`).join(', ')}, not an address or CIDR range: ${TRUST_PROXY_HELP}`,
    );
  return entries;
}

/**
 * Fastify's trustProxy for a setting. Fastify 5 trusts no hop for a plain number (it cannot tell the balancer
 * from a client that connects directly), so a count becomes a function of the hop's index: 0 is the socket's
 * peer, 1 the right-most X-Forwarded-For entry, and so on; the client is the first hop past the count.
 */
export function fastifyTrustProxy(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

/**
 * HS256 wants a key at least as long as its hash, 256 bits (RFC 7518 §3.2): 32 characters, and those only when
 * random. A shorter one could be guessed offline from any token, and whoever has it signs in as anyone.
 */
export const JWT_SECRET_MIN_LENGTH = 32;

function checkedSecret(secret: string, source: string): string {
  if (secret.length < JWT_SECRET_MIN_LENGTH)
    throw new Error(
      `${source} is ${secret.length} characters; tokens are signed with it (HS256), which needs at least ` +
        `${JWT_SECRET_MIN_LENGTH} random characters: set JWT_SECRET to the output of \`openssl rand -base64 48\` ` +
        '(the same on every instance), or unset it to have one generated in DATA_DIR',
    );
  return secret;
}

/** JWT_SECRET when set, else one generated once and kept in DATA_DIR so tokens survive restarts. */
function jwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return checkedSecret(fromEnv, 'JWT_SECRET');
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return checkedSecret(readFileSync(file, 'utf8').trim(), file);
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A declaration that a source's terms allow storing its tiles offline: `allowed`, or unset. */
function offlineAllowed(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '') return false;
  if (value === 'allowed') return true;
  throw new Error(`${name} must be 'allowed' (the source's terms allow offline use) or unset, not ${value}`);
}

/**
 * Where offline maps take their imagery from. The default Esri World Imagery's terms allow no offline use outside
 * ArcGIS: declaring it allowed is refused, with what to set instead.
 */
export function loadOfflineTileUrl(env: NodeJS.ProcessEnv, mapTileUrl: string): string | null {
  if (env.MAP_OFFLINE_TILE_URL) return env.MAP_OFFLINE_TILE_URL;
  if (!offlineAllowed('MAP_TILES_OFFLINE', env.MAP_TILES_OFFLINE)) return null;
  if (mapTileUrl === DEFAULT_TILE_URL)
    throw new Error(
      'MAP_TILES_OFFLINE=allowed needs MAP_TILE_URL: the default Esri World Imagery may not be stored offline. ' +
        'Set MAP_TILE_URL to imagery whose terms allow it (your own, a self-hosted XYZ or PMTiles archive, open ' +
        'government imagery), or MAP_OFFLINE_TILE_URL to such a second source just for offline maps.',
    );
  return mapTileUrl;
}

/** MAP_PMTILES: a file path (relative to the repository root, as DATA_DIR is), or s3:<key> in the photo bucket. */
export function loadMapArchive(env: NodeJS.ProcessEnv, photoStore: PhotoStoreConfig): MapArchive | null {
  const value = env.MAP_PMTILES;
  if (!value) return null;
  if (!value.startsWith('s3:')) return { kind: 'file', path: resolve(REPO_ROOT, value) };
  const key = value.slice('s3:'.length);
  if (photoStore.kind !== 's3')
    throw new Error(
      `MAP_PMTILES=${value} reads the archive from the S3 store: set PHOTO_STORE=s3 and its S3_* settings`,
    );
  if (!key) throw new Error('MAP_PMTILES=s3:<key> needs the key of the archive in the bucket');
  const { kind: _store, ...settings } = photoStore;
  return { kind: 's3', key, ...settings };
}

/**
 * The request budget is set from the environment (a sync after days offline sends one request per queued
 * change, so a big crew behind one address needs room); the login and reset limits are fixed.
 */
export function loadLimits(env: NodeJS.ProcessEnv): Limits {
  const windowSeconds = Number(env.REQUEST_BUDGET_WINDOW_SECONDS ?? 60);
  return {
    loginPerUsername: { max: 10, windowSeconds: 15 * 60 },
    loginPerAddress: { max: 50, windowSeconds: 15 * 60 },
    resetPerEmail: { max: 5, windowSeconds: 60 * 60 },
    resetPerAddress: { max: 20, windowSeconds: 60 * 60 },
    requestsPerToken: { max: Number(env.REQUEST_BUDGET_PER_TOKEN ?? 3000), windowSeconds },
    requestsPerAddress: { max: Number(env.REQUEST_BUDGET_PER_ADDRESS ?? 10000), windowSeconds },
  };
}

/** PHOTO_STORE=disk (default) or s3 with its S3_* settings; a wrong or incomplete choice stops the start. */
export function loadPhotoStore(env: NodeJS.ProcessEnv): PhotoStoreConfig {
  const kind = env.PHOTO_STORE || 'disk';
  if (kind === 'disk') return { kind };
  if (kind !== 's3') throw new Error(`PHOTO_STORE must be disk or s3, not ${kind}`);
  if (!env.S3_BUCKET) throw new Error('PHOTO_STORE=s3 needs S3_BUCKET');
  const endpoint = env.S3_ENDPOINT || null;
  return {
    kind,
    endpoint,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || null,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || null,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, endpoint !== null),
  };
}

/** A whole number setting above zero, else `fallback` when unset; anything else stops the start. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name] ? Number(env[name]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
}

/** DATABASE_READ_URL only makes sense beside DATABASE_URL: the embedded database has no replicas. */
function databaseReadUrl(env: NodeJS.ProcessEnv): string | null {
  if (!env.DATABASE_READ_URL) return null;
  if (!env.DATABASE_URL) throw new Error('DATABASE_READ_URL needs DATABASE_URL (the primary)');
  return env.DATABASE_READ_URL;
}

/**
 * The most waits one mail send can make, each up to SMTP_TIMEOUT_MS: DNS, connecting, the greeting, EHLO,
 * STARTTLS and EHLO again, AUTH LOGIN (three replies), MAIL FROM, RCPT TO, DATA and the final reply.
 */
export const SMTP_WAITS_PER_SEND = 12;

/**
 * A mail send must end within the claim on its job, or another worker could take the job and send the same
 * mail while the first send is still going; a configuration that allows that does not start.
 */
export function checkMailWithinLease(config: Pick<Config, 'jobLeaseSeconds' | 'smtpTimeoutMs'>): void {
  const { jobLeaseSeconds, smtpTimeoutMs } = config;
  if (!(jobLeaseSeconds > 0) || !(smtpTimeoutMs > 0))
    throw new Error('JOB_LEASE_SECONDS and SMTP_TIMEOUT_MS must be positive numbers');
  const longestSendMs = SMTP_WAITS_PER_SEND * smtpTimeoutMs;
  if (longestSendMs >= jobLeaseSeconds * 1000)
    throw new Error(
      `SMTP_TIMEOUT_MS=${smtpTimeoutMs} lets one mail send take up to ${longestSendMs / 1000} s ` +
        `(${SMTP_WAITS_PER_SEND} waits), not less than JOB_LEASE_SECONDS=${jobLeaseSeconds}: ` +
        `lower SMTP_TIMEOUT_MS below ${Math.floor((jobLeaseSeconds * 1000) / SMTP_WAITS_PER_SEND)} or raise the lease`,
    );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = resolve(REPO_ROOT, overrides.dataDir ?? env.DATA_DIR ?? 'data');
  const photoStore = loadPhotoStore(env);
  const mapArchive = loadMapArchive(env, photoStore);
  // The archive's imagery is the map's unless MAP_TILE_URL names other imagery.
  const mapTileUrl = env.MAP_TILE_URL ?? (mapArchive ? MAP_ARCHIVE_TILE_URL : DEFAULT_TILE_URL);
  const port = Number(env.PORT ?? 3000);
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseReadUrl: databaseReadUrl(env),
    adminUsername: env.ADMIN_USERNAME || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    seedDemo: bool(env.SEED_DEMO, true),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Verge <no-reply@verge.local>',
    feedbackEmail: env.FEEDBACK_EMAIL || null,
    jwtSecret: overrides.jwtSecret ?? jwtSecret(dataDir, env.JWT_SECRET),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    mapTileUrl,
    mapArchive,
    mapTileAttribution:
      env.MAP_TILE_ATTRIBUTION ??
      (mapTileUrl === DEFAULT_TILE_URL
        ? 'Imagery © Esri, Maxar, Earthstar Geographics, and the GIS User Community'
        : ''),
    lsdWmsUrl: env.LSD_WMS_URL ?? DEFAULT_LSD_WMS_URL,
    offlineTileUrl: loadOfflineTileUrl(env, mapTileUrl),
    lsdWmsOffline: offlineAllowed('LSD_WMS_OFFLINE', env.LSD_WMS_OFFLINE),
    webDist: resolve(REPO_ROOT, env.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: loadTrustProxy(env.TRUST_PROXY),
    validateResponses: bool(env.VALIDATE_RESPONSES, env.NODE_ENV !== 'production'),
    limits: loadLimits(env),
    jobPollMs: Number(env.JOB_POLL_MS ?? 5_000),
    jobRetryBaseMs: Number(env.JOB_RETRY_BASE_MS ?? 60_000),
    jobMaxAttempts: Number(env.JOB_MAX_ATTEMPTS ?? 10),
    jobLeaseSeconds: Number(env.JOB_LEASE_SECONDS ?? 300),
    smtpTimeoutMs: Number(env.SMTP_TIMEOUT_MS ?? 20_000),
    photoStore,
    databasePool: {
      max: positive(env, 'DATABASE_POOL_MAX', DEFAULT_POOL.max),
      acquireTimeoutMs: positive(env, 'DATABASE_POOL_TIMEOUT_MS', DEFAULT_POOL.acquireTimeoutMs),
    },
    photoDecodes: {
      concurrent: positive(env, 'PHOTO_DECODES', 2),
      waiting: positive(env, 'PHOTO_DECODES_WAITING', 32),
    },
    ...overrides,
  };
  checkMailWithinLease(config);
  return config;
}
