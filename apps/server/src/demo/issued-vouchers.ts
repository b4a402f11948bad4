import { addDays, localDateOf } from '@kupa/domain';
import type { CustomerRef } from './customers';
import type { DemoContext } from './demo-model';
import { DEMO_VOUCHERS } from './demo-staff';
import { ReadableCodes, weightedPick } from './demo-random';
import { randomLast4, type ReservationWriter } from './reservation-writer';
import type { VoucherClassKey, VoucherClassRef, VoucherPriceRef } from './vouchers-catalogue';

export interface VoucherPlan {
  id: number;
  reference: string;
  cls: VoucherClassRef;
  price: VoucherPriceRef;
  customer: CustomerRef | null;
  purchaseReservationId: number | null;
  channelId: number | null;
  initialValue: number | null;
  /** Remaining value of a value voucher; ticket sales spend it. */
  balance: number | null;
  quantity: number | null;
  redeemed: number;
  startDate: string;
  endDate: string;
  status: 'active' | 'cancelled';
  isForReplacement: boolean;
  createdAt: Date;
  /** Redemptions by ticket sales, written with the voucher (the voucher row must exist first). */
  redemptions: Array<{ reservationId: number; amountAgorot: number; quantity: number; createdAt: Date }>;
}

const DAY_MS = 86_400_000;
const CLASS_WEIGHTS: ReadonlyArray<readonly [VoucherClassKey, number]> = [
  ['giftCard', 5],
  ['openValue', 1.5],
  ['twoTickets', 3.5],
  ['showGift', 4],
];

/**
 * Sold vouchers (reservations of kind 'vouchers', written now) and goodwill vouchers; the voucher rows
 * themselves are written after the ticket sales, which redeem some of them.
 */
export function addVoucherSales(
  ctx: DemoContext,
  writer: ReservationWriter,
  customers: readonly CustomerRef[],
  classes: readonly VoucherClassRef[],
): VoucherPlan[] {
  const rng = ctx.random('voucher-sales');
  const references = new ReadableCodes(ctx.random('voucher-references'), [4, 4, 4]);
  const vouchers: VoucherPlan[] = [];
  const issue = (
    cls: VoucherClassRef,
    price: VoucherPriceRef,
    customer: CustomerRef | null,
    createdAt: Date,
    reservationId: number | null,
    channelId: number | null,
    value: number | null,
  ) => {
    const startDate = localDateOf(createdAt);
    const quantity = price.ticketQuantity;
    const preUsed = rng.next();
    const plan: VoucherPlan = {
      id: ctx.ids.next('system_vouchers'),
      reference: references.next(),
      cls,
      price,
      customer,
      purchaseReservationId: reservationId,
      channelId,
      initialValue: value,
      // Older vouchers are partly or fully used already.
      balance: value === null ? null : preUsed < 0.5 ? value : preUsed < 0.8 ? Math.round((value * rng.int(1, 9)) / 10) : 0,
      quantity,
      redeemed: quantity === null ? 0 : preUsed < 0.6 ? 0 : rng.int(1, quantity),
      startDate,
      endDate: addDays(startDate, cls.validityDays),
      status: rng.chance(0.03) ? 'cancelled' : 'active',
      isForReplacement: cls.kind === 'tickets' && rng.chance(0.06),
      createdAt,
      redemptions: [],
    };
    vouchers.push(plan);
    return plan;
  };

  for (const customer of customers) {
    if (!customer.isPersona && !rng.chance(0.3)) continue;
    const own = classes.filter((c) => c.business === customer.business && !c.isCustomerVoucher);
    const key = weightedPick(
      rng,
      CLASS_WEIGHTS.filter(([k]) => own.some((c) => c.key === k)),
    );
    const cls = own.find((c) => c.key === key);
    if (!cls) continue;
    const price = rng.pick(cls.prices);
    const count = rng.chance(0.2) ? 2 : 1;
    const value = cls.isOpenValue ? rng.int(5, 100) * 1000 : price.valueAgorot;
    const unitPrice = cls.isOpenValue ? (value ?? 0) : price.priceAgorot;
    // Some purchases are over a year old, so their vouchers have expired.
    const createdAt = new Date(ctx.now.getTime() - rng.int(1, customer.isPersona ? 60 : 420) * DAY_MS - rng.int(0, DAY_MS));
    const online = rng.chance(0.75);
    const channelId = online ? customer.business.channels.web : customer.business.channels.pos[1];
    const written = writer.add({
      business: customer.business,
      kind: 'vouchers',
      status: 'confirmed',
      customerId: customer.id,
      channelId,
      otherAgorot: unitPrice * count,
      createdAt,
    });
    for (let i = 0; i < count; i++) issue(cls, price, customer, createdAt, written.id, channelId, value);
    writer.payment({
      reservation: written,
      method: online || rng.chance(0.5) ? 'card' : 'cash',
      status: 'captured',
      amountAgorot: written.totalAgorot,
      createdAt,
      card: customer.card ?? { id: null, last4: randomLast4(rng) },
    });
  }

  // Goodwill vouchers given by customer service: no purchase, to be combined with another payment.
  const goodwill = classes.find((c) => c.isCustomerVoucher);
  const goodwillPrice = goodwill?.prices[0];
  if (goodwill && goodwillPrice) {
    for (const customer of customers.filter((c) => c.business === goodwill.business).slice(0, 12)) {
      issue(
        goodwill,
        goodwillPrice,
        customer,
        new Date(ctx.now.getTime() - rng.int(1, 90) * DAY_MS),
        null,
        null,
        goodwillPrice.valueAgorot,
      );
    }
  }
  return vouchers;
}

