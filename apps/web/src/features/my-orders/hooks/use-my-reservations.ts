import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { cancelReservation, getMyReservations } from '../api/customer-orders';

/** The query key of "My tickets" (any language). */
export const MY_RESERVATIONS_KEY = ['my-reservations'] as const;

/** The logged-in customer's orders in the page's language. */
export function useMyReservations() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...MY_RESERVATIONS_KEY, locale],
    queryFn: ({ signal }) => getMyReservations(locale, signal),
    retry: false,
  });
}

/** Cancels an order; the list is read again afterwards (its state, the freed preview). */
export function useCancelOrder(reservationIdentifier: string) {
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelReservation(reservationIdentifier, locale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_RESERVATIONS_KEY }),
  });
}
