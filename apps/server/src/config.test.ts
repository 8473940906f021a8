import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fastifyTrustProxy,
  JWT_SECRET_MIN_LENGTH,
  loadConfig,
  loadTrustProxy,
  MAP_ARCHIVE_TILE_URL,
  REPO_ROOT,
} from './config';

const load = (env: NodeJS.ProcessEnv) =>
  loadConfig(env, { dataDir: '/tmp/verge-config', jwtSecret: 'config-test-secret' });

describe('loadConfig', () => {
  it('checks responses against the contract outside production only, unless VALIDATE_RESPONSES says', () => {
    expect(load({ NODE_ENV: 'production' }).validateResponses).toBe(false);
    expect(load({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(load({}).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses).toBe(true);
    expect(load({ NODE_ENV: 'test', VALIDATE_RESPONSES: 'false' }).validateResponses).toBe(false);
  });
});

describe('offline maps', () => {
  it('offers none unless an operator declares a source whose terms allow it', () => {
    expect(load({}).offlineTileUrl).toBeNull();
    expect(load({ MAP_TILE_URL: 'https://imagery.example.com/{z}/{x}/{y}.jpg' }).offlineTileUrl).toBeNull();
    expect(
      load({ MAP_TILE_URL: 'https://imagery.example.com/{z}/{x}/{y}.jpg', MAP_TILES_OFFLINE: 'allowed' })
        .offlineTileUrl,
    ).toBe('https://imagery.example.com/{z}/{x}/{y}.jpg');
    // A second source just for offline use, beside the default imagery shown online.
    expect(load({ MAP_OFFLINE_TILE_URL: '/api/map-tiles/{z}/{x}/{y}' }).offlineTileUrl).toBe(
      '/api/map-tiles/{z}/{x}/{y}',
    );
  });

  it('refuses to declare the default Esri imagery allowed, saying what to set instead', () => {
    expect(() => load({ MAP_TILES_OFFLINE: 'allowed' })).toThrow(
      /MAP_TILES_OFFLINE=allowed needs MAP_TILE_URL: the default Esri World Imagery may not be stored offline/,
    );
  });

  it('takes allowed or nothing for each declaration', () => {
    expect(() =>
      load({ MAP_TILE_URL: 'https://i.example.com/{z}/{x}/{y}', MAP_TILES_OFFLINE: 'yes' }),
    ).toThrow("MAP_TILES_OFFLINE must be 'allowed' (the source's terms allow offline use) or unset, not yes");
    expect(load({}).lsdWmsOffline).toBe(false);
    expect(load({ LSD_WMS_OFFLINE: 'allowed' }).lsdWmsOffline).toBe(true);
    expect(() => load({ LSD_WMS_OFFLINE: 'true' })).toThrow(/LSD_WMS_OFFLINE must be 'allowed'/);
  });
});

describe('MAP_PMTILES', () => {
  it("makes the archive's tiles on this server the map's imagery, unless MAP_TILE_URL names other", () => {
    const config = load({ MAP_PMTILES: 'imagery/corridor.pmtiles' });
    expect(config.mapArchive).toEqual({ kind: 'file', path: resolve(REPO_ROOT, 'imagery/corridor.pmtiles') });
    expect(config.mapTileUrl).toBe(MAP_ARCHIVE_TILE_URL);
    expect(config.mapTileAttribution).toBe('');
    expect(
      load({ MAP_PMTILES: '/srv/a.pmtiles', MAP_TILE_URL: 'https://i.example.com/{z}/{x}/{y}' }).mapTileUrl,
    ).toBe('https://i.example.com/{z}/{x}/{y}');
    expect(load({}).mapArchive).toBeNull();
  });

  it('may be declared for offline maps: it is the operator’s own imagery', () => {
    expect(load({ MAP_PMTILES: '/srv/a.pmtiles', MAP_TILES_OFFLINE: 'allowed' }).offlineTileUrl).toBe(
      MAP_ARCHIVE_TILE_URL,
    );
  });

  it('reads s3:<key> from the photo bucket, and only with PHOTO_STORE=s3', () => {
    const s3 = { PHOTO_STORE: 's3', S3_BUCKET: 'verge', S3_ENDPOINT: 'http://s3.test' };
    expect(load({ ...s3, MAP_PMTILES: 's3:imagery/a.pmtiles' }).mapArchive).toMatchObject({
      kind: 's3',
      key: 'imagery/a.pmtiles',
      bucket: 'verge',
      endpoint: 'http://s3.test',
    });
    expect(() => load({ MAP_PMTILES: 's3:imagery/a.pmtiles' })).toThrow(
      'MAP_PMTILES=s3:imagery/a.pmtiles reads the archive from the S3 store: set PHOTO_STORE=s3 and its S3_* settings',
    );
    expect(() => load({ ...s3, MAP_PMTILES: 's3:' })).toThrow('MAP_PMTILES=s3:<key> needs the key');
  });
});

describe('the job lease and the mail time-outs', () => {
  it('defaults to a 5-minute lease that outlasts the longest mail send', () => {
    expect(load({})).toMatchObject({ jobLeaseSeconds: 300, smtpTimeoutMs: 20_000 });
  });

  it('refuses to start when one mail send could outlive its claim', () => {
    expect(() => load({ JOB_LEASE_SECONDS: '60' })).toThrow(
      'SMTP_TIMEOUT_MS=20000 lets one mail send take up to 240 s (12 waits), not less than JOB_LEASE_SECONDS=60: lower SMTP_TIMEOUT_MS below 5000 or raise the lease',
    );
    expect(load({ JOB_LEASE_SECONDS: '60', SMTP_TIMEOUT_MS: '4000' }).jobLeaseSeconds).toBe(60);
  });

  it('refuses a lease or time-out that is not a positive number', () => {
    expect(() => load({ JOB_LEASE_SECONDS: 'soon' })).toThrow('must be positive numbers');
    expect(() => load({ SMTP_TIMEOUT_MS: '0' })).toThrow('must be positive numbers');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set', () => {
    for (const off of [undefined, '', 'false', 'off', '0']) expect(loadTrustProxy(off)).toBe(false);
  });

  it('takes the balancer’s addresses and CIDR ranges, or a hop count', () => {
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(loadTrustProxy('fd00::/8,::1,uniquelocal')).toEqual(['fd00::/8', '::1', 'uniquelocal']);
    expect(loadTrustProxy('1')).toBe(1);
    expect(loadTrustProxy('2')).toBe(2);
  });

  it('refuses true, which trusts every hop, saying what to set', () => {
    for (const yes of ['true', 'TRUE', 'yes', 'on'])
      expect(() => load({ TRUST_PROXY: yes })).toThrow(
        `TRUST_PROXY=${yes} would trust every hop, so clients could choose their own address: set it to the load balancer's addresses or CIDR ranges (e.g. TRUST_PROXY=10.0.0.0/8,192.168.1.5), or to the number of proxies in front of the server (e.g. TRUST_PROXY=1), or leave it unset when clients connect directly`,
      );
  });

  it('refuses what is not an address or a range', () => {
    expect(() => loadTrustProxy('10.0.0.0/33,balancer')).toThrow(
      'TRUST_PROXY has "10.0.0.0/33", "balancer", not an address or CIDR range',
    );
    expect(() => loadTrustProxy('10.0.0.1,')).toThrow('TRUST_PROXY has ""');
    expect(() => loadTrustProxy('::/129')).toThrow('not an address or CIDR range');
    expect(() => loadTrustProxy('10.0.0.0/8/8')).toThrow('not an address or CIDR range');
  });

  it('counts hops from the socket’s peer, so the client is the first hop past the count', () => {
    const trust = fastifyTrustProxy(2);
    if (typeof trust !== 'function') throw new Error('a hop count is a function for Fastify');
    expect([0, 1, 2].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('JWT_SECRET', () => {
  const fresh = (env: NodeJS.ProcessEnv) =>
    loadConfig(env, { dataDir: mkdtempSync(join(tmpdir(), 'verge-config-')) });

  it(`refuses a secret shorter than ${JWT_SECRET_MIN_LENGTH} characters, saying how to make one`, () => {
    expect(() => fresh({ JWT_SECRET: 'x'.repeat(JWT_SECRET_MIN_LENGTH - 1) })).toThrow(
      'JWT_SECRET is 31 characters; tokens are signed with it (HS256), which needs at least 32 random characters: set JWT_SECRET to the output of `openssl rand -base64 48` (the same on every instance), or unset it to have one generated in DATA_DIR',
    );
    const secret = 'y'.repeat(JWT_SECRET_MIN_LENGTH);
    expect(fresh({ JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('generates a long one in DATA_DIR when unset, and refuses a short one found there', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'verge-config-'));
    const generated = loadConfig({}, { dataDir }).jwtSecret;
    expect(generated.length).toBeGreaterThanOrEqual(JWT_SECRET_MIN_LENGTH);
    expect(loadConfig({}, { dataDir }).jwtSecret).toBe(generated);
    writeFileSync(join(dataDir, 'jwt-secret'), 'short');
    expect(() => loadConfig({}, { dataDir })).toThrow(`${join(dataDir, 'jwt-secret')} is 5 characters`);
  });
});
