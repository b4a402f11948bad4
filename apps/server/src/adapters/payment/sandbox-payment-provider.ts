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
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/dialect';
import type { Database } from '../../db/schema';
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
import {
  SandboxPaymentsRepository,
  type SandboxBankPaymentRow,
  type SandboxTokenRow,
  type SandboxVerificationRow,
} from './sandbox-payments.repository';

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
  requiresVerification: {
    number: '4580 0000 0000 0034',
    description: "Asks for extra verification (requires_verification), then follows the buyer's outcome.",
  },
  providerError: {
    number: '4580 0000 0000 0042',
    description: 'The provider fails (reason provider_error); retry with a new idempotency key.',
  },
} as const;

type TestBehaviour = 'approve' | 'decline' | 'insufficient_funds' | 'verify' | 'provider_error';

const BEHAVIOURS: ReadonlySet<string> = new Set<TestBehaviour>(['approve', 'decline', 'insufficient_funds', 'verify', 'provider_error']);

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
  /** Where the provider keeps its state (migration 0008): every server process on the database sees the same payments. */
  database: { db: Kysely<Database>; dialect: DialectName };
  /** How long an instant bank payment waits for approval before it expires. */
  bankPaymentTtlMs?: number;
  /** How long an extra verification may take. */
  verificationTtlMs?: number;
  /** Receives safe events only (ids, amounts, last four digits); never a card number or CVV. */
  log?: (event: string, data: Record<string, string | number>) => void;
}

/** A card that passed the checks: what may be kept of it (never the number or CVV) and how the sandbox answers it. */
interface CheckedCard extends CardSummary {
  behaviour: TestBehaviour;
}

/** What an authorisation is for, before it exists (kept while an extra verification waits). */
interface Draft {
  amountAgorot: number;
  currency: CurrencyCode;
  numberOfPayments: number;
  card: CardSummary;
}

const declined = (reason: PaymentDeclineReason): Declined => ({ status: 'declined', reason });
const rejected = (reason: Rejected['reason']): Rejected => ({ status: 'rejected', reason });
const isPositiveAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

type SandboxLog = (event: string, data: Record<string, string | number>) => void;

/** Thrown inside `once`'s transaction to roll its change back: the idempotency key had an answer already. */
class AnsweredAlready extends Error {}

function logDecline(result: Declined, card: CheckedCard, log: SandboxLog): Declined {
  log('payment.declined', { reason: result.reason, last4: card.last4 });
  return result;
}

/** A refund as the sandbox's refunds page shows it. */
export interface SandboxRefund {
  refundId: string;
  /** The capture (card) or bank payment refunded. */
  paymentReference: string;
  amountAgorot: number;
  currency: string;
  cardLast4: string | null;
  at: string;
}

