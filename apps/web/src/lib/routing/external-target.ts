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
