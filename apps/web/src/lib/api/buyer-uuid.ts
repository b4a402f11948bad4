import { isBuyerUuid } from '@kupa/domain';

export const UUID_COOKIE = 'uuid';
const ONE_YEAR_SECONDS = 31_536_000;

/** The value of one cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The cookie text that keeps the buyer's identity for a year on the whole site; Secure on an https page (as the server's cookie policy). */
export function uuidCookie(uuid: string, secure = false): string {
  return `${UUID_COOKIE}=${uuid}; Path=/; SameSite=Lax; Max-Age=${String(ONE_YEAR_SECONDS)}${secure ? '; Secure' : ''}`;
}

export interface BuyerUuidChoice {
  uuid: string;
  /** The cookie to write, when the cookie did not already hold this uuid. */
  cookieToSet: string | null;
}

/**
 * The anonymous buyer's identity (api-compat: seat holds and the cart belong to it): the cookie wins,
 * then the uuid the server embedded in the page, then a new random one; the cookie is (re)written when missing.
 */
export function chooseBuyerUuid(cookieHeader: string, embedded: string | null, generate: () => string, secure = false): BuyerUuidChoice {
  const fromCookie = readCookie(cookieHeader, UUID_COOKIE);
  if (isBuyerUuid(fromCookie)) return { uuid: fromCookie, cookieToSet: null };
  const uuid = isBuyerUuid(embedded) ? embedded : generate();
  return { uuid, cookieToSet: uuidCookie(uuid, secure) };
}
