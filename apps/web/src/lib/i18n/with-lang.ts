/**
 * Adds (or replaces) ?lang= on an in-app address so navigation keeps the chosen language (spec 2).
 * `lang` null leaves the address unchanged. Works on "/path?x=1#hash" strings without a base URL.
 */
export function withLang(to: string, lang: string | null): string {
  if (lang === null) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  params.set('lang', lang);
  return `${path}?${params.toString()}${hash}`;
}