/**
 * The real local payment provider: a card processor with Luhn, expiry, CVV and brand checks, test cards,
 * idempotency keys, capture/void/refund rules, extra verification and instant bank payments. Its state lives in the
 * database (sandbox_* tables), so a buyer's return or a bank approval reaching another server process finds the
 * payment; every change of state is a compare-and-set, so two processes cannot both capture, void or approve.
 * It never stores, returns or logs a card number or CVV: a token keeps the last four digits, brand, expiry and the
 * test card's behaviour.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly sandbox = true;
  private readonly clock: Clock;
  private readonly store: SandboxPaymentsRepository;
  private readonly bankTtlMs: number;
  private readonly verificationTtlMs: number;
  private readonly log: SandboxLog;

  constructor(options: SandboxPaymentProviderOptions) {
    this.clock = options.clock;
    this.store = new SandboxPaymentsRepository(options.database.db, options.database.dialect);
    this.bankTtlMs = options.bankPaymentTtlMs ?? DEFAULT_BANK_PAYMENT_TTL_MS;
    this.verificationTtlMs = options.verificationTtlMs ?? DEFAULT_VERIFICATION_TTL_MS;
    this.log = options.log ?? (() => {});
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    return this.once(`authorise:${request.idempotencyKey}`, (store, log) => this.doAuthorise(store, request, log));
  }

  async findAuthorisation(idempotencyKey: string): Promise<AuthoriseResult | { status: 'not_found' }> {
    const stored = await this.store.answer(`authorise:${idempotencyKey}`);
    // An answer is written in the transaction of its change: one not yet committed does not exist from outside.
    return stored === undefined ? { status: 'not_found' } : (JSON.parse(stored) as AuthoriseResult);
  }

  async capture(authorisationId: string, idempotencyKey: string): Promise<CaptureResult> {
    return this.once(`capture:${idempotencyKey}`, async (store, log): Promise<CaptureResult> => {
      const auth = await store.moveAuthorisation(authorisationId, 'captured', this.nowIso());
      if (!auth) {
        const current = await store.authorisation(authorisationId);
        if (!current) return rejected('not_found');
        return rejected(current.status === 'voided' ? 'already_voided' : 'already_captured');
      }
      const captureId = `cap_${newSecret()}`;
      const at = this.nowIso();
      await store.insertCapture({
        capture_id: captureId,
        authorisation_id: authorisationId,
        amount_agorot: auth.amount_agorot,
        refunded_agorot: 0,
        created_at: at,
        updated_at: at,
      });
      log('payment.captured', { authorisationId, captureId, amountAgorot: auth.amount_agorot });
      return { status: 'approved', captureId, authorisationId, amountAgorot: auth.amount_agorot };
    });
  }

  async void(authorisationId: string): Promise<VoidResult> {
    if (await this.store.moveAuthorisation(authorisationId, 'voided', this.nowIso())) this.log('payment.voided', { authorisationId });
    const auth = await this.store.authorisation(authorisationId);
    if (!auth) return rejected('not_found');
    if (auth.status === 'captured') return rejected('already_captured');
    return { status: 'voided', authorisationId };
  }

  async refund(captureId: string, amountAgorot: number, idempotencyKey: string): Promise<RefundResult> {
    return this.once(`refund:${idempotencyKey}`, async (store, log): Promise<RefundResult> => {
      const capture = await store.capture(captureId);
      if (!capture) return rejected('not_found');
      if (!isPositiveAmount(amountAgorot)) return rejected('invalid_amount');
      const refundedTotal = await store.addRefund(captureId, amountAgorot, this.nowIso());
      if (refundedTotal === undefined) return rejected('exceeds_captured');
      const refundId = `ref_${newSecret()}`;
      await store.insertRefund({ refund_id: refundId, capture_id: captureId, amount_agorot: amountAgorot, created_at: this.nowIso() });
      log('payment.refunded', { captureId, refundId, amountAgorot });
      return {
        status: 'approved',
        refundId,
        captureId,
        amountAgorot,
        refundedTotalAgorot: refundedTotal,
        remainingAgorot: capture.amount_agorot - refundedTotal,
      };
    });
  }

  async tokenise(card: CardDetails): Promise<TokeniseResult> {
    const row = sandboxCardToken(card, `tok_${newSecret()}`, this.clock.now());
    if ('status' in row) return row;
    await this.store.insertToken(row);
    this.log('payment.tokenised', { last4: row.last4, brand: row.brand });
    return {
      status: 'approved',
      token: row.token,
      last4: row.last4,
      brand: brandOf(row.brand),
      expMonth: row.exp_month,
      expYear: row.exp_year,
    };
  }

  async startRedirect(verificationId: string): Promise<StartRedirectResult> {
    const v = await this.store.verification(verificationId);
    if (!v) return rejected('not_found');
    if (v.status !== 'pending') return rejected('already_completed');
    if (this.verificationExpired(v)) return rejected('verification_expired');
    return { status: 'redirect', verificationId, redirectPath: verificationPath(verificationId) };
  }

  async verifyReturn(verificationId: string, outcome: VerificationOutcome): Promise<AuthoriseResult> {
    return this.store.transaction(async (store): Promise<AuthoriseResult> => {
      const v = await store.verification(verificationId);
      if (!v) return rejected('not_found');
      const finished = finishedResult(v);
      if (finished) return finished; // a repeated return answers the same
      const now = this.nowIso();
      let result: AuthoriseResult;
      let status: 'approved' | 'declined' | 'expired';
      if (this.verificationExpired(v)) [result, status] = [rejected('verification_expired'), 'expired'];
      else if (outcome === 'approved') [result, status] = [approvedAnswer(`auth_${newSecret()}`, draftOf(v)), 'approved'];
      else [result, status] = [declined('verification_failed'), 'declined'];
      if (!(await store.finishVerification(verificationId, status, JSON.stringify(result), now))) {
        // Another process finished it first (its transaction committed before our update ran): its answer stands.
        const winner = await store.verification(verificationId);
        return (winner && finishedResult(winner)) ?? rejected('not_found');
      }
      if (result.status === 'approved') await this.insertAuthorisation(store, result.authorisationId, draftOf(v), this.log);
      this.log('payment.verification_returned', { verificationId, status: result.status });
      return result;
    });
  }

  async getVerification(verificationId: string): Promise<VerificationState> {
    const v = await this.store.verification(verificationId);
    if (!v) return rejected('not_found');
    const finished = finishedResult(v);
    if (finished) return finished;
    if (this.verificationExpired(v)) return rejected('verification_expired');
    return {
      status: 'requires_verification',
      verificationId,
      verificationPath: verificationPath(verificationId),
      returnPath: v.return_path,
    };
  }

  async refundBankPayment(paymentId: string): Promise<BankPaymentResult> {
    const record = await this.store.bankPayment(paymentId);
    if (!record) return rejected('not_found');
    if (record.status !== 'approved') return rejected('not_captured');
    if (await this.store.refundBankPayment(paymentId, this.nowIso())) {
      const refundId = `ref_${newSecret()}`;
      await this.store.insertRefund({
        refund_id: refundId,
        capture_id: paymentId,
        amount_agorot: record.amount_agorot,
        created_at: this.nowIso(),
      });
      this.log('payment.bank_refunded', { paymentId, amountAgorot: record.amount_agorot });
    }
    return this.bankView(paymentId);
  }

  async startBankPayment(
    amount: { amountAgorot: number; currency: CurrencyCode },
    idempotencyKey: string,
    returnPath?: string,
  ): Promise<StartBankPaymentResult> {
    return this.once(`bank:${idempotencyKey}`, async (store, log): Promise<StartBankPaymentResult> => {
      if (!isPositiveAmount(amount.amountAgorot)) return rejected('invalid_amount');
      const id = `bank_${newSecret()}`;
      const now = this.nowIso();
      const row: SandboxBankPaymentRow = {
        bank_payment_id: id,
        amount_agorot: amount.amountAgorot,
        currency: amount.currency,
        status: 'pending',
        refunded: 0,
        return_path: returnPath ?? null,
        expires_at: new Date(this.clock.now().getTime() + this.bankTtlMs).toISOString(),
        created_at: now,
        updated_at: now,
      };
      await store.insertBankPayment(row);
      log('payment.bank_started', { paymentId: id, amountAgorot: amount.amountAgorot });
      return { ...bankViewOf(row), status: 'pending' };
    });
  }

  async approveBankPayment(paymentId: string): Promise<BankPaymentResult> {
    return this.settleBankPayment(paymentId, 'approved');
  }

  async declineBankPayment(paymentId: string): Promise<BankPaymentResult> {
    return this.settleBankPayment(paymentId, 'declined');
  }

  async getBankPayment(paymentId: string): Promise<BankPaymentResult> {
    await this.store.expireBankPaymentIfDue(paymentId, this.nowIso());
    return this.bankView(paymentId);
  }

  private async settleBankPayment(paymentId: string, to: 'approved' | 'declined'): Promise<BankPaymentResult> {
    const now = this.nowIso();
    if (await this.store.settleBankPayment(paymentId, to, now)) this.log('payment.bank_settled', { paymentId, status: to });
    else await this.store.expireBankPaymentIfDue(paymentId, now);
    return this.bankView(paymentId);
  }

  private async bankView(paymentId: string): Promise<BankPaymentResult> {
    const row = await this.store.bankPayment(paymentId);
    return row ? bankViewOf(row) : rejected('not_found');
  }

  private async doAuthorise(store: SandboxPaymentsRepository, request: AuthoriseRequest, log: SandboxLog): Promise<AuthoriseResult> {
    if (!isPositiveAmount(request.amountAgorot)) return rejected('invalid_amount');
    if (!isValidNumberOfPayments(request.numberOfPayments)) return rejected('invalid_number_of_payments');
    let card: CheckedCard;
    if (isSavedCardRef(request.card)) {
      const saved = await store.token(request.card.token);
      if (!saved || !BEHAVIOURS.has(saved.behaviour)) return declined('invalid_card');
      if (isCardExpired(saved.exp_month, saved.exp_year, this.clock.now())) return declined('expired_card');
      card = {
        last4: saved.last4,
        brand: brandOf(saved.brand),
        expMonth: saved.exp_month,
        expYear: saved.exp_year,
        behaviour: saved.behaviour as TestBehaviour,
      };
    } else {
      const checked = checkCard(request.card, this.clock.now());
      if ('status' in checked) return checked;
      card = checked;
    }
    const draft: Draft = {
      amountAgorot: request.amountAgorot,
      currency: request.currency,
      numberOfPayments: request.numberOfPayments,
      card: summary(card),
    };
    switch (card.behaviour) {
      case 'decline':
        return logDecline(declined('declined'), card, log);
      case 'insufficient_funds':
        return logDecline(declined('insufficient_funds'), card, log);
      case 'provider_error':
        return logDecline(declined('provider_error'), card, log);
      case 'verify': {
        const id = `ver_${newSecret()}`;
        const now = this.clock.now();
        await store.insertVerification({
          verification_id: id,
          amount_agorot: draft.amountAgorot,
          currency: draft.currency,
          number_of_payments: draft.numberOfPayments,
          last4: card.last4,
          brand: card.brand,
          exp_month: card.expMonth,
          exp_year: card.expYear,
          return_path: request.returnPath ?? null,
          status: 'pending',
          result_json: null,
          expires_at: new Date(now.getTime() + this.verificationTtlMs).toISOString(),
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        });
        log('payment.verification_required', { verificationId: id, last4: card.last4 });
        return { status: 'requires_verification', verificationId: id, verificationPath: verificationPath(id) };
      }
      case 'approve': {
        const id = `auth_${newSecret()}`;
        await this.insertAuthorisation(store, id, draft, log);
        return approvedAnswer(id, draft);
      }
    }
  }

  private async insertAuthorisation(store: SandboxPaymentsRepository, id: string, draft: Draft, log: SandboxLog): Promise<void> {
    const now = this.nowIso();
    await store.insertAuthorisation({
      authorisation_id: id,
      amount_agorot: draft.amountAgorot,
      currency: draft.currency,
      number_of_payments: draft.numberOfPayments,
      last4: draft.card.last4,
      brand: draft.card.brand,
      exp_month: draft.card.expMonth,
      exp_year: draft.card.expYear,
      status: 'authorised',
      created_at: now,
      updated_at: now,
    });
    log('payment.authorised', { authorisationId: id, amountAgorot: draft.amountAgorot, last4: draft.card.last4 });
  }

  private verificationExpired(v: SandboxVerificationRow): boolean {
    return this.nowIso() >= v.expires_at;
  }

  /** The newest refunds this sandbox made (its own refunds page shows them; a real provider has a merchant console). */
  async recentRefunds(limit = 50): Promise<SandboxRefund[]> {
    const rows = await this.store.recentRefunds(limit);
    return rows.map((r) => ({
      refundId: r.refund_id,
      paymentReference: r.capture_id,
      amountAgorot: r.amount_agorot,
      currency: r.currency ?? 'ILS',
      cardLast4: r.last4 ?? null,
      at: r.created_at,
    }));
  }

  /**
   * The first answer of an idempotency key. The change and its answer are written in one transaction; when the key
   * turns out to be answered already (the answer's insert finds it taken: a retry, or a concurrent call with the key
   * that committed first, which PostgreSQL makes the insert wait for), the transaction rolls back and the stored
   * answer is returned, so two processes with the same key at once make one change and give the same answer. The
   * change's log lines are written only once it is committed.
   */
  private async once<T>(key: string, compute: (store: SandboxPaymentsRepository, log: SandboxLog) => Promise<T>): Promise<T> {
    const logged: Parameters<SandboxLog>[] = [];
    try {
      const answer = await this.store.transaction(async (store) => {
        const result = await compute(store, (event, data) => logged.push([event, data]));
        if (!(await store.saveAnswer(key, JSON.stringify(result), this.nowIso()))) throw new AnsweredAlready();
        return result;
      });
      for (const line of logged) this.log(...line);
      return answer;
    } catch (error) {
      if (!(error instanceof AnsweredAlready)) throw error;
      const stored = await this.store.answer(key);
      if (stored === undefined) throw new Error(`sandbox payment answer ${key} vanished`);
      return JSON.parse(stored) as T;
    }
  }

  private nowIso(): string {
    return this.clock.now().toISOString();
  }
}

