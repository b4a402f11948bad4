import type { CheckoutSettings } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getCheckoutSettings, saveCheckoutSettings } from '../api/checkout-settings-api';

const checkoutKey = (businessId: number) => liveKeys.report('manage-checkout-settings', businessId);

/** A business's checkout settings, and their save; a saved answer replaces the cached one. */
export function useCheckoutSettings(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: checkoutKey(businessId),
    queryFn: ({ signal }) => getCheckoutSettings(businessId, locale, signal),
  });
  const save = useMutation({
    mutationFn: (settings: CheckoutSettings) => saveCheckoutSettings(businessId, settings, locale),
    onSuccess: (saved) => queryClient.setQueryData(checkoutKey(businessId), saved),
  });
  return { query, save };
}
