import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-web-assets-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--kupa-initial-state--></head><body></body></html>');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export const a = 1;');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function app() {
  const server = Fastify();
  await server.register(fastifyCookie);
  const send = await registerWebApp(server, {
    webDist: dist,
    defaultLocale: 'he',
    enabledLocales: ['he', 'en'],
    timeZone: 'Asia/Jerusalem',
    secureCookies: 'off',
    externalLinks: { allowedOrigins: async () => [], decide: async () => ({ kind: 'refused' as const }) },
  });
  server.setNotFoundHandler((_request, reply) => reply.status(404).send('not found'));
  server.get('/*', send);
  return server;
}

describe('the web build assets', () => {
  it('are sent with their type, a year of caching and an entity tag that a revalidation matches', async () => {
    const server = await app();
    const js = await server.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('export const a = 1;');
    expect(js.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await server.inject({ method: 'GET', url: '/assets/index-abc123.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers.etag).not.toBe(js.headers.etag);
    const again = await server.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(js.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await server.close();
  });

  it('leave source maps on disk, other build files to the static files, and answer 404 for an unknown asset', async () => {
    const server = await app();
    const map = await server.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
    const icon = await server.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect((await server.inject({ method: 'GET', url: '/assets/missing-xyz.js' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/assets/..%2Findex.html' })).statusCode).toBe(404);
    expect((await server.inject({ method: 'GET', url: '/assets/missing.js.map' })).statusCode).toBe(404);
    await server.close();
  });
});
