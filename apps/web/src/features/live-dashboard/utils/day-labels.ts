import type { MessageLocale } from '@kupa/domain';
import { intlLocaleOf } from '../../../lib/i18n/intl-locale';

/** "22/11" of a "YYYY-MM-DD" business date (the spec's DD/MM order in every language). */
export function dayMonth(localDate: string): string {
  const [, m = '', d = ''] = localDate.split('-');
  return `${d}/${m}`;
}

/** The short weekday name of a business date in the page language ("Sun", "יום א׳"). */
export function shortWeekday(localDate: string, locale: MessageLocale): string {
  const [y, m, d] = localDate.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'short', timeZone: 'UTC' }).format(noonUtc);
}
