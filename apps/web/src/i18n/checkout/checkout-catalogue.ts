import type { MessageLocale } from '@kupa/domain';
import { withFallback } from '../../lib/i18n/messages';
import { checkoutAr } from './ar';
import { checkoutEn, type CheckoutCatalogue, type PartialCheckoutCatalogue } from './en';
import { checkoutHe } from './he';
import { checkoutPl } from './pl';
import { checkoutRu } from './ru';

const PARTIAL: Record<Exclude<MessageLocale, 'he' | 'en'>, PartialCheckoutCatalogue> = { ru: checkoutRu, ar: checkoutAr, pl: checkoutPl };

/** The checkout's messages of a locale: Hebrew and English complete, the partial locales filled from English. */
export function checkoutCatalogue(locale: MessageLocale): CheckoutCatalogue {
  if (locale === 'he') return checkoutHe;
  if (locale === 'en') return checkoutEn;
  return withFallback(PARTIAL[locale], checkoutEn);
}
