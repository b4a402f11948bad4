import type { MessageLocale } from '@kupa/domain';
import { intlLocaleOf } from '../i18n/intl-locale';

const formatters = new Map<MessageLocale, Intl.NumberFormat>();

/**
 * Shekels (the wire's major units, e.g. 45 or 5.5) as ILS with the shekel symbol and exactly two decimals
 * (spec 9), in the locale's own order: he "‏45.00 ‏₪", en "₪45.00".
 */
export function formatPrice(shekels: number, locale: MessageLocale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocaleOf(locale), {
      style: 'currency',
      currency: 'ILS',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(shekels);
}
