import type { CartPayload, PaymentAction, PaymentStatusResponse } from '@kupa/contracts';
import {
  cardLast4,
  KupaError,
  normaliseCardNumber,
  parseCardExpiry,
  type Clock,
  type CurrencyCode,
  type PaymentMethodKind,
  type PaymentStatus,
} from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { CardDetails, PaymentDeclineReason, PaymentProvider, SavedCardRef } from '../adapters/payment/payment-provider';
import { isSavedCardRef, paymentDeclineError } from '../adapters/payment/payment-provider';
import type { Database } from '../db/schema';
import { newSecret } from '../shared/secrets';
import { faultAt, type CommitFaults } from './commit-faults';
import type { PaymentRepository, PaymentRow } from './payment.repository';

/** The provider name written on payment rows. */
const PROVIDER = 'sandbox';

/** A card to keep for the customer (saveMagCard): the provider's token and what may be shown of it. */
export interface CardToSave {
  token: string;
  last4: string;
  expMonth: number;
  expYear: number;
  brand: string;
}

/** A payment ready to pay for an order: authorised (card) or approved (bank), not yet tied to the order. */
export type ReadyPayment =
  | {
      method: 'card';
      paymentId: number;
      identifier: string;
      authorisationId: string;
      amountAgorot: number;
      last4: string | null;
      cardToSave: CardToSave | null;
    }
  | { method: 'bank'; paymentId: number; identifier: string; bankPaymentId: string; amountAgorot: number };

/** What collecting the amount due came to: nothing to pay, a payment ready, or an action the buyer must take first. */
export type Collected = { kind: 'none' } | { kind: 'ready'; payment: ReadyPayment } | { kind: 'action'; action: PaymentAction };

export interface CollectRequest {
  buyerUuid: string;
  cart: CartPayload;
  amountDueAgorot: number;
  currency: CurrencyCode;
  /** The customer logged in for this business (saved cards), or null. */
  customerId: number | null;
  /** Stable for retries of one commit (the commit's idempotency key), so the provider authorises at most once. */
  idempotencyKey: string;
  /** Where the buyer comes back to after verifying or approving: the order page, with the payment identifier added. */
  returnPathFor(paymentIdentifier: string): string;
}

/**
 * Takes the amount due of a commit through the payment provider (ADR 0009): a new or saved card (authorised now,
 * captured after the order commits), an instant bank payment, or the completion of a payment started earlier
 * (extra verification, bank approval). Every payment is a `payments` row; card numbers and CVV never leave here
 * except to the provider.
 */
