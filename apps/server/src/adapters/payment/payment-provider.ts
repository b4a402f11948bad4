import type { CardBrand, CurrencyCode } from '@kupa/domain';
import { KupaError } from '@kupa/domain';

/**
 * The payment-provider port (docs: adapters/ holds the ports to the outside world).
 * Business declines are answers, never exceptions. Card numbers and CVV go in and never come out:
 * answers carry at most a provider token, the last four digits, the expiry and the brand.
 */

/** Why a payment was declined; each maps to one of the spec's payment error texts (section 8). */
export type PaymentDeclineReason =
  'declined' | 'insufficient_funds' | 'expired_card' | 'invalid_card' | 'verification_failed' | 'provider_error';

/** Caller mistakes on a well-formed provider: not a decline of the card, a request that cannot apply. */
export type PaymentRejectionReason =
  | 'invalid_amount'
  | 'invalid_number_of_payments'
  | 'not_found'
  | 'already_captured'
  | 'already_voided'
  | 'not_captured'
  | 'exceeds_captured'
  | 'verification_expired'
  | 'already_completed';

export const PAYMENT_DECLINE_MESSAGES: Readonly<Record<PaymentDeclineReason, string>> = {
  declined: 'The payment was declined.',
  insufficient_funds: 'The payment was declined: insufficient funds.',
  expired_card: 'The card has expired.',
  invalid_card: 'The card details are invalid.',
  verification_failed: 'The extra verification failed.',
  provider_error: 'The payment provider could not process the payment. Please try again.',
};

/** The one error the rest of Kupa answers with for a declined payment (code PAYMENT_ERROR, the reason in the details). */
export function paymentDeclineError(reason: PaymentDeclineReason): KupaError {
  return new KupaError('PAYMENT_ERROR', { reason }, PAYMENT_DECLINE_MESSAGES[reason]);
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  /** Card holder's ID number (creditCardSSN). */
  holderId?: string;
}

export interface SavedCardRef {
  token: string;
}

export interface AuthoriseRequest {
  amountAgorot: number;
  currency: CurrencyCode;
  card: CardDetails | SavedCardRef;
  numberOfPayments: number;
  idempotencyKey: string;
  /** Where the provider's verification page sends the buyer back (a same-site path starting with '/'). */
  returnPath?: string;
}

export interface CardSummary {
  last4: string;
  expMonth: number;
  expYear: number;
  brand: CardBrand;
}

export type Declined = { status: 'declined'; reason: PaymentDeclineReason };
export type Rejected = { status: 'rejected'; reason: PaymentRejectionReason };

export type AuthoriseResult =
  | {
      status: 'approved';
      authorisationId: string;
      amountAgorot: number;
      currency: CurrencyCode;
      numberOfPayments: number;
      card: CardSummary;
    }
  | Declined
  | Rejected
  | {
      status: 'requires_verification';
      verificationId: string;
      /** A local URL path (the sandbox's own page, or the provider's) to send the buyer to. */
      verificationPath: string;
    };

export type CaptureResult = { status: 'approved'; captureId: string; authorisationId: string; amountAgorot: number } | Rejected;

export type VoidResult = { status: 'voided'; authorisationId: string } | Rejected;

export type RefundResult =
  | { status: 'approved'; refundId: string; captureId: string; amountAgorot: number; refundedTotalAgorot: number; remainingAgorot: number }
  | Rejected;

export type TokeniseResult = ({ status: 'approved'; token: string } & CardSummary) | Declined;

export type StartRedirectResult = { status: 'redirect'; verificationId: string; redirectPath: string } | Rejected;

export type VerificationOutcome = 'approved' | 'failed';

/** Where an extra verification stands: still waiting for the buyer, or finished with the authorisation's answer. */
export type VerificationState =
  | { status: 'requires_verification'; verificationId: string; verificationPath: string; returnPath: string | null }
  | Exclude<AuthoriseResult, { status: 'requires_verification' }>;

export type BankPaymentStatus = 'pending' | 'approved' | 'declined' | 'expired';

export interface BankPayment {
  status: BankPaymentStatus;
  paymentId: string;
  amountAgorot: number;
  currency: CurrencyCode;
  /** Where the buyer (or the sandbox's own page) approves the payment. */
  approvalPath: string;
  expiresAt: string;
  /** Where the bank's page sends the buyer back after approving or declining, if given. */
  returnPath: string | null;
  /** Set once an approved bank payment was paid back. */
  refunded?: boolean;
}

export type StartBankPaymentResult = (BankPayment & { status: 'pending' }) | Rejected;
export type BankPaymentResult = BankPayment | Rejected;

export interface PaymentProvider {
  /** True only for a provider that moves no real money (demo mode refuses any other, see config.ts). */
  readonly sandbox?: boolean;
  /** Reserve the amount on a card (or a saved card's token). The same idempotencyKey returns the first answer. */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /**
   * The answer an authorisation with this idempotency key got, or not_found when the provider never made one: how
   * a merchant that crashed before recording the answer finds out what happened (ADR 0010).
   */
  findAuthorisation(idempotencyKey: string): Promise<AuthoriseResult | { status: 'not_found' }>;
  /** Take the authorised amount, once. */
  capture(authorisationId: string, idempotencyKey: string): Promise<CaptureResult>;
  /** Release an authorisation that was not captured. Repeating a void answers the same. */
  void(authorisationId: string): Promise<VoidResult>;
  /** Give back part or all of a capture; partial refunds add up to at most the captured amount. */
  refund(captureId: string, amountAgorot: number, idempotencyKey: string): Promise<RefundResult>;
  /** Exchange card details for a token to save (saveMagCard); the token never reveals the number. */
  tokenise(card: CardDetails): Promise<TokeniseResult>;
  /** The extra-verification redirect for an authorisation that answered requires_verification. */
  startRedirect(verificationId: string): Promise<StartRedirectResult>;
  /** The buyer's return from extra verification: completes the authorisation (approved or declined). */
  verifyReturn(verificationId: string, outcome: VerificationOutcome): Promise<AuthoriseResult>;
  /** Where an extra verification stands (the merchant asks after the buyer came back). */
  getVerification(verificationId: string): Promise<VerificationState>;
  /** Start an instant bank payment, approved by the buyer in the bank app. */
  startBankPayment(
    amount: { amountAgorot: number; currency: CurrencyCode },
    idempotencyKey: string,
    returnPath?: string,
  ): Promise<StartBankPaymentResult>;
  /** Pay an approved bank payment back in full (the order it paid for could not be completed). Repeating answers the same. */
  refundBankPayment(paymentId: string): Promise<BankPaymentResult>;
  /** What the bank (the sandbox's own approval page) calls when the buyer approves. */
  approveBankPayment(paymentId: string): Promise<BankPaymentResult>;
  /** What the bank calls when the buyer refuses. */
  declineBankPayment(paymentId: string): Promise<BankPaymentResult>;
  getBankPayment(paymentId: string): Promise<BankPaymentResult>;
}

export function isSavedCardRef(card: CardDetails | SavedCardRef): card is SavedCardRef {
  return 'token' in card;
}
