import type { CartPayload, CustomerInfoView } from '@kupa/contracts';
import { cardDigits } from './card-format';

/** How the buyer pays the amount due: a new card, a saved card (MagCards) or the instant bank payment. */
export type PaymentChoice = { kind: 'newCard' } | { kind: 'savedCard'; magCardId: number } | { kind: 'bank' };

/** The card as typed; it lives only in the dialog's state and in the commit request. */
export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
  holderId: string;
}

export const EMPTY_CARD: CardInput = { number: '', expiry: '', cvv: '', holderId: '' };

/** The logged-in customer's usable saved cards (deleted ones are hidden, spec 3). */
export function usableSavedCards(customer: CustomerInfoView | null): CustomerInfoView['MagCards'] {
  return (customer?.MagCards ?? []).filter((card) => !card.isDeleted);
}

/** Instalments offered: 1 to the configuration's maximum (at most 12). */
export function instalmentOptions(maxNumberOfPayments: number): number[] {
  return Array.from({ length: Math.max(1, Math.min(12, Math.floor(maxNumberOfPayments))) }, (_, i) => i + 1);
}

interface PaymentFields {
  choice: PaymentChoice;
  card: CardInput;
  numberOfPayments: number;
  saveCard: boolean;
  loggedIn: boolean;
  holderIdIncluded: boolean;
}

/**
 * The cart to commit: the stored cart plus this attempt's payment fields. With nothing left to pay (vouchers cover it)
 * or a hold order, no payment fields are sent at all.
 */
export function cartToCommit(cart: CartPayload, amountDue: number, fields: PaymentFields | null): CartPayload {
  const { creditcardInfo: _card, saveMagCard: _save, paymentMethod: _method, numberOfPayments: _n, paymentIdentifier: _id, ...rest } = cart;
  if (fields === null || amountDue <= 0 || cart.isHold) return rest;
  const { choice } = fields;
  if (choice.kind === 'bank') return { ...rest, paymentMethod: 'bank' };
  const creditcardInfo =
    choice.kind === 'savedCard'
      ? { magCardId: choice.magCardId }
      : {
          creditCardNumber: cardDigits(fields.card.number),
          creditCardExpDate: fields.card.expiry.trim(),
          creditCardCVV: fields.card.cvv.trim(),
          ...(fields.holderIdIncluded && fields.card.holderId.trim() !== '' ? { creditCardSSN: fields.card.holderId.trim() } : {}),
        };
  return {
    ...rest,
    paymentMethod: 'card',
    creditcardInfo,
    numberOfPayments: fields.numberOfPayments,
    ...(fields.loggedIn && choice.kind === 'newCard' ? { saveMagCard: fields.saveCard } : {}),
  };
}
