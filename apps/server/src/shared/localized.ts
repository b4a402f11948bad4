import type { MessageLocale } from '@kupa/domain';

/** Picks the Hebrew or English text of a bilingual column pair; other locales read English until they get columns of their own. */
export function localized(locale: MessageLocale, he: string, en: string): string;
export function localized(locale: MessageLocale, he: string | null, en: string | null): string | null;
export function localized(locale: MessageLocale, he: string | null, en: string | null): string | null {
  if (locale === 'he') return he ?? en;
  return en ?? he;
}
