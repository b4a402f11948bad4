import type { BusinessTexts } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getTexts, saveTexts } from '../api/texts-api';

const textsKey = (businessId: number) => liveKeys.report('manage-texts', businessId);

/** A business's languages and text overrides, and their save; a saved answer replaces the cached one. */
export function useBusinessTexts(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: textsKey(businessId),
    queryFn: ({ signal }) => getTexts(businessId, locale, signal),
  });
  const save = useMutation({
    mutationFn: (texts: BusinessTexts) => saveTexts(businessId, texts, locale),
    onSuccess: (saved) => queryClient.setQueryData(textsKey(businessId), saved),
  });
  return { query, save };
}
