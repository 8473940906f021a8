import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** A year: browsers keep to HTTPS for this long after an answer over HTTPS. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 3600;

/**
 * Where a configured URL template's requests go, as a CSP source: its scheme and host (a leading `{s}.` label,
 * a subdomain the template picks, becomes `*.`). A relative template stays on this origin ('self'): none.
 */
export function sourceOf(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match) return null;
  return `${match[1]}://${match[2].replace(/^\{[^}]*\}\./, '*.')}`;
}

/**
 * The sha256 sources of index.html's inline scripts (the build puts two there: the boot screen's choice and the
 * loader that asks for the entry after the first paint), so the policy allows exactly them and no other inline
 * script. Hashed from the served file at start, they follow every build without a list to keep in step.
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts]
    .filter(([, body]) => body.length > 0)
    .map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/**
 * The Content-Security-Policy of every answer. Scripts: this origin and index.html's own inline ones, by hash.
 * Styles may be inline (MUI's emotion writes <style> tags and style attributes). Images and fetches reach the
 * configured map tiles, offline imagery and LSD grid (MapLibre fetches tiles, the service worker caches them); blob: and data:
 * images are photos taken offline and MapLibre's own; workers come from this origin or blob: (child-src for
 * browsers that predate worker-src). Nothing may frame the app, and forms and <base> stay on this origin.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'mapTileUrl' | 'lsdWmsUrl' | 'offlineTileUrl'>,
  scriptHashes: readonly string[],
): string {
  const templates = [config.mapTileUrl, config.lsdWmsUrl, config.offlineTileUrl ?? ''];
  const mapSources = [...new Set(templates.map(sourceOf))].filter((source) => source !== null);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...mapSources],
    ['connect-src', "'self'", ...mapSources],
    ['worker-src', "'self'", 'blob:'],
    ['child-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Security headers on every answer, the API's, the web app's files and index.html, 404s and errors alike.
 * Referrer-Policy strict-origin-when-cross-origin: other origins (tile servers, map links) see only this origin,
 * never a path with a record's id or a photo key, and a tile key restricted to this site's referrer still works.
 * HSTS only over HTTPS: PUBLIC_URL is https, or the request came over https (as a trusted proxy reports it).
 */
export function registerSecurityHeaders(server: FastifyInstance, config: Config): void {
  const index = join(config.webDist, 'index.html');
  const hashes = existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
  const policy = contentSecurityPolicy(config, hashes);
  const alwaysHttps = config.publicUrl.startsWith('https://');
  server.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (alwaysHttps || request.protocol === 'https')
      reply.header('Strict-Transport-Security', `max-age=${HSTS_MAX_AGE_SECONDS}`);
  });
}
