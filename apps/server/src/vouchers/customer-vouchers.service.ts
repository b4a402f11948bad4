import type { CustomerVoucher } from '@kupa/contracts';
import { addDays, KupaError, localDateOf, toMajorUnits, voucherStateOf, type Clock, type MessageLocale } from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import { localized } from '../shared/localized';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CapturedPayment, RefundOutcome } from '../checkout/paid-order-undo';
import type { UnfinishedWork } from '../shared/unfinished-work';
import { CustomerVouchersRepository, type CustomerVoucherRow } from './customer-vouchers.repository';

/** The replacement window when neither the voucher class nor its business sets one (spec 9: "variable"). */
export const DEFAULT_REPLACEMENT_DAYS = 30;

/** The orders of the customer area, as the reservations module answers them. */
export interface CustomerOrders {
  ofCustomers(customerIds: readonly number[]): Promise<ReadonlyArray<{ id: number; identifier: string }>>;
  byIds(ids: readonly number[]): Promise<ReadonlyArray<{ id: number; identifier: string }>>;
}

/** The card (or bank) payment of a voucher order and its refund, as the checkout answers them (ADR 0012 addendum). */
export interface VoucherOrderRefunds {
  capturedPaymentOf(reservationId: number): Promise<CapturedPayment | undefined>;
  refund(payment: CapturedPayment, amountAgorot: number, idempotencyKey: string): Promise<RefundOutcome>;
}

/** The refund a cancel owes, recorded on the voucher with the cancel (system_vouchers.cancel_refund_json). */
interface VoucherRefundRequest {
  at: string;
  amountAgorot: number;
  /** The customer who cancelled, for the audit entries the finishing job writes. */
  actorId: string;
}

function parseRefundRequest(json: string | null): VoucherRefundRequest | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as Partial<VoucherRefundRequest>;
    if (typeof value.at !== 'string' || typeof value.amountAgorot !== 'number') return null;
    return { at: value.at, amountAgorot: value.amountAgorot, actorId: typeof value.actorId === 'string' ? value.actorId : '' };
  } catch {
    // Unreadable: the job leaves it (a log line would repeat every minute); the audit log still names the cancel.
    return null;
  }
}

/** The refund's idempotency key at the provider: one per voucher, so a repeated or finished refund is made once. */
export const voucherRefundKeyOf = (reference: string) => `voucher-cancel:${reference}`;

export interface VoucherRefundFaults {
  beforeRefund?: () => Promise<void>;
  afterRefund?: () => Promise<void>;
}

/** What a cancel gave back by card: the amount and the voucher's price (less when the card paid less than it). */
export interface VoucherRefund {
  amountAgorot: number;
  priceAgorot: number;
}

/**
 * The card's share of one voucher of an order (ADR 0012 addendum): the card pays the order's vouchers in the order
 * they were written, each up to its price, until the card amount runs out. The shares add up to at most the card
 * amount, whichever vouchers are cancelled and in whatever order, so refunds never exceed the capture.
 */
export function cardShareOf(voucherId: number, prices: ReadonlyArray<{ id: number; priceAgorot: number }>, cardAgorot: number) {
  let left = cardAgorot;
  for (const p of prices) {
    const share = Math.max(0, Math.min(left, p.priceAgorot));
    if (p.id === voucherId) return { shareAgorot: share, priceAgorot: p.priceAgorot };
    left -= share;
  }
  return { shareAgorot: 0, priceAgorot: 0 };
}

/** Days a replacement may be used: the class's own setting, else the business's replacementVoucherDays, else 30. */
export function replacementDaysOf(row: Pick<CustomerVoucherRow, 'replacement_days' | 'settings_json'>): number {
  if (row.replacement_days !== null && row.replacement_days > 0) return row.replacement_days;
  try {
    const settings: unknown = JSON.parse(row.settings_json);
    const days = (settings as { replacementVoucherDays?: unknown } | null)?.replacementVoucherDays;
    if (typeof days === 'number' && Number.isInteger(days) && days > 0) return days;
  } catch {
    // A business row edited by hand into bad JSON keeps the default.
  }
  return DEFAULT_REPLACEMENT_DAYS;
}

