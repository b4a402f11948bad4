import type { MessageLocale } from '@kupa/domain';
import { en } from '../../i18n/en';
import type { Catalogue, PartialCatalogue } from '../../i18n/en';
import { he } from '../../i18n/he';

/**
 * A message counts as translated when it has text. Production builds hold pre-parsed ICU ASTs in the catalogue
 * modules instead of strings (build/precompile-messages.ts, which already drops blank ones), so this accepts both.
 */
function isTranslated(text: unknown): boolean {
  if (typeof text === 'string') return text.trim() !== '';
  return Array.isArray(text) && text.length > 0;
}

/** The base (English) fills every key a partial catalogue lacks (an empty string counts as missing), so no id ever shows raw. */
export function withFallback<C extends Record<string, string>>(partial: Partial<C>, base: C): C {
  const merged: C = { ...base };
  for (const key of Object.keys(partial) as (keyof C)[]) {
    const text = partial[key];
    if (text !== undefined && isTranslated(text)) merged[key] = text;
  }
  return merged;
}

/** The site catalogue of a partial locale, English filling the gaps. */
export function withEnglishFallback(partial: PartialCatalogue, base: Catalogue = en): Catalogue {
  return withFallback(partial, base);
}

/** The English catalogue, for the secondary English line of the 404 and error pages. */
export const englishMessages: Catalogue = en;

/** he and en ship in the entry chunk (default locale and fallback); the partial ones load on demand. */
const bundled: Partial<Record<MessageLocale, Catalogue>> = { en, he: withEnglishFallback(he) };

export function bundledCatalogue(locale: MessageLocale): Catalogue | undefined {
  return bundled[locale];
}

export async function loadCatalogue(locale: MessageLocale): Promise<Catalogue> {
  const ready = bundled[locale];
  if (ready) return ready;
  const merged = withEnglishFallback(await importPartial(locale));
  bundled[locale] = merged;
  return merged;
}

async function importPartial(locale: MessageLocale): Promise<PartialCatalogue> {
  switch (locale) {
    case 'ru':
      return (await import('../../i18n/ru')).ru;
    case 'ar':
      return (await import('../../i18n/ar')).ar;
    case 'pl':
      return (await import('../../i18n/pl')).pl;
    case 'he':
      return he;
    case 'en':
      return en;
  }
}
