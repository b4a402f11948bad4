import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { isBuyerUuid, isEnabledLocale, type MessageLocale } from '@kupa/domain';
import { EXTERNAL_ROUTE_PREFIX, isWebRoute } from '@kupa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ExternalLinkPolicy } from '../external-links/external-link-policy';
import { cookieAttributes, type SecureCookies } from './cookie-policy';
import { firstFrameStyle, orderFirstFrame, PlanDrawings, type FirstFrameOptions } from './order-first-frame';
import { loadWebAssets, registerWebAssets, type WebAsset } from './web-assets';

export interface WebAppOptions {
  webDist: string;
  defaultLocale: MessageLocale;
  enabledLocales: MessageLocale[];
  /**
   * The languages the page's picker offers, read for every page (ADR 0017: the enabled ones its businesses offer);
   * enabledLocales when absent. A ?lang= outside them is the 404 page.
   */
  siteLocales?: () => Promise<MessageLocale[]>;
  timeZone: string;
  secureCookies: SecureCookies;
  /** The captcha the login forms load (its site key and script), or null: none. */
  captcha?: { siteKey: string; scriptUrl: string } | null;
  /** Decides where /http… paths may lead (spec 2, allowed addresses only). */
  externalLinks: Pick<ExternalLinkPolicy, 'allowedOrigins' | 'decide'>;
  /** Which mini sites exist: /mini-site/{url} of an unknown one is the 404 page (spec 2). */
  miniSites?: { exists(url: string): Promise<boolean> };
  /**
   * The API answers a page reads first, written into its HTML so that the page does not wait for them (issue 12:
   * the order page's presentation and seat reads). Empty when the page has none.
   */
  pageAnswers?: (page: PageRequest) => Promise<PreloadedAnswer[]>;
}

/** A page about to be sent: its path, its language and the buyer, for the page's first API reads. */
export interface PageRequest {
  pathname: string;
  locale: MessageLocale;
  uuid: string;
  /** The request's cookie header (the customer's session), passed on to the reads. */
  cookie: string | undefined;
}

/** One API answer given with the page: the web app's first identical read takes it (apps/web api-client.ts). */
export interface PreloadedAnswer {
  method: 'GET' | 'POST';
  /** The address exactly as the web app asks for it: /api…?query. */
  url: string;
  /** The JSON body the read sends (the seat plan's POST), or undefined. */
  body?: unknown;
  answer: unknown;
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
/** The id of the element that carries the answers given with the page (read by apps/web's api-client.ts). */
const PAGE_ANSWERS_ELEMENT_ID = 'kupa-page-answers';
/** How long the HTML waits for the page's answers (apps/server http/order-page-answers.ts) at most. */
const PAGE_ANSWERS_WAIT_MS = 1000;
/** Written by the web build (apps/web/build/route-preloads.ts): the chunks and styles of a route's pages. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
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
  const assetsDir = path.join(options.webDist, 'assets');
  const assets = built ? loadWebAssets(assetsDir) : new Map<string, WebAsset>();
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      // The hashed assets are served from memory (web-assets.ts).
      globIgnore: ['assets/**'],
    });
    registerWebAssets(app, assetsDir, assets);
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing): run npm run build`);
  }
  const template = built ? fs.readFileSync(indexFile, 'utf8') : null;
  const preloads = readRoutePreloads(path.join(options.webDist, ROUTE_PRELOADS_FILE), app);
  const drawings = new PlanDrawings();
  /** The page for routes that carry a first frame: the entry's stylesheet written in, so the frame waits for no fetch. */
  const framedTemplate = template ? withEntryStylesInline(template, assets) : null;
  /** The first frame's styles of each route, read from the assets in memory (the route's style files never change). */
  const frameStyles = new Map<RoutePreloads['routes'][number], string>();
  const frameStyleOf = (pathname: string): string => {
    const route = routeOf(preloads, pathname);
    if (!route) return '';
    let style = frameStyles.get(route);
    if (style === undefined) {
      style = firstFrameStyle(route.styles.map((href) => assets.get(path.basename(href))?.body.toString('utf8') ?? ''));
      frameStyles.set(route, style);
    }
    return style;
  };

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
    // A failed read never breaks the page: it offers the site's languages as configured.
    const enabledLocales = options.siteLocales ? await options.siteLocales().catch(() => options.enabledLocales) : options.enabledLocales;
    const known =
      !refusedExternal &&
      isWebRoute(url.pathname) &&
      (lang === null || isEnabledLocale(lang, enabledLocales)) &&
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
      enabledLocales,
      timeZone: options.timeZone,
      captcha: options.captcha ?? null,
      // The web app checks in-app links to /http… against the same list before it leaves the site.
      externalLinkOrigins: await options.externalLinks.allowedOrigins(),
    };
    // The route's chunks at the end of the head: after the entry chunk's, which must not wait behind them.
    const links = known ? preloadLinks(preloads, url.pathname) : '';
    const shell = known && routeOf(preloads, url.pathname) ? (framedTemplate ?? template) : template;
    const html = shell.replace(PLACEHOLDER, () => dataBlock(INITIAL_STATE_ELEMENT_ID, state)).replace('</head>', () => `${links}</head>`);
    void reply
      .status(known ? 200 : 404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8');
    const locale = lang ?? options.defaultLocale;
    if (!known || request.method !== 'GET' || !options.pageAnswers || !isEnabledLocale(locale, enabledLocales)) {
      return reply.send(html);
    }
    // The head goes out at once, so the browser fetches the chunks while the server reads the page's first answers;
    // the answers follow at the end of the body (module scripts run only after the whole document is parsed).
    const page: PageRequest = { pathname: url.pathname, locale, uuid, cookie: request.headers.cookie };
    let timer: NodeJS.Timeout | undefined;
    const answers = Promise.race([
      options.pageAnswers(page).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not read the answers given with the page');
        return [];
      }),
      // A slow read never holds the page: past the bound the page goes without answers and asks for itself.
      new Promise<PreloadedAnswer[]>((resolve) => (timer = setTimeout(() => resolve([]), PAGE_ANSWERS_WAIT_MS))),
    ]).finally(() => clearTimeout(timer));
    const end = html.lastIndexOf('</body>');
    const [before, after] = end < 0 ? [html, ''] : [html.slice(0, end), html.slice(end)];
    return reply.send(
      Readable.from(
        (async function* () {
          yield before;
          const given = await answers;
          // The seat map's first frame, drawn from the same answers, so the seats show before the app has loaded.
          const frame = firstFrame(given, { style: frameStyleOf(url.pathname), drawings });
          yield frame + (given.length > 0 ? dataBlock(PAGE_ANSWERS_ELEMENT_ID, given) : '') + after;
        })(),
      ),
    );
  };
}

