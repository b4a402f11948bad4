import type { MessageLocale } from '@kupa/domain';
import { useQuery } from '@tanstack/react-query';
import { getSeatplan } from '../api/get-seatplan';

/** The seat plan layout: it changes only with staff tools, so it is read once per visit. */
export function useSeatplan(venueId: number, seatplanId: number | null, lang: MessageLocale) {
  return useQuery({
    queryKey: ['seatplan', venueId, seatplanId, lang],
    queryFn: ({ signal }) => getSeatplan(venueId, seatplanId ?? 0, lang, signal),
    enabled: seatplanId !== null,
    staleTime: Infinity,
  });
}