const shekels = (agorot: number | null) => (agorot === null ? null : toMajorUnits(agorot));

/**
 * The customer area's vouchers (spec 3 Customer voucher view, spec 4 Voucher states and Cancellation, spec 7
 * POST /system-vouchers/{ref}/cancel and /replacement). A voucher is the customer's when it was bought for one of
 * the session's customer records, or in one of their orders. Only vouchers sold online (in an order) may be
 * cancelled or replaced here; a cancel makes the voucher unusable and refunds its card share (ADR 0012 addendum);
 * a replacement moves its dates to [today, today + replacement days].
 */
export class CustomerVouchersService implements UnfinishedWork {
  readonly name = 'unfinished voucher refunds';

  constructor(
    private readonly repository: CustomerVouchersRepository,
    private readonly orders: CustomerOrders,
    private readonly clock: Clock,
    private readonly refunds: VoucherOrderRefunds,
    /** Test-only: hooks around the provider call (a crash there is what the finishing job completes). */
    private readonly faults: VoucherRefundFaults = {},
  ) {}

  async list(session: CustomerSession, locale: MessageLocale): Promise<CustomerVoucher[]> {
    const customerIds = session.customers.map((c) => c.customerId);
    const own = await this.orders.ofCustomers(customerIds);
    const rows = await this.repository.vouchersOfOwners(
      customerIds,
      own.map((o) => o.id),
    );
    const identifiers = await this.identifiersOf(rows);
    return rows.map((row) => this.view(row, identifiers, locale));
  }

  /**
   * Cancels an unused voucher and refunds what the card paid for it (ADR 0012 addendum): the voucher is cancelled
   * first by a conditional update that also records the refund it owes, so of two parallel cancels only one refunds;
   * the refund has the key `voucher-cancel:<reference>`. A refund the provider refuses makes the voucher active
   * again: 409 BALANCE_IS_DUE. A crash between the cancel and the provider's answer leaves the request for the
   * finishing job (`finishUnfinished`).
   */
  async cancel(session: CustomerSession, reference: string, reservationIdentifier: string | undefined, locale: MessageLocale) {
    const { row, identifiers } = await this.ownVoucher(session, reference, reservationIdentifier);
    const state = this.stateOf(row);
    if (state !== 'active') throw new KupaError('SYSTEM_VOUCHER_NOT_ACTIVE');
    const orderId = row.purchase_reservation_id ?? 0;
    const payment = await this.refunds.capturedPaymentOf(orderId);
    const { shareAgorot, priceAgorot } = cardShareOf(
      row.id,
      await this.repository.pricesInOrder(orderId),
      payment && !payment.refunded ? payment.amountAgorot : 0,
    );
    const actorId = String(session.customers[0]?.customerId ?? '');
    const request: VoucherRefundRequest = { at: this.clock.now().toISOString(), amountAgorot: shareAgorot, actorId };
    const done = await this.repository.cancelUnused(
      row.id,
      this.audit(actorId, row, 'system-voucher.cancelled', { reference: row.reference, refundAgorot: shareAgorot, priceAgorot }),
      payment && shareAgorot > 0 ? JSON.stringify(request) : null,
    );
    // Lost to a parallel cancel or a redemption between the read and the update: the voucher is no longer active.
    if (!done) throw new KupaError('SYSTEM_VOUCHER_NOT_ACTIVE');
    const refund: VoucherRefund = { amountAgorot: 0, priceAgorot };
    if (payment && shareAgorot > 0) {
      await this.faults.beforeRefund?.();
      refund.amountAgorot = await this.refund(row, payment, request);
    }
    return { voucher: this.view({ ...row, status: 'cancelled' }, identifiers, locale), refund };
  }

