import type { BusinessSettings } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getBusinessSettings, saveBusinessSettings } from '../api/settings-api';

const settingsKey = (businessId: number) => liveKeys.report('manage-settings', businessId);

/** A business's settings, and their save; a saved answer replaces the cached one (what the server applied). */
export function useBusinessSettings(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: settingsKey(businessId),
    queryFn: ({ signal }) => getBusinessSettings(businessId, locale, signal),
  });
  const save = useMutation({
    mutationFn: (settings: BusinessSettings) => saveBusinessSettings(businessId, settings, locale),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey(businessId), saved),
  });
  return { query, save };
}
