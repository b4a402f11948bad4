import type { Presentation } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { givenData } from '../../../lib/api/api-client';
import { getSeatplan, seatplanOf, seatplanRequest, seatplanSourceOf } from '../api/get-seatplan';

export { seatplanSourceOf } from '../api/get-seatplan';

type PlanOf = Pick<Presentation, 'id' | 'venueId' | 'seatplanId' | 'isReserved'>;

/** The seat plan layout: it changes only with staff tools, so it is read once per visit. */
export function useSeatplan(p: PlanOf, lang: MessageLocale) {
  const source = seatplanSourceOf(p);
  return useQuery({
    queryKey: ['seatplan', source, lang],
    queryFn: ({ signal }) => (source ? getSeatplan(source, lang, signal) : Promise.reject(new Error('no seat plan'))),
    // Given with the page (the server's page answers): the first render draws the map.
    initialData: () => (source ? givenData({ method: 'POST', ...seatplanRequest(source, lang) }, seatplanOf) : undefined),
    enabled: source !== null,
    staleTime: Infinity,
  });
}
