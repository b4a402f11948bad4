import type { MiniSiteInput, PartnerInput } from '@kupa/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { getChannels, rotatePartnerSecret, saveMiniSite, savePartner } from '../api/channels-api';

const channelsKey = (businessId: number) => liveKeys.report('manage-channels', businessId);

/** The business's mini sites, partners and ticket types, and their saves; each save refreshes the list. */
export function useChannels(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: channelsKey(businessId) });
  const query = useQuery({ queryKey: channelsKey(businessId), queryFn: ({ signal }) => getChannels(businessId, locale, signal) });
  const saveSite = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: MiniSiteInput }) => saveMiniSite(businessId, id, input, locale),
    onSuccess: refresh,
  });
  const savePartnerMutation = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PartnerInput }) => savePartner(businessId, id, input, locale),
    onSuccess: refresh,
  });
  const rotate = useMutation({ mutationFn: (id: number) => rotatePartnerSecret(businessId, id, locale) });
  return { query, saveSite, savePartner: savePartnerMutation, rotate };
}
