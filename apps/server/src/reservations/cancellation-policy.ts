import { CANCELLATION_CHARGE_KINDS, toMinorUnits, type CancellationChargeKind } from '@kupa/domain';

export { CANCELLATION_CHARGE_KINDS, type CancellationChargeKind };

/** A business's order-cancellation policy (businesses.settings_json; issue 9, spec 4 and 6). */
export interface CancellationPolicy {
  /** settings.customerArea.allowCancelOrders; off unless the business turns it on (spec 6: default off). */
  enabled: boolean;
  /** An order can be cancelled until this many hours before its first presentation starts. */
  hoursBeforeStart: number;
  chargeKind: CancellationChargeKind;
  /** Agorot for 'fixed' and 'perTicket'; a percentage (0..100) for the percentage kinds. */
  chargeValue: number;
}

/** Two hours before the show when the business says nothing. */
export const DEFAULT_HOURS_BEFORE_START = 2;

/**
 * The policy in a business's settings: `customerArea.allowCancelOrders` (boolean) and `orderCancellation`
 * `{ hoursBeforeStart, charge: { kind, amount } }` where amount is in shekels for 'fixed' and 'perTicket' and a
 * percentage for the others. Anything unreadable falls back to the safe side: disabled, or no charge.
 */
export function cancellationPolicyOf(settingsJson: string | null): CancellationPolicy {
  const settings = parseObject(settingsJson);
  const area = asObject(settings.customerArea);
  const cancellation = asObject(settings.orderCancellation);
  const charge = asObject(cancellation.charge);
  const hours = cancellation.hoursBeforeStart;
  const kind = CANCELLATION_CHARGE_KINDS.find((k) => k === charge.kind) ?? 'none';
  const amount = typeof charge.amount === 'number' && Number.isFinite(charge.amount) && charge.amount > 0 ? charge.amount : 0;
  return {
    enabled: area.allowCancelOrders === true,
    hoursBeforeStart: typeof hours === 'number' && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_HOURS_BEFORE_START,
    chargeKind: kind,
    chargeValue: kind === 'fixed' || kind === 'perTicket' ? toMinorUnits(amount) : Math.min(amount, 100),
  };
}

/** The money of an order a cancellation works from (agorot). */
export interface CancellableOrder {
  totalAgorot: number;
  /** The service charge and booking fee: never refunded (spec 4 "the service charge is not refunded"). */
  serviceChargeAgorot: number;
  bookingFeeAgorot: number;
  /** Each ticket's price (without its service charge). */
  ticketPricesAgorot: readonly number[];
  /** What the card or bank payment paid, and what value vouchers paid. */
  paidByCardAgorot: number;
  paidByVouchersAgorot: number;
}

/** What a cancellation keeps and gives back (agorot). */
export interface RefundPlan {
  cancellationChargeAgorot: number;
  /** Service charge and booking fee, kept. */
  nonRefundableAgorot: number;
  /** Back to the card or bank payment. */
  toCardAgorot: number;
  /** Back onto the vouchers the order was paid with. */
  toVouchersAgorot: number;
  /** Of the vouchers' part, kept (when the card did not cover everything kept). */
  keptFromVouchersAgorot: number;
}

/**
 * The cancellation service charge (spec 3: fixed, per ticket, percentage of the total or per ticket) and the refund:
 * what is kept (the charge, the service charge, the booking fee) comes off the card refund first, then off the
 * vouchers; never more than was paid.
 */
export function refundPlanOf(order: CancellableOrder, policy: CancellationPolicy): RefundPlan {
  const nonRefundable = order.serviceChargeAgorot + order.bookingFeeAgorot;
  const refundableBase = Math.max(0, order.totalAgorot - nonRefundable);
  const charge = Math.min(refundableBase, chargeOf(order, policy, refundableBase));
  const paid = order.paidByCardAgorot + order.paidByVouchersAgorot;
  const kept = Math.min(paid, nonRefundable + charge);
  const fromCard = Math.min(order.paidByCardAgorot, kept);
  const fromVouchers = Math.min(order.paidByVouchersAgorot, kept - fromCard);
  return {
    cancellationChargeAgorot: charge,
    nonRefundableAgorot: nonRefundable,
    toCardAgorot: order.paidByCardAgorot - fromCard,
    toVouchersAgorot: order.paidByVouchersAgorot - fromVouchers,
    keptFromVouchersAgorot: fromVouchers,
  };
}

function chargeOf(order: CancellableOrder, policy: CancellationPolicy, refundableBase: number): number {
  switch (policy.chargeKind) {
    case 'fixed':
      return policy.chargeValue;
    case 'perTicket':
      return policy.chargeValue * order.ticketPricesAgorot.length;
    case 'percentOfTotal':
      return Math.round((refundableBase * policy.chargeValue) / 100);
    case 'percentPerTicket':
      return order.ticketPricesAgorot.reduce((sum, price) => sum + Math.round((price * policy.chargeValue) / 100), 0);
    case 'none':
      return 0;
  }
}

/** The last moment the order can be cancelled: hoursBeforeStart before its first presentation. */
export function cancellationDeadlineOf(firstStart: Date, policy: CancellationPolicy): Date {
  return new Date(firstStart.getTime() - policy.hoursBeforeStart * 3_600_000);
}

function parseObject(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    return asObject(JSON.parse(json));
  } catch {
    // Unreadable settings: the business gets the defaults (cancellation off), never an error for the customer.
    return {};
  }
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
