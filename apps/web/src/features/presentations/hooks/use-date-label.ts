import { useIntl } from 'react-intl';
import { formatBusinessDate } from '../../../lib/format/date-time';
import { useLocale } from '../../../lib/i18n/locale-context';

/** "Today, Monday, 23/11/2026" for the first two days of the window, plain dates after that. */
export function useDateLabel(dates: readonly string[]): (date: string) => string {
  const intl = useIntl();
  const { locale } = useLocale();
  return (date) => {
    const shown = formatBusinessDate(date, locale);
    const index = dates.indexOf(date);
    if (index !== 0 && index !== 1) return shown;
    const label = intl.formatMessage({ id: index === 0 ? 'common.today' : 'common.tomorrow' });
    return intl.formatMessage({ id: 'listing.dateOption' }, { label, date: shown });
  };
}
