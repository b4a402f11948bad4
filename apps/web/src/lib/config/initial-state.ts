import { externalOriginOf } from '@kupa/contracts';
import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, ENABLED_LOCALES, isBuyerUuid, isMessageLocale, type MessageLocale } from '@kupa/domain';

/**
 * What the server writes into index.html as a JSON data block, <script type="application/json"
 * id="kupa-initial-state"> (absent under `vite dev`). Not an inline script: the Content-Security-Policy forbids those.
 */
export interface InitialState {
  uuid: string | null;
  defaultLocale: MessageLocale;
  enabledLocales: readonly MessageLocale[];
  timeZone: string;
  /** The origins a /http… link of the site may lead to (spec 2); the server sends the tenants' allow-list. */
  externalLinkOrigins: readonly string[];
  /** The captcha the login forms load (KUPA_CAPTCHA_SITE_KEY), or null: none loads. */
  captcha: { siteKey: string; scriptUrl: string } | null;
}

/** The id of the element that carries the initial state (written by the server's http/web-app.ts). */
export const INITIAL_STATE_ELEMENT_ID = 'kupa-initial-state';

export const DEFAULT_INITIAL_STATE: InitialState = {
  uuid: null,
  defaultLocale: DEFAULT_LOCALE,
  enabledLocales: ENABLED_LOCALES,
  timeZone: DEFAULT_TIME_ZONE,
  externalLinkOrigins: [],
  captcha: null,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Reads the server's initial state defensively: any field that is missing or malformed takes its default. */
export function parseInitialState(raw: unknown): InitialState {
  if (!isRecord(raw)) return DEFAULT_INITIAL_STATE;
  const enabled = Array.isArray(raw.enabledLocales)
    ? raw.enabledLocales.filter((l): l is MessageLocale => typeof l === 'string' && isMessageLocale(l))
    : [];
  const enabledLocales = enabled.length > 0 ? [...new Set(enabled)] : DEFAULT_INITIAL_STATE.enabledLocales;
  const wantedDefault = typeof raw.defaultLocale === 'string' ? raw.defaultLocale : DEFAULT_LOCALE;
  const defaultLocale = enabledLocales.find((l) => l === wantedDefault) ?? enabledLocales[0] ?? DEFAULT_LOCALE;
  return {
    uuid: isBuyerUuid(raw.uuid) ? raw.uuid : null,
    defaultLocale,
    enabledLocales,
    timeZone: isTimeZone(raw.timeZone) ? raw.timeZone : DEFAULT_TIME_ZONE,
    externalLinkOrigins: Array.isArray(raw.externalLinkOrigins)
      ? raw.externalLinkOrigins.flatMap((o) => (typeof o === 'string' ? (externalOriginOf(o) ?? []) : []))
      : [],
    captcha: captchaOf(raw.captcha),
  };
}

/** The captcha's site key and https script address, or null when either is missing or malformed. */
function captchaOf(raw: unknown): InitialState['captcha'] {
  if (!isRecord(raw) || typeof raw.siteKey !== 'string' || typeof raw.scriptUrl !== 'string') return null;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(raw.siteKey) || !/^https:\/\/\S+$/.test(raw.scriptUrl)) return null;
  return { siteKey: raw.siteKey, scriptUrl: raw.scriptUrl };
}

/** The JSON of the page's initial-state element, or undefined when there is none or it is not JSON. */
export function readInitialStateElement(doc: Pick<Document, 'getElementById'> | undefined): unknown {
  const text = doc?.getElementById(INITIAL_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A broken block is treated like a missing one: every field takes its default (parseInitialState).
    return undefined;
  }
}

let cached: InitialState | undefined;

/** The initial state of this page load, parsed once. */
export function initialState(): InitialState {
  cached ??= parseInitialState(readInitialStateElement(typeof document === 'undefined' ? undefined : document));
  return cached;
}