/**
 * A JSON data block, not a script: the Content-Security-Policy allows no inline script. `<` is escaped so the data can
 * never close the element.
 */
function dataBlock(id: string, data: unknown): string {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

interface RoutePreloads {
  routes: { path: RegExp; scripts: string[]; styles: string[] }[];
}

/** The web build's route-preloads.json, or no routes when it is missing or malformed (the page then loads as before). */
function readRoutePreloads(file: string, app: FastifyInstance): RoutePreloads {
  if (!fs.existsSync(file)) return { routes: [] };
  try {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: { path: string; scripts: unknown; styles: unknown }[] };
    const assets = (list: unknown) =>
      Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+$/.test(f)) : [];
    return { routes: raw.routes.map((r) => ({ path: new RegExp(r.path), scripts: assets(r.scripts), styles: assets(r.styles) })) };
  } catch (error) {
    app.log.warn({ err: error }, `${file} is not readable: pages load their chunks without preloads`);
    return { routes: [] };
  }
}

function routeOf(preloads: RoutePreloads, pathname: string): RoutePreloads['routes'][number] | undefined {
  return preloads.routes.find((r) => r.path.test(pathname));
}

/** The order page's first frame (order-first-frame.ts), or nothing when it cannot be drawn: the app then draws alone. */
function firstFrame(answers: PreloadedAnswer[], options: FirstFrameOptions): string {
  try {
    return orderFirstFrame(answers, options);
  } catch {
    return '';
  }
}

/**
 * The page with its entry stylesheets (the head's `<link rel="stylesheet">` of the web build) written in as `<style>`
 * elements: a linked stylesheet in the head holds the first paint until it has loaded, and the order page's first
 * paint is the seat map's frame (ADR 0019). A stylesheet not held in memory stays linked.
 */
function withEntryStylesInline(template: string, assets: ReadonlyMap<string, WebAsset>): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/assets\/([\w.-]+\.css)">/g, (link, file: string) => {
    const css = assets.get(file)?.body.toString('utf8');
    return css === undefined ? link : `<style>${css.replace(/<\//g, '\\3c/')}</style>`;
  });
}

/** <link> elements for the chunks and styles of the route that `pathname` belongs to (none for other pages). */
function preloadLinks(preloads: RoutePreloads, pathname: string): string {
  const route = routeOf(preloads, pathname);
  if (!route) return '';
  // Styles first: the server's first frame paints once they are in, and with six connections per host a style
  // listed after the route's thirty-odd chunks waited behind them (issue 12).
  return [
    ...route.styles.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    ...route.scripts.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ].join('');
}
