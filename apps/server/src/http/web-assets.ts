import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** One built file of the web app, held in memory: its bytes, their type and an entity tag of the content. */
export interface WebAsset {
  body: Buffer;
  type: string;
  etag: string;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
/** Source maps are read by developer tools only: left on disk. */
const KEPT_ON_DISK = /\.map$/;
const ONE_YEAR_S = 365 * 24 * 3600;

/**
 * The hashed files of the web build's assets folder (their names change with their content), read once. The order page
 * loads about 40 of them at once (issue 12); served from memory each costs the server a buffer write instead of a file
 * system stat, open and stream.
 */
export function loadWebAssets(assetsDir: string): Map<string, WebAsset> {
  const assets = new Map<string, WebAsset>();
  if (!fs.existsSync(assetsDir)) return assets;
  for (const entry of fs.readdirSync(assetsDir, { withFileTypes: true })) {
    if (!entry.isFile() || KEPT_ON_DISK.test(entry.name)) continue;
    const type = TYPES[path.extname(entry.name).toLowerCase()];
    if (!type) continue;
    const body = fs.readFileSync(path.join(assetsDir, entry.name));
    const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
    assets.set(entry.name, { body, type, etag });
  }
  return assets;
}

/**
 * GET /assets/{file}: a file held by loadWebAssets, cached by browsers for a year (its name changes with its content),
 * 304 for a matching If-None-Match. Any other file under /assets (source maps) is sent from disk by @fastify/static's
 * reply.sendFile, or 404.
 */
export function registerWebAssets(app: FastifyInstance, assetsDir: string, assets: Map<string, WebAsset>): void {
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const asset = assets.get(file);
    if (!asset) {
      if (KEPT_ON_DISK.test(file) && /^[\w.-]+$/.test(file)) return reply.sendFile(file, assetsDir);
      return reply.callNotFound();
    }
    void reply.header('cache-control', `public, max-age=${ONE_YEAR_S}, immutable`).header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  });
}
