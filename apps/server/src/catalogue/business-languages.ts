import { DEFAULT_BUSINESS_LANGUAGES } from '@kupa/contracts';
import { DEFAULT_LOCALE, isMessageLocale, MESSAGE_LOCALES, type MessageLocale } from '@kupa/domain';

/**
 * The languages a business offers, read from its settings document (`languages`): Hebrew always, then the others it
 * enabled in the catalogue's order; Hebrew and English when it chose none or the document cannot be read (ADR 0017).
 */
export function businessLanguagesOf(json: string): MessageLocale[] {
  let stored: unknown;
  try {
    stored = (JSON.parse(json) as { languages?: unknown } | null)?.languages;
  } catch {
    stored = undefined;
  }
  const chosen = Array.isArray(stored) ? stored.filter((l): l is MessageLocale => typeof l === 'string' && isMessageLocale(l)) : [];
  const wanted = new Set<MessageLocale>(chosen.length > 0 ? chosen : DEFAULT_BUSINESS_LANGUAGES);
  wanted.add(DEFAULT_LOCALE);
  return MESSAGE_LOCALES.filter((l) => wanted.has(l));
}

/**
 * The languages the customer pages offer: the site's (KUPA_ENABLED_LOCALES) that its default language or at least one
 * business offers, in the site's order (all of them while it has no business).
 */
export function siteLanguagesOf(
  siteLocales: readonly MessageLocale[],
  defaultLocale: MessageLocale,
  documents: readonly string[],
): MessageLocale[] {
  // A site with no business yet has nothing to narrow its languages by.
  if (documents.length === 0) return [...siteLocales];
  const offered = new Set<MessageLocale>([defaultLocale]);
  for (const json of documents) for (const l of businessLanguagesOf(json)) offered.add(l);
  return siteLocales.filter((l) => offered.has(l));
}
