/** The login methods of the customer area (spec 6); "byPhone" is the default. */
export const LOGIN_METHODS = ['byPhone', 'byEmail', 'byId', 'byReservation', 'byMember'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** How the cancellation service charge of spec 3 is figured: none, a fixed amount, per ticket, or a percentage. */
export const CANCELLATION_CHARGE_KINDS = ['none', 'fixed', 'perTicket', 'percentOfTotal', 'percentPerTicket'] as const;
export type CancellationChargeKind = (typeof CANCELLATION_CHARGE_KINDS)[number];

/** Whether a charge kind's value is a percentage (0..100); otherwise it is an amount in agorot. */
export function isPercentageCharge(kind: CancellationChargeKind): boolean {
  return kind === 'percentOfTotal' || kind === 'percentPerTicket';
}

/** The longest notice a business may ask for before a show for an online cancellation: 30 days. */
export const MAX_CANCELLATION_HOURS_BEFORE_START = 720;

/** What a feature is (spec 3 "feature"): a film, or a staged event (a play, a concert). */
export const FEATURE_KINDS = ['film', 'event'] as const;
export type FeatureKind = (typeof FEATURE_KINDS)[number];