export function isVoucherUsableOn(v: VoucherPlan, date: string): boolean {
  if (v.status !== 'active' || v.isForReplacement || date < v.startDate || date > v.endDate) return false;
  return v.cls.kind === 'value' ? (v.balance ?? 0) > 0 : (v.quantity ?? 0) > v.redeemed;
}

export function addVoucherRows(ctx: DemoContext, vouchers: readonly VoucherPlan[]): void {
  for (const v of vouchers) {
    ctx.sink.add('system_vouchers', {
      id: v.id,
      reference: v.reference,
      business_id: v.cls.business.id,
      class_id: v.cls.id,
      price_id: v.price.id,
      customer_id: v.customer?.id ?? null,
      purchase_reservation_id: v.purchaseReservationId,
      channel_id: v.channelId,
      initial_value_agorot: v.initialValue,
      balance_agorot: v.balance,
      quantity: v.quantity,
      redeemed_quantity: v.redeemed,
      start_date: v.startDate,
      end_date: v.endDate,
      status: v.status,
      is_for_replacement: v.isForReplacement ? 1 : 0,
      created_at: v.createdAt.toISOString(),
    });
    for (const r of v.redemptions) {
      ctx.sink.add('system_voucher_redemptions', {
        id: ctx.ids.next('system_voucher_redemptions'),
        voucher_id: v.id,
        reservation_id: r.reservationId,
        amount_agorot: r.amountAgorot,
        quantity: r.quantity,
        created_at: r.createdAt.toISOString(),
      });
    }
  }
}

/** The fixed demo vouchers (DEMO_VOUCHERS), issued a month before the seed's today, untouched by the generated sales. */
export function demoVoucherPlans(ctx: DemoContext, classes: readonly VoucherClassRef[]): VoucherPlan[] {
  const today = localDateOf(ctx.now);
  return DEMO_VOUCHERS.flatMap((v) => {
    const cls = classes.find((c) => c.key === v.classKey && c.business.key === v.business);
    const price = cls?.prices[0];
    if (!cls || !price) return [];
    const endDate = addDays(today, v.validForDays);
    const plan: VoucherPlan = {
      id: ctx.ids.next('system_vouchers'),
      reference: v.reference,
      cls,
      price,
      customer: null,
      purchaseReservationId: null,
      channelId: null,
      initialValue: v.balanceAgorot ?? null,
      balance: v.balanceAgorot ?? null,
      quantity: v.tickets ?? null,
      redeemed: 0,
      startDate: addDays(today, -30),
      endDate,
      status: 'active',
      isForReplacement: false,
      createdAt: new Date(ctx.now.getTime() - 30 * DAY_MS),
      redemptions: [],
    };
    return [plan];
  });
}