export class PaymentService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly faults?: CommitFaults,
  ) {}

  async collect(request: CollectRequest): Promise<Collected> {
    const { cart } = request;
    if (cart.paypal && Object.values(cart.paypal).some((v) => v !== undefined && v !== null && v !== ''))
      throw new KupaError('PAYMENT_METHOD_UNAVAILABLE');
    if (cart.paymentIdentifier) return this.complete(request, cart.paymentIdentifier);
    if (request.amountDueAgorot <= 0) return { kind: 'none' };
    if (cart.paymentMethod === 'bank') return this.startBank(request);
    return this.authoriseCard(request);
  }

  /**
   * Takes an authorised payment at the provider after its order was written (ADR 0010). The capture's idempotency
   * key is the payment's, so asking again (a retry, the reconciliation job) answers the same capture. The row says
   * 'captured' only in the transaction that confirms the order (markCaptured); a refusal is written at once.
   */
  async captureAtProvider(payment: ReadyPayment): Promise<{ captured: true; captureReference: string | null } | { captured: false }> {
    if (payment.method === 'bank') return { captured: true, captureReference: null };
    const result = await this.provider.capture(payment.authorisationId, `capture:${payment.identifier}`);
    if (result.status === 'approved') return { captured: true, captureReference: result.captureId };
    await this.payments.update(payment.paymentId, {
      status: 'failed',
      failure_code: `capture_${result.reason}`,
      updated_at: this.clock.now().toISOString(),
    });
    return { captured: false };
  }

  /** The payment row of a captured payment, in the transaction that confirms its order. */
  markCaptured(trx: Kysely<Database>, payment: ReadyPayment, captureReference: string | null): Promise<boolean> {
    return this.payments.updateFrom(
      payment.paymentId,
      'authorised',
      { status: 'captured', capture_reference: captureReference, updated_at: this.clock.now().toISOString() },
      trx,
    );
  }

  /** The authorised payment an order's commit attached to it, ready to capture or release; undefined when it has none left. */
  async readyPaymentOfOrder(reservationId: number): Promise<ReadyPayment | undefined> {
    const row = await this.payments.ofReservation(reservationId);
    if (!row || row.status !== 'authorised' || !row.provider_reference || !row.identifier) return undefined;
    return readyPaymentOf(row, row.provider_reference, row.identifier);
  }

  /** Gives the money back of a payment whose order did not happen: voids the authorisation, or refunds a bank payment. */
  async release(payment: ReadyPayment): Promise<void> {
    const now = this.clock.now().toISOString();
    if (payment.method === 'card') {
      const result = await this.provider.void(payment.authorisationId);
      await this.payments.update(payment.paymentId, {
        status: result.status === 'voided' ? 'voided' : 'failed',
        failure_code: result.status === 'voided' ? null : `void_${result.reason}`,
        updated_at: now,
      });
    } else {
      const result = await this.provider.refundBankPayment(payment.bankPaymentId);
      await this.payments.update(payment.paymentId, { status: result.status === 'rejected' ? 'failed' : 'refunded', updated_at: now });
    }
  }

  /**
   * The payment of a commit that lost to another commit of the same key. When the provider answered both with one
   * authorisation (the usual case) and the winner's order holds it, this row is only marked superseded — voiding it
   * would void the winner's payment. Any other payment of the loser is released.
   */
  async settleDuplicate(payment: ReadyPayment): Promise<void> {
    // Both commits may hold the one row of the key's intent: the winner's order took it, and it is the winner's.
    if ((await this.payments.byId(payment.paymentId))?.reservation_id != null) return;
    const reference = payment.method === 'card' ? payment.authorisationId : payment.bankPaymentId;
    if (await this.payments.isPaymentOfAnOrder(reference)) {
      await this.payments.update(payment.paymentId, { status: 'superseded', updated_at: this.clock.now().toISOString() });
    } else {
      await this.release(payment);
    }
  }

  /** Ties the payment to its order inside the commit transaction; false when another order took it meanwhile. */
  attach(executor: Kysely<Database>, payment: ReadyPayment, reservationId: number): Promise<boolean> {
    return this.payments.attachToReservation(executor, payment.paymentId, reservationId, this.clock.now().toISOString());
  }

  /**
   * Gives back the money of payments no order took (ADR 0009: a payment never outlives a failed or abandoned
   * commit): a card verified or a bank payment approved after the buyer closed the dialog, or a commit that died
   * between authorisation and its transaction. Payments untouched since `cutoff` are claimed, then voided or refunded;
   * those still waiting for the buyer are closed as expired. Answers how many were released.
   */
  async releaseAbandoned(cutoff: Date, limit = 100): Promise<number> {
    let released = 0;
    for (const found of await this.payments.abandoned(cutoff.toISOString(), limit)) {
      const row = await this.refresh(found);
      const now = this.clock.now().toISOString();
      if (row.status !== 'authorised' || !row.provider_reference || !row.identifier) {
        if (row.status === 'requires_verification' || row.status === 'pending')
          await this.payments.update(row.id, { status: 'expired', updated_at: now });
        continue;
      }
      if (!(await this.payments.claimAbandoned(row.id, 'authorised', now))) continue;
      await this.release(readyPaymentOf(row, row.provider_reference, row.identifier));
      released += 1;
    }
    return released;
  }

  /**
   * Gives the money back at once when a commit that completed a payment (verified card, approved bank payment) could
   * not become an order: answers whether there was an unused, authorised payment to release.
   */
  async releaseUnused(identifier: string, buyerUuid: string): Promise<boolean> {
    const found = await this.payments.byIdentifier(identifier, buyerUuid);
    if (!found || found.reservation_id !== null) return false;
    const row = await this.refresh(found);
    if (row.status !== 'authorised' || !row.provider_reference || !row.identifier) return false;
    if (!(await this.payments.claimAbandoned(row.id, 'authorised', this.clock.now().toISOString()))) return false;
    await this.release(readyPaymentOf(row, row.provider_reference, row.identifier));
    return true;
  }

  /** Where a started payment stands, for its own buyer only (GET /api/payment/{paymentIdentifier}). */
  async status(identifier: string, buyerUuid: string): Promise<PaymentStatusResponse> {
    const row = await this.payments.byIdentifier(identifier, buyerUuid);
    if (!row) throw new KupaError('NOT_FOUND');
    const refreshed = await this.refresh(row);
    const status = WIRE_STATUS[refreshed.status] ?? 'declined';
    return { paymentIdentifier: identifier, status, declineReason: status === 'declined' ? (refreshed.failure_code ?? 'declined') : null };
  }

  /** Brings a waiting payment row up to date with the provider (the buyer may have verified or approved meanwhile). */
  private async refresh(row: PaymentRow): Promise<PaymentRow> {
    const now = this.clock.now().toISOString();
    if (row.status === 'requires_verification' && row.provider_reference) {
      const state = await this.provider.getVerification(row.provider_reference);
      if (state.status === 'requires_verification') return row;
      const patch =
        state.status === 'approved'
          ? { status: 'authorised' as const, provider_reference: state.authorisationId, card_last4: state.card.last4 }
          : { status: 'failed' as const, failure_code: state.status === 'declined' ? state.reason : 'verification_failed' };
      await this.payments.update(row.id, { ...patch, updated_at: now });
      return { ...row, ...patch };
    }
    if (row.status === 'pending' && row.method === 'bank' && row.provider_reference) {
      const bank = await this.provider.getBankPayment(row.provider_reference);
      if (bank.status === 'pending') return row;
      const patch =
        bank.status === 'approved'
          ? { status: 'authorised' as const }
          : { status: 'failed' as const, failure_code: bank.status === 'rejected' ? 'provider_error' : bank.status };
      await this.payments.update(row.id, { ...patch, updated_at: now });
      return { ...row, ...patch };
    }
    return row;
  }

  /** The commit again after the buyer verified or approved: the payment must be this buyer's, unused, for this amount. */
  private async complete(request: CollectRequest, identifier: string): Promise<Collected> {
    const found = await this.payments.byIdentifier(identifier, request.buyerUuid);
    if (!found) throw new KupaError('NOT_FOUND');
    if (found.reservation_id !== null) throw new KupaError('ALREADY_COMMITTED');
    const row = await this.refresh(found);
    if (row.status === 'requires_verification' || row.status === 'pending') throw new KupaError('PAYMENT_PENDING');
    if (row.status !== 'authorised' || !row.provider_reference || !row.identifier)
      throw paymentDeclineError(declineReasonOf(row.failure_code));
    const payment = readyPaymentOf(row, row.provider_reference, row.identifier);
    if (row.amount_agorot !== request.amountDueAgorot) {
      // The cart changed after the payment started: give the money back rather than charge a different amount.
      await this.release(payment);
      throw new KupaError('PAYMENT_ERROR', { reason: 'amount_changed' }, 'The order total changed; the payment was cancelled.');
    }
    return { kind: 'ready', payment };
  }

  private async startBank(request: CollectRequest): Promise<Collected> {
    const identifier = `pay_${newSecret()}`;
    const started = await this.provider.startBankPayment(
      { amountAgorot: request.amountDueAgorot, currency: request.currency },
      `bank:${request.idempotencyKey}`,
      request.returnPathFor(identifier),
    );
    if (started.status === 'rejected') throw paymentDeclineError('provider_error');
    await this.insertRow(request, identifier, { method: 'bank', status: 'pending', provider_reference: started.paymentId });
    return {
      kind: 'action',
      action: { kind: 'bank', paymentIdentifier: identifier, approvalPath: started.approvalPath, expiresAt: started.expiresAt },
    };
  }

  private async authoriseCard(request: CollectRequest): Promise<Collected> {
    const info = request.cart.creditcardInfo ?? {};
    let card: CardDetails | SavedCardRef;
    let customerCardId: number | null = null;
    let last4: string | null = null;
    if (info.magCardId !== undefined) {
      if (request.customerId === null) throw new KupaError('LOGIN_REQUIRED');
      const saved = await this.payments.savedCard(request.customerId, info.magCardId);
      if (!saved) throw new KupaError('VALIDATION_ERROR', { field: 'creditcardInfo.magCardId' });
      card = { token: saved.provider_token };
      customerCardId = saved.id;
      last4 = saved.last4;
    } else {
      const digits = info.creditCardNumber ? normaliseCardNumber(info.creditCardNumber) : undefined;
      if (!digits) throw new KupaError('VALIDATION_ERROR', { field: 'creditcardInfo.creditCardNumber' });
      const expiry = info.creditCardExpDate ? parseCardExpiry(info.creditCardExpDate) : undefined;
      if (!expiry) throw new KupaError('VALIDATION_ERROR', { field: 'creditcardInfo.creditCardExpDate' });
      if (!info.creditCardCVV) throw new KupaError('VALIDATION_ERROR', { field: 'creditcardInfo.creditCardCVV' });
      card = {
        number: digits,
        expMonth: expiry.month,
        expYear: expiry.year,
        cvv: info.creditCardCVV,
        ...(info.creditCardSSN ? { holderId: info.creditCardSSN } : {}),
      };
      last4 = cardLast4(digits);
    }
    const base = {
      method: 'card' as const,
      card_last4: last4,
      customer_card_id: customerCardId,
      number_of_payments: request.cart.numberOfPayments ?? 1,
    };
    const providerKey = `authorise:${request.idempotencyKey}`;
    // The row first (ADR 0010): an authorisation the provider makes always has a row naming its key to be found by.
    const intent = await this.intentOf(request, providerKey, base);
    if ('ready' in intent) return { kind: 'ready', payment: intent.ready };
    const { paymentId, identifier } = intent;
    await faultAt(this.faults, 'afterIntent');
    const result = await this.provider.authorise({
      amountAgorot: request.amountDueAgorot,
      currency: request.currency,
      card,
      numberOfPayments: request.cart.numberOfPayments ?? 1,
      idempotencyKey: providerKey,
      returnPath: request.returnPathFor(identifier),
    });
    await faultAt(this.faults, 'afterAuthorisation');
    const now = this.clock.now().toISOString();
    switch (result.status) {
      case 'approved': {
        const recorded = await this.payments.updateFrom(paymentId, 'intent', {
          status: 'authorised',
          provider_reference: result.authorisationId,
          card_last4: result.card.last4,
          updated_at: now,
        });
        if (!recorded) return this.readyOrEnded(await this.payments.byId(paymentId));
        const cardToSave =
          request.cart.saveMagCard && request.customerId !== null && !isSavedCardRef(card) ? await this.tokenise(card) : null;
        return {
          kind: 'ready',
          payment: {
            method: 'card',
            paymentId,
            identifier,
            authorisationId: result.authorisationId,
            amountAgorot: request.amountDueAgorot,
            last4: result.card.last4,
            cardToSave,
          },
        };
      }
      case 'requires_verification': {
        // The card details are gone once the buyer is back from verifying: a card to save is tokenised now.
        const cardToSave =
          request.cart.saveMagCard && request.customerId !== null && !isSavedCardRef(card) ? await this.tokenise(card) : null;
        await this.payments.updateFrom(paymentId, 'intent', {
          status: 'requires_verification',
          provider_reference: result.verificationId,
          card_to_save_json: cardToSave ? JSON.stringify(cardToSave) : null,
          updated_at: now,
        });
        return { kind: 'action', action: { kind: 'verification', paymentIdentifier: identifier, redirectPath: result.verificationPath } };
      }
      case 'declined':
        await this.payments.updateFrom(paymentId, 'intent', { status: 'failed', failure_code: result.reason, updated_at: now });
        throw paymentDeclineError(result.reason);
      case 'rejected':
        await this.payments.updateFrom(paymentId, 'intent', {
          status: 'failed',
          failure_code: `rejected_${result.reason}`,
          updated_at: now,
        });
        if (result.reason === 'invalid_number_of_payments') throw new KupaError('VALIDATION_ERROR', { field: 'numberOfPayments' });
        throw paymentDeclineError('provider_error');
    }
  }

  /**
   * The payment row of this authorisation key: a new intent, or the one a earlier attempt of the same commit left (a
   * retry after a crash, or the same key on another process): still an intent, it is asked again (the provider
   * answers a key once); authorised and unused, it pays for this attempt; otherwise the attempt is over.
   */
  private async intentOf(
    request: CollectRequest,
    providerKey: string,
    base: { method: PaymentMethodKind; card_last4: string | null; customer_card_id: number | null; number_of_payments: number },
  ): Promise<{ paymentId: number; identifier: string } | { ready: ReadyPayment }> {
    const identifier = `pay_${newSecret()}`;
    const now = this.clock.now().toISOString();
    const inserted = await this.payments.insertIntent({
      ...this.rowValues(request, identifier, now),
      ...base,
      status: 'intent',
      provider_reference: null,
      idempotency_key: providerKey,
    });
    if (inserted !== undefined) return { paymentId: inserted, identifier };
    const existing = await this.payments.byIdempotencyKey(providerKey);
    // Still waiting for the provider's answer (or for the buyer's verification): the provider answers the key again.
    if ((existing?.status === 'intent' || existing?.status === 'requires_verification') && existing.identifier)
      return { paymentId: existing.id, identifier: existing.identifier };
    const outcome = this.readyOrEnded(existing);
    if (outcome.kind !== 'ready') throw new KupaError('COMMIT_FAILED');
    return { ready: outcome.payment };
  }

  /** An earlier attempt's row of the same key: ready when authorised and unused, else the error its end was. */
  private readyOrEnded(row: PaymentRow | undefined): Collected {
    if (!row) throw new KupaError('COMMIT_FAILED');
    if (row.reservation_id !== null) throw new KupaError('ALREADY_COMMITTED');
    if (row.status === 'authorised' && row.provider_reference && row.identifier)
      return { kind: 'ready', payment: readyPaymentOf(row, row.provider_reference, row.identifier) };
    if (row.status === 'failed' && DECLINE_REASONS.has(row.failure_code ?? ''))
      throw paymentDeclineError(declineReasonOf(row.failure_code));
    // Voided, expired or given up by the reconciliation job: this attempt is over, the order starts again.
    throw new KupaError('ORDER_CANCELLED', {}, 'The payment attempt ended without an order; the order starts again.');
  }

  private async tokenise(card: CardDetails): Promise<CardToSave | null> {
    const token = await this.provider.tokenise(card);
    return token.status === 'approved'
      ? { token: token.token, last4: token.last4, expMonth: token.expMonth, expYear: token.expYear, brand: token.brand }
      : null;
  }

  /** The columns every new payment row of a commit starts with. */
  private rowValues(request: CollectRequest, identifier: string, now: string) {
    return {
      reservation_id: null,
      buyer_uuid: request.buyerUuid,
      provider: PROVIDER,
      amount_agorot: request.amountDueAgorot,
      currency: request.currency,
      card_last4: null,
      customer_card_id: null,
      system_voucher_id: null,
      idempotency_key: null,
      failure_code: null,
      capture_reference: null,
      card_to_save_json: null,
      identifier,
      created_at: now,
      updated_at: now,
    };
  }

  private insertRow(
    request: CollectRequest,
    identifier: string,
    row: { method: PaymentMethodKind; status: PaymentStatus; provider_reference: string | null },
  ): Promise<number> {
    return this.payments.insert({ ...this.rowValues(request, identifier, this.clock.now().toISOString()), ...row });
  }
}

