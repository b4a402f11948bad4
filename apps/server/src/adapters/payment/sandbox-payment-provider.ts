import type { CardBrand, Clock, CurrencyCode } from '@kupa/domain';
import {
  cardLast4,
  detectCardBrand,
  isCardExpired,
  isValidCvv,
  isValidIsraeliId,
  isValidNumberOfPayments,
  normaliseCardNumber,
  normaliseExpiry,
  passesLuhn,
} from '@kupa/domain';
import { newSecret } from '../../shared/secrets';
import type {
  AuthoriseRequest,
  AuthoriseResult,
  BankPayment,
  BankPaymentResult,
  CaptureResult,
  CardDetails,
  CardSummary,
  Declined,
  PaymentDeclineReason,
  PaymentProvider,
  RefundResult,
  Rejected,
  StartBankPaymentResult,
  StartRedirectResult,
  TokeniseResult,
  VerificationOutcome,
  VerificationState,
  VoidResult,
} from './payment-provider';
import { isSavedCardRef } from './payment-provider';

/**
 * Test card numbers of the sandbox (all pass Luhn; use any future expiry and any 3–4 digit CVV).
 * Any other valid card number is approved. Isracard-style 8–9 digit numbers are answered as invalid_card.
 */
export const SANDBOX_TEST_CARDS = {
  approveVisa: { number: '4580 0000 0000 0000', description: 'Visa, approved.' },
  approveMastercard: { number: '5326 1000 0000 0004', description: 'Mastercard, approved.' },
  approveAmex: { number: '3755 000000 00006', description: 'American Express (4-digit CVV), approved.' },
  declined: { number: '4580 0000 0000 0018', description: 'Declined by the issuer (reason declined).' },
  insufficientFunds: { number: '4580 0000 0000 0026', description: 'Declined for insufficient funds (reason insufficient_funds).' },
  requiresVerification: { number: '4580 0000 0000 0034', description: 'Asks for extra verification (requires_verification), then follows the buyer\'s outcome.' },
  providerError: { number: '4580 0000 0000 0042', description: 'The provider fails (reason provider_error); retry with a new idempotency key.' },
} as const;

type TestBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'verify' | 'provider_error';

const BEHAVIOUR_BY_NUMBER: ReadonlyMap<string, TestBehaviour> = new Map([
  [SANDBOX_TEST_CARDS.declined.number.replace(/\s/g, ''), 'decline'],
  [SANDBOX_TEST_CARDS.insufficientFunds.number.replace(/\s/g, ''), 'insufficient_funds'],
  [SANDBOX_TEST_CARDS.requiresVerification.number.replace(/\s/g, ''), 'verify'],
  [SANDBOX_TEST_CARDS.providerError.number.replace(/\s/g, ''), 'provider_error'],
]);

export const DEFAULT_BANK_PAYMENT_TTL_MS = 10 * 60 * 1000;
export const DEFAULT_VERIFICATION_TTL_MS = 15 * 60 * 1000;

export interface SandboxPaymentProviderOptions {
  clock: Clock;
  /** How long an instant bank payment waits for approval before it expires. */
  bankPaymentTtlMs?: number;
  /** How long an extra verification may take. */
  verificationTtlMs?: number;
  /** Receives safe events only (ids, amounts, last four digits); never a card number or CVV. */
  log?: (event: string, data: Record<string, string | number>) => void;
}

interface StoredCard extends CardSummary {
  digits: string;
}

interface Authorisation {
  id: string;
  amountAgorot: number;
  currency: CurrencyCode;
  numberOfPayments: number;
  card: CardSummary;
  state: 'authorised' | 'captured' | 'voided';
}

interface Capture {
  id: string;
  authorisationId: string;
  amountAgorot: number;
  refundedAgorot: number;
}

interface Verification {
  id: string;
  draft: Omit<Authorisation, 'id' | 'state'>;
  createdAt: number;
  returnPath: string | null;
  result?: AuthoriseResult;
}