  /**
   * The finishing job's half (ADR 0012 addendum, shared/unfinished-work.ts): the refunds of cancels recorded more
   * than `graceMs` ago and never answered (the process died before or after the provider call) are asked again with
   * the same key, so a refund made before the crash is not made twice; a refusal makes the voucher active again.
   */
  async finishUnfinished(graceMs: number): Promise<number> {
    const now = this.clock.now().getTime();
    let finished = 0;
    for (const row of await this.repository.unfinishedRefunds(50)) {
      const request = parseRefundRequest(row.cancel_refund_json);
      if (!request || now - Date.parse(request.at) < graceMs) continue;
      const payment = await this.refunds.capturedPaymentOf(row.purchase_reservation_id ?? 0);
      if (!payment) {
        // Nothing the provider could refund (the payment row is gone): the voucher stays cancelled, the request closes.
        await this.repository.recordRefund(
          row.id,
          this.audit(request.actorId, row, 'system-voucher.cancel_refund_refused', { reference: row.reference, reason: 'no_payment' }),
        );
        continue;
      }
      try {
        await this.refund(row, payment, request);
      } catch (error) {
        if (!(error instanceof KupaError)) throw error;
      }
      finished += 1;
    }
    return finished;
  }

  /** Asks the provider for the refund a cancel recorded and records its answer; BALANCE_IS_DUE when refused. */
  private async refund(row: CustomerVoucherRow, payment: CapturedPayment, request: VoucherRefundRequest) {
    let outcome: RefundOutcome;
    try {
      outcome = await this.refunds.refund(payment, request.amountAgorot, voucherRefundKeyOf(row.reference));
    } catch (error) {
      outcome = { status: 'refused', reason: error instanceof Error ? error.message : 'provider_error' };
    }
    if (outcome.status === 'refused') {
      const data = { reference: row.reference, amountAgorot: request.amountAgorot, reason: outcome.reason };
      await this.repository.restoreCancelled(row.id, this.audit(request.actorId, row, 'system-voucher.cancel_refund_refused', data));
      throw new KupaError('BALANCE_IS_DUE');
    }
    await this.faults.afterRefund?.();
    const data = { reference: row.reference, refundId: outcome.refundId, amountAgorot: outcome.amountAgorot };
    await this.repository.recordRefund(row.id, this.audit(request.actorId, row, 'system-voucher.refunded', data));
    return outcome.amountAgorot;
  }

