// The WHATWG URL class is a global in browsers and in Node alike; the contracts compile without either's types, so
// they declare the little they use.
declare const URL: new (input: string) => { href: string; origin: string; protocol: string; hostname: string };

/**
 * Spec 2: any path starting with /http leaves the application for the address that follows, e.g.
 * "/https://example.org/a?b=1" goes to "https://example.org/a?b=1". Returns that address, or null when the
 * path is not such a link (then it is an ordinary, possibly unknown, route).
 */
export function externalTargetOf(pathname: string, search = '', hash = ''): string | null {
  if (!pathname.startsWith('/http')) return null;
  let rest = pathname.slice(1);
  if (!/^https?:/i.test(rest)) {
    // An encoded address: /https%3A%2F%2Fexample.org
    try {
      rest = decodeURIComponent(rest);
    } catch {
      return null;
    }
  }
  const match = /^(https?):\/*(.+)$/i.exec(rest);
  if (!match?.[1] || !match[2]) return null;
  // Proxies sometimes merge "//" into "/"; put the two slashes back.
  const candidate = `${match[1].toLowerCase()}://${match[2]}${search}${hash}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * An allowed origin as the allow-list stores it ("https://shop.example.org", scheme and host, a port only when not
 * the default), or null when the entry is not an http(s) origin. Paths and trailing slashes are ignored.
 */
export function externalOriginOf(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Spec 2 "/http… leaves the application" only for the addresses the tenant allows: the target's origin (scheme,
 * host and port) must be one of `allowedOrigins` exactly; anything else would make Kupa an open redirect (issue 14).
 */
export function isAllowedExternalTarget(target: string, allowedOrigins: readonly string[]): boolean {
  const origin = externalOriginOf(target);
  if (origin === null) return false;
  return allowedOrigins.some((allowed) => externalOriginOf(allowed) === origin);
}
