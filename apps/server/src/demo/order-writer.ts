import type { SeededRandom } from '@kupa/domain';
import type { CustomerRef } from './customers';
import type { DemoContext, PresentationRef } from './demo-model';
import { demoSecret } from './demo-random';
import type { ProductRef } from './products';
import { randomLast4, type ReservationWriter } from './reservation-writer';
import type { TicketMix } from './ticket-mix';

export interface TicketOrder {
  presentation: PresentationRef;
  status: 'confirmed' | 'cancelled' | 'hold';
  channel: { id: number; kind: 'web' | 'pos' | 'kiosk' };
  customer: CustomerRef | null;
  /** The form a buyer without an account filled in. */
  customerJson: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  holdDeadline: Date | null;
  mix: TicketMix;
  products: ReadonlyArray<{ product: ProductRef; quantity: number }>;
  /** Share of tickets scanned at the door (past shows only). */
  scannedShare: number;
  referralMiniSiteId: number | null;
}

const MINUTE_MS = 60_000;

/**
 * Writes one ticket order: the reservation with totals equal to its lines, a ticket per seat, the seat claim
 * that holds or sells each seat (none for a cancelled order), the products and the payments.
 */
export function writeTicketOrder(ctx: DemoContext, writer: ReservationWriter, order: TicketOrder, rng: SeededRandom): void {
  const p = order.presentation;
  const hold = order.status === 'hold';
  const lines = order.mix.lines.map((l) => {
    const service = l.policy.serviceChargeAgorot || p.serviceChargeAgorot;
    // For hold orders the service charge is taken out of the ticket price (spec 5: pricing).
    return { ...l, priceAgorot: hold ? Math.max(0, l.priceAgorot - service) : l.priceAgorot, serviceAgorot: service };
  });
  const productsAgorot = order.products.reduce((sum, x) => sum + x.quantity * x.product.priceAgorot, 0);
  const reservation = writer.add({
    business: p.business,
    kind: 'tickets',
    status: order.status,
    orderType: hold ? 'hold' : 'normal',
    customerId: order.customer?.id ?? null,
    channelId: order.channel.id,
    ticketsAgorot: lines.reduce((sum, l) => sum + l.priceAgorot, 0),
    serviceChargeAgorot: lines.reduce((sum, l) => sum + l.serviceAgorot, 0),
    bookingFeeAgorot: order.channel.kind === 'web' ? p.bookingFeeAgorot : 0,
    productsAgorot,
    createdAt: order.createdAt,
    holdDeadline: order.holdDeadline,
    cancelledAt: order.cancelledAt,
    referralMiniSiteId: order.referralMiniSiteId,
    customerJson: order.customerJson,
  });
  const createdIso = order.createdAt.toISOString();
  for (const l of lines) {
    const id = ctx.ids.next('reservation_tickets');
    const scanned = order.status === 'confirmed' && rng.chance(order.scannedShare);
    ctx.sink.add('reservation_tickets', {
      id,
      reservation_id: reservation.id,
      presentation_id: p.id,
      seat_id: l.seatId,
      ticket_group_id: l.policy.ticketGroupId,
      price_policy_id: l.policy.id,
      price_agorot: l.priceAgorot,
      old_price_agorot: null,
      service_charge_agorot: l.serviceAgorot,
      ticket_secret: demoSecret(ctx.seed, `ticket/${id}`),
      status: order.status === 'cancelled' ? 'cancelled' : 'valid',
      scanned_at: scanned ? new Date(p.startsAt.getTime() - rng.int(0, 40) * MINUTE_MS).toISOString() : null,
      code: l.code,
      member_id: l.memberId,
      system_voucher_id: l.voucherId,
      ref1: l.ref1,
      ref2: l.ref2,
      loyalty_points: l.loyaltyPoints,
      ticket_code_id: l.ticketCodeId,
      created_at: createdIso,
    });
    // A cancelled order released its seats; a hold keeps them until its deadline.
    if (l.seatId !== null && order.status !== 'cancelled') {
      ctx.sink.add('seat_claims', {
        presentation_id: p.id,
        seat_id: l.seatId,
        buyer_uuid: reservation.buyerUuid,
        status: hold ? 'held' : 'sold',
        expires_at: hold && order.holdDeadline ? order.holdDeadline.toISOString() : null,
        reservation_id: reservation.id,
        created_at: createdIso,
        updated_at: createdIso,
      });
    }
  }
  for (const { product, quantity } of order.products) {
    ctx.sink.add('reservation_products', {
      id: ctx.ids.next('reservation_products'),
      reservation_id: reservation.id,
      presentation_id: p.id,
      product_id: product.id,
      ticket_id: null,
      quantity,
      unit_price_agorot: product.priceAgorot,
    });
  }
  if (hold) return; // paid at the box office when collected
  const status = order.status === 'cancelled' ? 'refunded' : 'captured';
  let remaining = reservation.totalAgorot;
  const valueVoucher = order.mix.valueVoucher;
  if (valueVoucher && valueVoucher.balance) {
    const amount = Math.min(valueVoucher.balance, remaining);
    valueVoucher.balance -= amount;
    valueVoucher.redemptions.push({ reservationId: reservation.id, amountAgorot: amount, quantity: 0, createdAt: order.createdAt });
    writer.payment({
      reservation,
      method: 'voucher',
      status,
      amountAgorot: amount,
      createdAt: order.createdAt,
      systemVoucherId: valueVoucher.id,
    });
    remaining -= amount;
  }
  const ticketVoucher = order.mix.ticketVoucher;
  if (ticketVoucher) {
    ticketVoucher.voucher.redemptions.push({
      reservationId: reservation.id,
      amountAgorot: 0,
      quantity: ticketVoucher.quantity,
      createdAt: order.createdAt,
    });
  }
  if (remaining <= 0) return;
  const cash = order.channel.kind === 'pos' && rng.chance(0.45);
  const saved = order.channel.kind === 'web' && order.customer?.card && rng.chance(0.7) ? order.customer.card : null;
  writer.payment({
    reservation,
    method: cash ? 'cash' : 'card',
    status,
    amountAgorot: remaining,
    createdAt: order.createdAt,
    card: saved ?? { id: null, last4: randomLast4(rng) },
    numberOfPayments: !cash && remaining >= 40_000 ? rng.pick([1, 1, 2, 3]) : 1,
  });
}
