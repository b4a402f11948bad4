import type { ReservationSummary } from '@kupa/contracts';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';

/**
 * How the confirmation names the payment that was not a voucher (spec 2 confirmation: how it was paid): the bank
 * app for an instant bank payment, else the card, with its last digits when known.
 */
export function paidByMessage(reservation: Pick<ReservationSummary, 'paymentMethod' | 'cardLast4'>): MessageKey {
  if (reservation.paymentMethod === 'bank') return 'confirmation.paidByBank';
  return reservation.cardLast4 ? 'confirmation.paidByCardEnding' : 'confirmation.paidByCard';
}
