import { localDateOf, type ReservationKind, type ReservationStatus as DomainReservationStatus } from '@kupa/domain';
import type { SeededRandom } from '@kupa/domain';
import type { BusinessRefs, DemoContext } from './demo-model';
import { ReadableCodes, demoSecret, demoUuid } from './demo-random';

export type { ReservationKind } from '@kupa/domain';
export type ReservationStatus = Extract<DomainReservationStatus, 'confirmed' | 'hold' | 'cancelled'>;

export interface NewReservation {
  business: BusinessRefs;
  kind: ReservationKind;
  status: ReservationStatus;
  orderType?: 'normal' | 'hold';
  customerId: number | null;
  channelId: number;
  ticketsAgorot?: number;
  serviceChargeAgorot?: number;
  bookingFeeAgorot?: number;
  productsAgorot?: number;
  /** Vouchers, memberships and donations sold in the order. */
  otherAgorot?: number;
  createdAt: Date;
  holdDeadline?: Date | null;
  cancelledAt?: Date | null;
  referralMiniSiteId?: number | null;
  customerJson?: string | null;
}

export interface WrittenReservation {
  id: number;
  buyerUuid: string;
  totalAgorot: number;
}

export interface NewPayment {
  reservation: WrittenReservation;
  method: 'card' | 'cash' | 'voucher' | 'points';
  status: 'captured' | 'refunded';
  amountAgorot: number;
  createdAt: Date;
  card?: { id: number | null; last4: string } | null;
  systemVoucherId?: number | null;
  numberOfPayments?: number;
}

/** Writes reservations and payments with the identifiers, keys and totals every kind of sale shares. */
export class ReservationWriter {
  private readonly identifiers: ReadableCodes;

  constructor(private readonly ctx: DemoContext) {
    // One stream for all identifiers, used in reservation order, so identifiers depend only on the seed.
    this.identifiers = new ReadableCodes(ctx.random('reservation-identifiers'), [3, 4]);
  }

  add(r: NewReservation): WrittenReservation {
    const { ctx } = this;
    const id = ctx.ids.next('reservations');
    const buyerUuid = demoUuid(ctx.seed, `buyer/${id}`);
    const tickets = r.ticketsAgorot ?? 0;
    const service = r.serviceChargeAgorot ?? 0;
    const booking = r.bookingFeeAgorot ?? 0;
    const products = r.productsAgorot ?? 0;
    const other = r.otherAgorot ?? 0;
    const total = tickets + service + booking + products + other;
    const createdIso = r.createdAt.toISOString();
    ctx.sink.add('reservations', {
      id,
      identifier: this.identifiers.next(),
      business_id: r.business.id,
      customer_id: r.customerId,
      channel_id: r.channelId,
      referral_mini_site_id: r.referralMiniSiteId ?? null,
      buyer_uuid: buyerUuid,
      kind: r.kind,
      order_type: r.orderType ?? 'normal',
      status: r.status,
      currency: 'ILS',
      tickets_agorot: tickets,
      service_charge_agorot: service,
      booking_fee_agorot: booking,
      products_agorot: products,
      other_agorot: other,
      total_agorot: total,
      business_date: localDateOf(r.createdAt),
      hold_deadline: r.holdDeadline ? r.holdDeadline.toISOString() : null,
      // A hold is unpaid until collected at the box office; a cancelled order was paid, then refunded.
      paid_at: r.status === 'hold' ? null : createdIso,
      cancelled_at: r.cancelledAt ? r.cancelledAt.toISOString() : null,
      edocument_key: demoSecret(ctx.seed, `edocument/${id}`),
      idempotency_key: null,
      customer_json: r.customerJson ?? null,
      created_at: createdIso,
    });
    return { id, buyerUuid, totalAgorot: total };
  }

  payment(p: NewPayment): void {
    const { ctx } = this;
    const id = ctx.ids.next('payments');
    const at = p.createdAt.toISOString();
    ctx.sink.add('payments', {
      id,
      reservation_id: p.reservation.id,
      buyer_uuid: p.reservation.buyerUuid,
      provider: 'sandbox',
      method: p.method,
      status: p.status,
      amount_agorot: p.amountAgorot,
      currency: 'ILS',
      provider_reference: p.method === 'cash' ? null : `sbx_${demoSecret(ctx.seed, `payment/${id}`).slice(0, 16)}`,
      number_of_payments: p.numberOfPayments ?? 1,
      card_last4: p.method === 'card' ? (p.card?.last4 ?? null) : null,
      customer_card_id: p.method === 'card' ? (p.card?.id ?? null) : null,
      system_voucher_id: p.systemVoucherId ?? null,
      idempotency_key: null,
      failure_code: null,
      created_at: at,
      updated_at: at,
    });
  }
}

/** Four digits of a card the customer did not save: only the last four digits are ever stored. */
export function randomLast4(rng: SeededRandom): string {
  return String(rng.int(0, 9999)).padStart(4, '0');
}