interface BankRecord {
  id: string;
  amountAgorot: number;
  currency: CurrencyCode;
  expiresAt: number;
  status: BankPayment['status'];
  returnPath: string | null;
  refunded: boolean;
}

const declined = (reason: PaymentDeclineReason): Declined => ({ status: 'declined', reason });
const rejected = (reason: Rejected['reason']): Rejected => ({ status: 'rejected', reason });
const isPositiveAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

/**
 * The real local payment provider: an in-memory card processor with Luhn, expiry, CVV and brand checks,
 * test cards, idempotency keys, capture/void/refund rules, extra verification and instant bank payments.
 * It keeps card digits only inside its token vault (never CVV) and never returns or logs them.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  private readonly clock: Clock;
  private readonly bankTtlMs: number;
  private readonly verificationTtlMs: number;
  private readonly log: (event: string, data: Record<string, string | number>) => void;
  private readonly answers = new Map<string, unknown>();
  private readonly vault = new Map<string, StoredCard>();
  private readonly authorisations = new Map<string, Authorisation>();
  private readonly captures = new Map<string, Capture>();
  private readonly verifications = new Map<string, Verification>();
  private readonly bankPayments = new Map<string, BankRecord>();

  constructor(options: SandboxPaymentProviderOptions) {
    this.clock = options.clock;
    this.bankTtlMs = options.bankPaymentTtlMs ?? DEFAULT_BANK_PAYMENT_TTL_MS;
    this.verificationTtlMs = options.verificationTtlMs ?? DEFAULT_VERIFICATION_TTL_MS;
    this.log = options.log ?? (() => {});
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    return this.once(`authorise:${request.idempotencyKey}`, () => this.doAuthorise(request));
  }

  async capture(authorisationId: string, idempotencyKey: string): Promise<CaptureResult> {
    return this.once(`capture:${idempotencyKey}`, (): CaptureResult => {
      const auth = this.authorisations.get(authorisationId);
      if (!auth) return rejected('not_found');
      if (auth.state === 'voided') return rejected('already_voided');
      if (auth.state === 'captured') return rejected('already_captured');
      auth.state = 'captured';
      const capture: Capture = { id: `cap_${newSecret()}`, authorisationId, amountAgorot: auth.amountAgorot, refundedAgorot: 0 };
      this.captures.set(capture.id, capture);
      this.log('payment.captured', { authorisationId, captureId: capture.id, amountAgorot: capture.amountAgorot });
      return { status: 'approved', captureId: capture.id, authorisationId, amountAgorot: capture.amountAgorot };
    });
  }

  async void(authorisationId: string): Promise<VoidResult> {
    const auth = this.authorisations.get(authorisationId);
    if (!auth) return rejected('not_found');
    if (auth.state === 'captured') return rejected('already_captured');
    if (auth.state === 'authorised') {
      auth.state = 'voided';
      this.log('payment.voided', { authorisationId });
    }
    return { status: 'voided', authorisationId };
  }

  async refund(captureId: string, amountAgorot: number, idempotencyKey: string): Promise<RefundResult> {
    return this.once(`refund:${idempotencyKey}`, (): RefundResult => {
      const capture = this.captures.get(captureId);
      if (!capture) return rejected('not_found');
      if (!isPositiveAmount(amountAgorot)) return rejected('invalid_amount');
      if (capture.refundedAgorot + amountAgorot > capture.amountAgorot) return rejected('exceeds_captured');
      capture.refundedAgorot += amountAgorot;
      const refundId = `ref_${newSecret()}`;
      this.log('payment.refunded', { captureId, refundId, amountAgorot });
      return {
        status: 'approved',
        refundId,
        captureId,
        amountAgorot,
        refundedTotalAgorot: capture.refundedAgorot,
        remainingAgorot: capture.amountAgorot - capture.refundedAgorot,
      };
    });
  }

  async tokenise(card: CardDetails): Promise<TokeniseResult> {
    const checked = this.checkCard(card);
    if ('status' in checked) return checked;
    const token = `tok_${newSecret()}`;
    this.vault.set(token, checked);
    this.log('payment.tokenised', { last4: checked.last4, brand: checked.brand });
    return { status: 'approved', token, ...summary(checked) };
  }

  async startRedirect(verificationId: string): Promise<StartRedirectResult> {
    const v = this.verifications.get(verificationId);
    if (!v) return rejected('not_found');
    if (v.result) return rejected('already_completed');
    if (this.verificationExpired(v)) return rejected('verification_expired');
    return { status: 'redirect', verificationId, redirectPath: verificationPath(verificationId) };
  }

  async verifyReturn(verificationId: string, outcome: VerificationOutcome): Promise<AuthoriseResult> {
    const v = this.verifications.get(verificationId);
    if (!v) return rejected('not_found');
    if (v.result) return v.result; // a repeated return answers the same
    if (this.verificationExpired(v)) v.result = rejected('verification_expired');
    else if (outcome === 'approved') v.result = this.approve(v.draft);
    else v.result = declined('verification_failed');
    this.log('payment.verification_returned', { verificationId, status: v.result.status });
    return v.result;
  }

  async getVerification(verificationId: string): Promise<VerificationState> {
    const v = this.verifications.get(verificationId);
    if (!v) return rejected('not_found');
    if (v.result && v.result.status !== 'requires_verification') return v.result;
    if (this.verificationExpired(v)) return rejected('verification_expired');
    return { status: 'requires_verification', verificationId, verificationPath: verificationPath(verificationId), returnPath: v.returnPath };
  }

  async refundBankPayment(paymentId: string): Promise<BankPaymentResult> {
    const record = this.bankPayments.get(paymentId);
    if (!record) return rejected('not_found');
    if (record.status !== 'approved') return rejected('not_captured');
    if (!record.refunded) {
      record.refunded = true;
      this.log('payment.bank_refunded', { paymentId, amountAgorot: record.amountAgorot });
    }
    return bankView(record);
  }

  async startBankPayment(amount: { amountAgorot: number; currency: CurrencyCode }, idempotencyKey: string, returnPath?: string): Promise<StartBankPaymentResult> {
    return this.once(`bank:${idempotencyKey}`, (): StartBankPaymentResult => {
      if (!isPositiveAmount(amount.amountAgorot)) return rejected('invalid_amount');
      const record: BankRecord = {
        id: `bank_${newSecret()}`,
        amountAgorot: amount.amountAgorot,
        currency: amount.currency,
        expiresAt: this.now() + this.bankTtlMs,
        status: 'pending',
        returnPath: returnPath ?? null,
        refunded: false,
      };
      this.bankPayments.set(record.id, record);
      this.log('payment.bank_started', { paymentId: record.id, amountAgorot: record.amountAgorot });
      return { ...bankView(record), status: 'pending' };
    });
  }

  async approveBankPayment(paymentId: string): Promise<BankPaymentResult> {
    return this.settleBankPayment(paymentId, 'approved');
  }

  async declineBankPayment(paymentId: string): Promise<BankPaymentResult> {
    return this.settleBankPayment(paymentId, 'declined');
  }

  async getBankPayment(paymentId: string): Promise<BankPaymentResult> {
    const record = this.bankPayments.get(paymentId);
    if (!record) return rejected('not_found');
    this.expireIfDue(record);
    return bankView(record);
  }

  private settleBankPayment(paymentId: string, to: 'approved' | 'declined'): BankPaymentResult {
    const record = this.bankPayments.get(paymentId);
    if (!record) return rejected('not_found');
    this.expireIfDue(record);
    if (record.status === 'pending') {
      record.status = to;
      this.log('payment.bank_settled', { paymentId, status: to });
    }
    return bankView(record);
  }

  private expireIfDue(record: BankRecord): void {
    if (record.status === 'pending' && this.now() >= record.expiresAt) record.status = 'expired';
  }

  private doAuthorise(request: AuthoriseRequest): AuthoriseResult {
    if (!isPositiveAmount(request.amountAgorot)) return rejected('invalid_amount');
    if (!isValidNumberOfPayments(request.numberOfPayments)) return rejected('invalid_number_of_payments');
    let card: StoredCard;
    if (isSavedCardRef(request.card)) {
      const saved = this.vault.get(request.card.token);
      if (!saved) return declined('invalid_card');
      if (isCardExpired(saved.expMonth, saved.expYear, this.clock.now())) return declined('expired_card');
      card = saved;
    } else {
      const checked = this.checkCard(request.card);
      if ('status' in checked) return checked;
      card = checked;
    }
    const draft = { amountAgorot: request.amountAgorot, currency: request.currency, numberOfPayments: request.numberOfPayments, card: summary(card) };
    const behaviour = BEHAVIOUR_BY_NUMBER.get(card.digits) ?? 'approve';
    switch (behaviour) {
      case 'decline':
        return this.logDecline(declined('declined'), card);
      case 'insufficient_funds':
        return this.logDecline(declined('insufficient_funds'), card);
      case 'provider_error':
        return this.logDecline(declined('provider_error'), card);
      case 'verify': {
        const id = `ver_${newSecret()}`;
        this.verifications.set(id, { id, draft, createdAt: this.now(), returnPath: request.returnPath ?? null });
        this.log('payment.verification_required', { verificationId: id, last4: card.last4 });
        return { status: 'requires_verification', verificationId: id, verificationPath: verificationPath(id) };
      }
      case 'approve':
        return this.approve(draft);
    }
  }

  private approve(draft: Omit<Authorisation, 'id' | 'state'>): AuthoriseResult {
    const auth: Authorisation = { id: `auth_${newSecret()}`, state: 'authorised', ...draft };
    this.authorisations.set(auth.id, auth);
    this.log('payment.authorised', { authorisationId: auth.id, amountAgorot: auth.amountAgorot, last4: auth.card.last4 });
    return {
      status: 'approved',
      authorisationId: auth.id,
      amountAgorot: auth.amountAgorot,
      currency: auth.currency,
      numberOfPayments: auth.numberOfPayments,
      card: { ...auth.card },
    };
  }

  private logDecline(result: Declined, card: StoredCard): Declined {
    this.log('payment.declined', { reason: result.reason, last4: card.last4 });
    return result;
  }

  /** Number, expiry, CVV and holder ID checks; the answer keeps the digits for the vault but never the CVV. */
  private checkCard(card: CardDetails): StoredCard | Declined {
    const digits = normaliseCardNumber(card.number);
    const brand: CardBrand | undefined = digits === undefined ? undefined : detectCardBrand(digits);
    const exp = normaliseExpiry(card.expMonth, card.expYear);
    if (digits === undefined || brand === undefined || !passesLuhn(digits) || !exp || !isValidCvv(card.cvv)) {
      return declined('invalid_card');
    }
    if (card.holderId !== undefined && !isValidIsraeliId(card.holderId)) return declined('invalid_card');
    if (isCardExpired(exp.month, exp.year, this.clock.now())) return declined('expired_card');
    return { digits, brand, last4: cardLast4(digits), expMonth: exp.month, expYear: exp.year };
  }

  private verificationExpired(v: Verification): boolean {
    return this.now() >= v.createdAt + this.verificationTtlMs;
  }

  private once<T>(key: string, compute: () => T): T {
    if (this.answers.has(key)) return structuredClone(this.answers.get(key)) as T;
    const answer = compute();
    this.answers.set(key, structuredClone(answer));
    return answer;
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}

function summary(card: StoredCard): CardSummary {
  return { last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, brand: card.brand };
}

function verificationPath(id: string): string {
  return `/sandbox/payments/verify/${encodeURIComponent(id)}`;
}

function bankView(record: BankRecord): BankPayment {
  return {
    status: record.status,
    paymentId: record.id,
    amountAgorot: record.amountAgorot,
    currency: record.currency,
    approvalPath: `/sandbox/payments/bank/${encodeURIComponent(record.id)}`,
    expiresAt: new Date(record.expiresAt).toISOString(),
    returnPath: record.returnPath,
    refunded: record.refunded,
  };
}
