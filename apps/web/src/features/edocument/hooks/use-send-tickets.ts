import { useMutation } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/locale-context';
import { sendTickets } from '../api/send-tickets';

/** Sends an order's tickets to a mobile number (already checked by the domain's mobile rules). */
export function useSendTickets(reservationIdentifier: string) {
  const { locale } = useLocale();
  return useMutation({
    mutationFn: (mobileNumber: string) => sendTickets(reservationIdentifier, mobileNumber, locale),
  });
}
