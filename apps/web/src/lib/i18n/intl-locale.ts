import type { MessageLocale } from '@kupa/domain';

/**
 * The BCP 47 tag used for number and date formatting: the language with the country IL (spec 9),
 * and Latin digits for Arabic as commonly used on Israeli tickets.
 */
export function intlLocaleOf(locale: MessageLocale): string {
  return locale === 'ar' ? 'ar-IL-u-nu-latn' : `${locale}-IL`;
}
