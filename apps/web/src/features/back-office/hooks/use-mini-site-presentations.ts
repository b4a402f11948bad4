import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getMiniSitePresentations, setMiniSitePresentations } from '../api/mini-site-presentations-api';

/** The upcoming presentations with the mini site selling each, and the choice of the ones this site sells. */
export function useMiniSitePresentations(businessId: number, siteId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const key = liveKeys.report('manage-mini-site-presentations', businessId, siteId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getMiniSitePresentations(businessId, siteId, locale, signal) });
  const save = useMutation({
    mutationFn: (presentationIds: number[]) => setMiniSitePresentations(businessId, siteId, presentationIds, locale),
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
  return { query, save };
}
