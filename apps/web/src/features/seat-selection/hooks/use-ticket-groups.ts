import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getTicketGroups } from '../api/get-ticket-groups';

/** Price levels and their tickets, for the price range of the chosen seats. */
export function useTicketGroups(presentationId: number, lang: MessageLocale) {
  return useQuery({
    queryKey: ['ticketGroups', presentationId, lang],
    queryFn: ({ signal }) => getTicketGroups(presentationId, lang, signal),
  });
}
