import type { HoldsResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getHolds } from '../../../seat-selection';

/** The query key of the buyer's holds during checkout (the step timer and the tickets step read them). */
export function checkoutHoldsKey(presentationId: number, lang: MessageLocale) {
  return ['checkoutHolds', presentationId, lang] as const;
}

/** The buyer's live holds of the presentation (GET /api/seats/holds) while a checkout step after the seats is open. */
export function useCheckoutHolds(presentationId: number, lang: MessageLocale, enabled: boolean) {
  return useQuery({
    queryKey: checkoutHoldsKey(presentationId, lang),
    queryFn: ({ signal }) => getHolds(presentationId, lang, signal),
    enabled,
    staleTime: 30_000,
  });
}

/** Writes an answer of the step, extend or holds calls where useCheckoutHolds reads it. */
export function useSetCheckoutHolds(presentationId: number, lang: MessageLocale): (holds: HoldsResponse | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (holds) => {
      if (holds) queryClient.setQueryData(checkoutHoldsKey(presentationId, lang), holds);
      else void queryClient.invalidateQueries({ queryKey: ['checkoutHolds', presentationId] });
    },
    [queryClient, presentationId, lang],
  );
}