/** Number, expiry, CVV and holder ID checks; the answer keeps what may be stored of the card, never its number or CVV. */
function checkCard(card: CardDetails, now: Date): CheckedCard | Declined {
  const digits = normaliseCardNumber(card.number);
  const brand: CardBrand | undefined = digits === undefined ? undefined : detectCardBrand(digits);
  const exp = normaliseExpiry(card.expMonth, card.expYear);
  if (digits === undefined || brand === undefined || !passesLuhn(digits) || !exp || !isValidCvv(card.cvv)) {
    return declined('invalid_card');
  }
  if (card.holderId !== undefined && !isValidIsraeliId(card.holderId)) return declined('invalid_card');
  if (isCardExpired(exp.month, exp.year, now)) return declined('expired_card');
  return {
    brand,
    last4: cardLast4(digits),
    expMonth: exp.month,
    expYear: exp.year,
    behaviour: BEHAVIOUR_BY_NUMBER.get(digits) ?? 'approve',
  };
}

/**
 * The token row that tokenise() keeps for a card, under the given token: the same checks and the same stored fields
 * (last four digits, brand, expiry, the test card's behaviour; never the number or CVV). The demo data seeds its
 * saved cards through it, so the sandbox answers a seeded card as it answers one a buyer saved.
 */
export function sandboxCardToken(card: CardDetails, token: string, now: Date): SandboxTokenRow | Declined {
  const checked = checkCard(card, now);
  if ('status' in checked) return checked;
  return {
    token,
    last4: checked.last4,
    brand: checked.brand,
    exp_month: checked.expMonth,
    exp_year: checked.expYear,
    behaviour: checked.behaviour,
    created_at: now.toISOString(),
  };
}

