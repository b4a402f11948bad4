import { useMemo } from 'react';
import { useAppConfig } from '../../../lib/config/config-context';
import { useLocale } from '../../../lib/i18n/locale-context';
import { figureFormat, type FigureFormat } from '../utils/figure-format';

/** Intl formatters of the page language and the venue's time zone. */
export function useFigureFormat(): FigureFormat {
  const { locale } = useLocale();
  const { timeZone } = useAppConfig();
  return useMemo(() => figureFormat(locale, timeZone), [locale, timeZone]);
}
