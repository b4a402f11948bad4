import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { getPresentationBox, type PresentationBoxParams } from '../api/get-presentation-box';
import { liveKeys } from '../api/query-keys';

/** The presentation box of a hall or a feature; null parameters leave it idle. */
export function usePresentationBox(params: PresentationBoxParams | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: liveKeys.report('presentation-box', params, locale),
    queryFn: ({ signal }) => {
      if (!params) throw new Error('No presentation box chosen');
      return getPresentationBox(params, locale, signal);
    },
    enabled: params !== null,
  });
}