const CARD_BRANDS: ReadonlySet<string> = new Set<CardBrand>(['visa', 'mastercard', 'amex', 'other']);

/** A brand read back from the database. */
function brandOf(text: string): CardBrand {
  return CARD_BRANDS.has(text) ? (text as CardBrand) : 'other';
}

function summary(card: CardSummary): CardSummary {
  return { last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, brand: card.brand };
}

function draftOf(v: SandboxVerificationRow): Draft {
  return {
    amountAgorot: v.amount_agorot,
    currency: v.currency as CurrencyCode,
    numberOfPayments: v.number_of_payments,
    card: { last4: v.last4, brand: brandOf(v.brand), expMonth: v.exp_month, expYear: v.exp_year },
  };
}

function approvedAnswer(authorisationId: string, draft: Draft): AuthoriseResult {
  return {
    status: 'approved',
    authorisationId,
    amountAgorot: draft.amountAgorot,
    currency: draft.currency,
    numberOfPayments: draft.numberOfPayments,
    card: summary(draft.card),
  };
}

/** The answer of a finished verification, or undefined while it waits for the buyer. */
function finishedResult(v: SandboxVerificationRow): Exclude<AuthoriseResult, { status: 'requires_verification' }> | undefined {
  if (v.status === 'pending' || v.result_json === null) return undefined;
  return JSON.parse(v.result_json) as Exclude<AuthoriseResult, { status: 'requires_verification' }>;
}

function verificationPath(id: string): string {
  return `/sandbox/payments/verify/${encodeURIComponent(id)}`;
}

function bankViewOf(row: SandboxBankPaymentRow): BankPayment {
  return {
    status: row.status as BankPayment['status'],
    paymentId: row.bank_payment_id,
    amountAgorot: row.amount_agorot,
    currency: row.currency as CurrencyCode,
    approvalPath: `/sandbox/payments/bank/${encodeURIComponent(row.bank_payment_id)}`,
    expiresAt: row.expires_at,
    returnPath: row.return_path,
    refunded: row.refunded === 1,
  };
}
