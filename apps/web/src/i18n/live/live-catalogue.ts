import type { MessageLocale } from '@kupa/domain';
import { liveEn, type LiveCatalogue } from './en';
import { liveHe } from './he';

/**
 * The dashboard's messages of a locale. Hebrew and English are complete; the partial locales (ru, ar, pl) show
 * the English texts, as the site's catalogues do for their missing keys.
 */
export function liveCatalogue(locale: MessageLocale): LiveCatalogue {
  return locale === 'he' ? liveHe : liveEn;
}
