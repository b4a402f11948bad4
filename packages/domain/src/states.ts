/**
 * The states of Kupa's records, each a closed union defined once (docs/glossary.md names them). The database
 * checks the same lists (migration 0013: CHECK constraints on PostgreSQL, triggers on SQLite), and the schema types
 * its columns with them, so a state outside its union fails the typecheck and is refused by the database.
 */

/** A reservation (an order): written `pending_payment` until its payment is captured (ADR 0010). */
export const RESERVATION_STATUSES = ['pending_payment', 'confirmed', 'hold', 'cancelled', 'expired', 'refunded'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** What a reservation sold: an order kind of the web checkout, or video on demand (sold by the box office today). */
export const RESERVATION_KINDS = ['tickets', 'vouchers', 'memberships', 'donations', 'vod'] as const;
export type ReservationKind = (typeof RESERVATION_KINDS)[number];

/** Normal, or hold: unpaid, collected and paid at the box office (spec 4 Order types). */
export const ORDER_TYPES = ['normal', 'hold'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** One ticket of a reservation. */
export const TICKET_STATUSES = ['valid', 'scanned', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A seat claim: held for a buyer until it expires, or sold to a reservation (ADR 0007). */
export const SEAT_CLAIM_STATUSES = ['held', 'sold'] as const;
export type SeatClaimStatus = (typeof SEAT_CLAIM_STATUSES)[number];

/**
 * A payment row (ADR 0009, 0010): `intent` before the provider is asked; then waiting for the buyer
 * (`requires_verification`, `pending` in the bank app), `authorised`, `captured`; or given back (`voided`,
 * `refunded`), refused (`failed`), lapsed (`expired`), left by its buyer (`abandoned`) or replaced by a newer attempt
 * of the same order (`superseded`).
 */
export const PAYMENT_STATUSES = [
  'intent',
  'requires_verification',
  'pending',
  'authorised',
  'captured',
  'voided',
  'refunded',
  'failed',
  'expired',
  'abandoned',
  'superseded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a payment was made: a card (new or saved), the instant bank payment, a Kupa voucher; cash and loyalty points at the box office. */
export const PAYMENT_METHODS = ['card', 'bank', 'voucher', 'cash', 'points'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];

/** A presentation on the schedule. */
export const PRESENTATION_STATUSES = ['scheduled', 'cancelled'] as const;
export type PresentationStatus = (typeof PRESENTATION_STATUSES)[number];

/** An SMS or e-mail in the outbox. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A system voucher (gift or compensation voucher): usable, or cancelled (its order was never paid, or it was
 * cancelled). What the voucher page shows (spec 4 Voucher states) is derived from it: vouchers/voucher-states.ts.
 */
export const SYSTEM_VOUCHER_STATUSES = ['active', 'cancelled'] as const;
export type SystemVoucherStatus = (typeof SYSTEM_VOUCHER_STATUSES)[number];

/** A donation gift: given, or cancelled with its order (a failed or abandoned payment); a cancelled gift is kept. */
export const DONATION_GIFT_STATUSES = ['given', 'cancelled'] as const;
export type DonationGiftStatus = (typeof DONATION_GIFT_STATUSES)[number];

/** Whether a value is one of a union's states (for values read from outside, e.g. a query string). */
export function isStateOf<S extends string>(states: readonly S[], value: string): value is S {
  return (states as readonly string[]).includes(value);
}
