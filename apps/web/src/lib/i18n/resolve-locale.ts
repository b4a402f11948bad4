import { isEnabledLocale, type MessageLocale } from '@kupa/domain';

export interface LocaleSettings {
  defaultLocale: MessageLocale;
  enabledLocales: readonly MessageLocale[];
}

export type LocaleResolution =
  /** `fromUrl` is true when ?lang= named it, so links keep it. */
  { ok: true; locale: MessageLocale; fromUrl: boolean } | { ok: false; requested: string };

/**
 * Picks the locale from the ?lang= value (spec 2 and 5): absent gives the default; a value that is not a
 * message locale, or not enabled here, is refused so the caller shows the 404 page.
 */
export function resolveLocale(langParam: string | null, settings: LocaleSettings): LocaleResolution {
  if (langParam === null) return { ok: true, locale: settings.defaultLocale, fromUrl: false };
  if (isEnabledLocale(langParam, settings.enabledLocales)) return { ok: true, locale: langParam, fromUrl: true };
  return { ok: false, requested: langParam };
}

/** The locale named by a query string such as "?lang=en", for code that runs outside the router. */
export function resolveLocaleFromSearch(search: string, settings: LocaleSettings): LocaleResolution {
  return resolveLocale(new URLSearchParams(search).get('lang'), settings);
}
