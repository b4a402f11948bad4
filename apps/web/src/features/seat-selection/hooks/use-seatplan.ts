import type { Presentation } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getSeatplan, type SeatplanSource } from '../api/get-seatplan';

type PlanOf = Pick<Presentation, 'id' | 'venueId' | 'seatplanId' | 'isReserved'>;

/** Where a presentation's layout comes from; null when a reserved presentation has no plan (nothing to draw). */
export function seatplanSourceOf(p: PlanOf): SeatplanSource | null {
  if (p.seatplanId !== null) return { venueId: p.venueId, seatplanId: p.seatplanId };
  return p.isReserved === 0 ? { venueId: p.venueId, presentationId: p.id } : null;
}

/** The seat plan layout: it changes only with staff tools, so it is read once per visit. */
export function useSeatplan(p: PlanOf, lang: MessageLocale) {
  const source = seatplanSourceOf(p);
  return useQuery({
    queryKey: ['seatplan', source, lang],
    queryFn: ({ signal }) => (source ? getSeatplan(source, lang, signal) : Promise.reject(new Error('no seat plan'))),
    enabled: source !== null,
    staleTime: Infinity,
  });
}
