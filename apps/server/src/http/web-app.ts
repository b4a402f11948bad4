import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { isBuyerUuid, isEnabledLocale, type MessageLocale } from '@kupa/domain';
import { EXTERNAL_ROUTE_PREFIX, isWebRoute } from '@kupa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExternalLinkPolicy } from '../external-links/external-link-policy';
import { cookieAttributes, type SecureCookies } from './cookie-policy';

export interface WebAppOptions {
  webDist: string;
  defaultLocale: MessageLocale;
  enabledLocales: MessageLocale[];
  timeZone: string;
  secureCookies: SecureCookies;
  /** The captcha the login forms load (its site key and script), or null: none. */
  captcha?: { siteKey: string; scriptUrl: string } | null;
  /** Decides where /http… paths may lead (spec 2, allowed addresses only). */
  externalLinks: Pick<ExternalLinkPolicy, 'allowedOrigins' | 'decide'>;
  /** Which mini sites exist: /mini-site/{url} of an unknown one is the 404 page (spec 2). */
  miniSites?: { exists(url: string): Promise<boolean> };
}

/** The mini site address of a /mini-site/{url} path, or null for any other path. */
function miniSiteUrlOf(pathname: string): string | null {
  const match = /^\/mini-site\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

const PLACEHOLDER = '<!--kupa-initial-state-->';
/** The id of the element that carries the page's initial state (read by apps/web's initial-state.ts). */
const INITIAL_STATE_ELEMENT_ID = 'kupa-initial-state';
const ONE_YEAR_S = 365 * 24 * 3600;

export type SendWebPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built web app: hashed assets from disk, and index.html with the buyer's uuid for every client route. A
 * /http… path redirects to the address that follows only when a tenant allows its origin; any other such path gets
 * the app's 404 page, which tells the visitor the link leads outside the site and is not allowed.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<SendWebPage> {
  const indexFile = path.join(options.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run npm run build`);
  }
  const template = built ? fs.readFileSync(indexFile, 'utf8') : null;

  return async function sendWebPage(request, reply) {
    const [rawPath = '/', ...rawQuery] = request.url.split('?');
    let refusedExternal = false;
    if (rawPath.startsWith(EXTERNAL_ROUTE_PREFIX)) {
      const decision = await options.externalLinks.decide(rawPath, rawQuery.length > 0 ? `?${rawQuery.join('?')}` : '');
      if (decision.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(decision.target, 302);
      refusedExternal = true;
    }
    if (!template) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm run build`.');
    }
    const url = new URL(request.url, 'http://kupa.invalid');
    const lang = url.searchParams.get('lang');
    const miniSiteUrl = miniSiteUrlOf(url.pathname);
    const known =
      !refusedExternal &&
      isWebRoute(url.pathname) &&
      (lang === null || isEnabledLocale(lang, options.enabledLocales)) &&
      (miniSiteUrl === null || !options.miniSites || (await options.miniSites.exists(miniSiteUrl)));

    // The buyer's identity: kept from the cookie when well formed, otherwise issued here (api-compat: the order page sets it).
    const cookieUuid = request.cookies.uuid;
    const uuid = isBuyerUuid(cookieUuid) ? cookieUuid : randomUUID();
    if (uuid !== cookieUuid) {
      void reply.setCookie('uuid', uuid, cookieAttributes(request, options.secureCookies, 'identity', ONE_YEAR_S));
    }
    const state = {
      uuid,
      defaultLocale: options.defaultLocale,
      enabledLocales: options.enabledLocales,
      timeZone: options.timeZone,
      captcha: options.captcha ?? null,
      // The web app checks in-app links to /http… against the same list before it leaves the site.
      externalLinkOrigins: await options.externalLinks.allowedOrigins(),
    };
    // A JSON data block, not a script: the Content-Security-Policy allows no inline script. `<` is escaped so the
    // data can never close the element.
    const script = `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
    return reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(template.replace(PLACEHOLDER, script));
  };
}
