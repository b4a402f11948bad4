import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { useOrderReferral } from '../../../lib/referral/order-referral';
import { givenData } from '../../../lib/api/api-client';
import { getTicketGroups, ticketGroupsOf, ticketGroupsRequest } from '../api/get-ticket-groups';

/** Price levels and their tickets, for the price range of the chosen seats; through a mini site, at its prices. */
export function useTicketGroups(presentationId: number, lang: MessageLocale) {
  const { referralMiniSiteId } = useOrderReferral();
  return useQuery({
    queryKey: ['ticketGroups', presentationId, lang, referralMiniSiteId],
    queryFn: ({ signal }) => getTicketGroups(presentationId, lang, signal, referralMiniSiteId),
    // Given with the page (the server's page answers): no loading render for the price range.
    initialData: () => givenData({ method: 'GET', ...ticketGroupsRequest(presentationId, lang, referralMiniSiteId) }, ticketGroupsOf),
  });
}
