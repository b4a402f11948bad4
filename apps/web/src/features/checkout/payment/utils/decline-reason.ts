import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';

/** The reasons a PAYMENT_ERROR carries in details.reason (the payment provider's answer). */
export const DECLINE_REASONS = [
  'declined',
  'insufficient_funds',
  'expired_card',
  'invalid_card',
  'verification_failed',
  'provider_error',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const REASON_MESSAGES: Record<DeclineReason, MessageKey> = {
  declined: 'payment.declined.declined',
  insufficient_funds: 'payment.declined.insufficientFunds',
  expired_card: 'payment.declined.expiredCard',
  invalid_card: 'payment.declined.invalidCard',
  verification_failed: 'payment.declined.verificationFailed',
  provider_error: 'payment.declined.providerError',
};

/** The translated text of a decline reason; an unknown or missing reason gets the general payment error. */
export function declineReasonMessage(reason: unknown): MessageKey {
  return typeof reason === 'string' && (DECLINE_REASONS as readonly string[]).includes(reason)
    ? REASON_MESSAGES[reason as DeclineReason]
    : 'payment.declined.general';
}
