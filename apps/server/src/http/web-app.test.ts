import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp, type PreloadedAnswer } from './web-app';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kupa-web-app-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--kupa-initial-state--></head><body><div id="root"></div></body></html>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

async function appWith(pageAnswers: () => Promise<PreloadedAnswer[]>) {
  const app = Fastify();
  await app.register(fastifyCookie);
  const send = await registerWebApp(app, {
    webDist: dist,
    defaultLocale: 'he',
    enabledLocales: ['he', 'en'],
    timeZone: 'Asia/Jerusalem',
    secureCookies: 'off',
    externalLinks: { allowedOrigins: async () => [], decide: async () => ({ kind: 'refused' as const }) },
    pageAnswers,
  });
  app.get('/*', send);
  return app;
}

describe('the answers given with a page', () => {
  it('never hold the page past their bound: a slow read sends the page without them', async () => {
    const app = await appWith(() => new Promise(() => undefined));
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/order/5' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('</body>');
    expect(res.body).not.toContain('kupa-page-answers');
    expect(Date.now() - started).toBeLessThan(3000);
    await app.close();
  });

  it('are escaped so that an answer can never close its element, and are not read for HEAD', async () => {
    let reads = 0;
    const app = await appWith(async () => {
      reads++;
      return [{ method: 'GET', url: '/api/presentations/5?lang=he', answer: { name: '</script><script>alert(1)</script>' } }];
    });
    const res = await app.inject({ method: 'GET', url: '/order/5' });
    expect(res.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(res.body.match(/<script/g)).toHaveLength(2);
    await app.inject({ method: 'HEAD', url: '/order/5' });
    expect(reads).toBe(1);
    await app.close();
  });
});
