import type { TicketGroupInput } from '@kupa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { liveKeys } from '../../live-dashboard';
import { saveTicketGroup } from '../api/ticket-groups-api';
import { hallsKey, useHalls } from './use-halls';

/**
 * The business's price levels (listed with its halls, colours included) and the save of one (new when id is null); a
 * save refreshes the halls and the ticket types, whose forms choose a level.
 */
export function useTicketGroups(businessId: number) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const { query } = useHalls(businessId);
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: TicketGroupInput }) => saveTicketGroup(businessId, id, input, locale),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: hallsKey(businessId) }),
        queryClient.invalidateQueries({ queryKey: liveKeys.report('manage-ticket-types', businessId) }),
      ]),
  });
  return { query, save };
}