/** A stored, authorised payment as one ready to pay for an order (or to be released). */
export function readyPaymentOf(row: PaymentRow, providerReference: string, identifier: string): ReadyPayment {
  return row.method === 'bank'
    ? { method: 'bank', paymentId: row.id, identifier, bankPaymentId: providerReference, amountAgorot: row.amount_agorot }
    : {
        method: 'card',
        paymentId: row.id,
        identifier,
        authorisationId: providerReference,
        amountAgorot: row.amount_agorot,
        last4: row.card_last4,
        cardToSave: row.card_to_save_json ? (JSON.parse(row.card_to_save_json) as CardToSave) : null,
      };
}

const WIRE_STATUS: Record<string, PaymentStatusResponse['status']> = {
  requires_verification: 'requires_verification',
  pending: 'pending',
  authorised: 'authorised',
  captured: 'captured',
  voided: 'voided',
  refunded: 'refunded',
  expired: 'expired',
  failed: 'declined',
  // Written before the provider is asked (ADR 0010); the answer follows at once, or the reconciliation job finds it.
  intent: 'pending',
  // Closed by the release of abandoned payments: the money was given back.
  abandoned: 'voided',
  // A duplicate row of a payment that another commit of the same key captured.
  superseded: 'captured',
};

const DECLINE_REASONS: ReadonlySet<string> = new Set([
  'declined',
  'insufficient_funds',
  'expired_card',
  'invalid_card',
  'verification_failed',
  'provider_error',
]);

function declineReasonOf(code: string | null): PaymentDeclineReason {
  return code !== null && DECLINE_REASONS.has(code) ? (code as PaymentDeclineReason) : 'declined';
}