  async markForReplacement(session: CustomerSession, reference: string, reservationIdentifier: string | undefined, locale: MessageLocale) {
    const { row, identifiers } = await this.ownVoucher(session, reference, reservationIdentifier);
    if (row.is_for_replacement === 1) throw new KupaError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT');
    const state = this.stateOf(row);
    if (state === 'cancelled' || state === 'used') throw new KupaError('SYSTEM_VOUCHER_NOT_ACTIVE');
    const startDate = localDateOf(this.clock.now(), row.time_zone);
    const endDate = addDays(startDate, replacementDaysOf(row));
    const audit = this.audit(String(session.customers[0]?.customerId ?? ''), row, 'system-voucher.for-replacement', {
      reference: row.reference,
      startDate,
      endDate,
    });
    if (!(await this.repository.markForReplacement(row.id, { startDate, endDate }, audit))) {
      const now = await this.repository.voucherByReference(row.reference);
      throw new KupaError(now?.is_for_replacement === 1 ? 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT' : 'SYSTEM_VOUCHER_NOT_ACTIVE');
    }
    return this.view({ ...row, is_for_replacement: 1, start_date: startDate, end_date: endDate }, identifiers, locale);
  }

  /** The session's voucher with this reference (SYSTEM_VOUCHER_NOT_FOUND for another's), sold online in the order named. */
  private async ownVoucher(session: CustomerSession, reference: string, reservationIdentifier: string | undefined) {
    const row = await this.repository.voucherByReference(reference);
    if (!row) throw new KupaError('SYSTEM_VOUCHER_NOT_FOUND');
    const customerIds = session.customers.map((c) => c.customerId);
    const ownOrders = row.customer_id !== null && customerIds.includes(row.customer_id) ? [] : await this.orders.ofCustomers(customerIds);
    const owned =
      (row.customer_id !== null && customerIds.includes(row.customer_id)) || ownOrders.some((o) => o.id === row.purchase_reservation_id);
    if (!owned) throw new KupaError('SYSTEM_VOUCHER_NOT_FOUND');
    const identifiers = await this.identifiersOf([row]);
    const bought = row.purchase_reservation_id === null ? undefined : identifiers.get(row.purchase_reservation_id);
    if (reservationIdentifier && reservationIdentifier.toUpperCase() !== bought?.toUpperCase())
      throw new KupaError('SYSTEM_VOUCHER_NOT_FOUND');
    if (bought === undefined || row.is_customer_voucher === 1) throw new KupaError('SYSTEM_VOUCHER_NOT_SOLD_IN_OUTLET');
    return { row, identifiers };
  }

  private async identifiersOf(rows: readonly CustomerVoucherRow[]): Promise<Map<number, string>> {
    const ids = rows.flatMap((r) => (r.purchase_reservation_id === null ? [] : [r.purchase_reservation_id]));
    return new Map((await this.orders.byIds(ids)).map((o) => [o.id, o.identifier]));
  }

  private stateOf(row: CustomerVoucherRow) {
    return voucherStateOf(
      {
        kind: row.kind,
        status: row.status,
        isForReplacement: row.is_for_replacement === 1,
        initialValueAgorot: row.initial_value_agorot,
        balanceAgorot: row.balance_agorot,
        quantity: row.quantity,
        redeemedQuantity: row.redeemed_quantity,
        endDate: row.end_date,
      },
      localDateOf(this.clock.now(), row.time_zone),
    );
  }

  private view(row: CustomerVoucherRow, identifiers: ReadonlyMap<number, string>, locale: MessageLocale): CustomerVoucher {
    const state = this.stateOf(row);
    const reservationIdentifier = row.purchase_reservation_id === null ? null : (identifiers.get(row.purchase_reservation_id) ?? null);
    const soldOnline = reservationIdentifier !== null && row.is_customer_voucher === 0;
    return {
      reference: row.reference,
      name: localized(locale, row.name_he, row.name_en),
      kind: row.kind,
      state,
      quantity: row.kind === 'tickets' ? row.quantity : null,
      redeemed: row.redeemed_quantity,
      initialValue: row.kind === 'value' ? shekels(row.initial_value_agorot) : null,
      balance: row.kind === 'value' ? shekels(row.balance_agorot) : null,
      purchaseDate: row.created_at,
      startDate: row.start_date,
      endDate: row.end_date,
      isForReplacement: row.is_for_replacement === 1,
      reservationIdentifier,
      currencyCode: row.currency,
      canCancel: soldOnline && state === 'active',
      canReplace: soldOnline && (state === 'active' || state === 'partiallyUsed' || state === 'expired'),
      replacementDays: replacementDaysOf(row),
    };
  }

  private audit(actorId: string, row: Pick<CustomerVoucherRow, 'id' | 'business_id'>, action: string, data: unknown) {
    return {
      businessId: row.business_id,
      at: this.clock.now().toISOString(),
      actorKind: 'customer',
      actorId,
      action,
      entity: 'system-voucher',
      entityId: String(row.id),
      data,
    };
  }
}

/** The customer area's vouchers on a database. */
export function createCustomerVouchers(
  db: Kysely<Database>,
  orders: CustomerOrders,
  clock: Clock,
  refunds: VoucherOrderRefunds,
  faults: VoucherRefundFaults = {},
): CustomerVouchersService {
  return new CustomerVouchersService(new CustomerVouchersRepository(db), orders, clock, refunds, faults);
}
