import { addDays, zonedTimeToUtc } from '@kupa/domain';
import type { CustomerPool } from './customer-pool';
import type { BusinessRefs, DemoContext, PresentationRef } from './demo-model';
import { demoSecret } from './demo-random';
import type { DonationRef } from './donations';
import type { PolicyBook } from './price-policies';
import { randomLast4, type ReservationWriter } from './reservation-writer';
import { WINDOW_DAYS } from './schedule';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A VOD purchase may be watched for 48 hours, three times (spec 3: availability range, plays remaining). */
const VOD_HOURS = 48;
const VOD_PLAYS = 3;

/** Streaming purchases of each VOD film on every past day of the window: a ticket without a seat and an entitlement. */
export function addVodPurchases(
  ctx: DemoContext,
  writer: ReservationWriter,
  pool: CustomerPool,
  book: PolicyBook,
  presentations: readonly PresentationRef[],
): void {
  for (const p of presentations.filter((x) => x.isVod)) {
    const vodGroup = p.business.ticketGroups.get('vod');
    const policies = vodGroup === undefined ? undefined : book.get(vodGroup);
    if (!policies) continue;
    for (let day = -WINDOW_DAYS; day <= 0; day++) {
      const rng = ctx.random('vod', p.id, day);
      const count = Math.round(rng.int(1, 4) * ctx.scale * ctx.salesDensity);
      for (let i = 0; i < count; i++) {
        const at = zonedTimeToUtc(
          addDays(ctx.today, day),
          `${String(rng.int(10, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        );
        if (at.getTime() >= ctx.now.getTime()) continue;
        const customer = pool.pick(rng, p.business.id);
        const coded = policies.code?.code && rng.chance(0.1) ? policies.code : null;
        const policy = coded ?? policies.regular;
        if (coded?.code) coded.code.used++;
        const written = writer.add({
          business: p.business,
          kind: 'vod',
          status: 'confirmed',
          customerId: customer.id,
          channelId: p.business.channels.web,
          ticketsAgorot: policy.priceAgorot,
          createdAt: at,
        });
        const ticketId = ctx.ids.next('reservation_tickets');
        ctx.sink.add('reservation_tickets', {
          id: ticketId,
          reservation_id: written.id,
          presentation_id: p.id,
          seat_id: null,
          ticket_group_id: policy.ticketGroupId,
          price_policy_id: policy.id,
          price_agorot: policy.priceAgorot,
          old_price_agorot: null,
          service_charge_agorot: 0,
          ticket_secret: demoSecret(ctx.seed, `ticket/${ticketId}`),
          status: 'valid',
          scanned_at: null,
          code: coded?.code?.text ?? null,
          ticket_code_id: coded?.code?.id ?? null,
          member_id: null,
          system_voucher_id: null,
          ref1: null,
          ref2: null,
          loyalty_points: null,
          created_at: at.toISOString(),
        });
        const until = new Date(at.getTime() + VOD_HOURS * HOUR_MS);
        const lastPossible = Math.min(until.getTime(), ctx.now.getTime());
        const plays = rng.int(until.getTime() < ctx.now.getTime() ? 1 : 0, VOD_PLAYS - (rng.chance(0.7) ? 1 : 0));
        ctx.sink.add('vod_entitlements', {
          id: ctx.ids.next('vod_entitlements'),
          customer_id: customer.id,
          presentation_id: p.id,
          reservation_id: written.id,
          purchased_at: at.toISOString(),
          available_from: at.toISOString(),
          available_until: until.toISOString(),
          max_plays: VOD_PLAYS,
          play_count: plays,
          last_played_at: plays > 0 ? new Date(at.getTime() + rng.next() * (lastPossible - at.getTime())).toISOString() : null,
        });
        writer.payment({
          reservation: written,
          method: 'card',
          status: 'captured',
          amountAgorot: written.totalAgorot,
          createdAt: at,
          card: customer.card ?? { id: null, last4: randomLast4(rng) },
        });
      }
    }
  }
}

/** Donations over the last month: reservations of kind 'donations' with a gift each, fixed or custom amounts. */
export function addDonationSales(ctx: DemoContext, writer: ReservationWriter, pool: CustomerPool, donations: readonly DonationRef[]): void {
  for (const donation of donations) {
    const rng = ctx.random('donations', donation.id);
    const count = (donation.business.key === 'cinema' ? 30 * ctx.scale : 25) * ctx.salesDensity;
    for (let i = 0; i < count; i++) {
      const at = new Date(ctx.now.getTime() - rng.int(10, 30 * 24 * 60) * MINUTE_MS);
      const customer = rng.chance(0.8) ? pool.pick(rng, donation.business.id) : null;
      const fixed = rng.chance(0.75) ? rng.pick(donation.amounts) : null;
      const quantity = fixed && rng.chance(0.15) ? 2 : 1;
      const amount = fixed ? fixed.amountAgorot : rng.int(donation.custom.min / 100, 2000) * 100;
      const channel = channelFor(donation.business, rng.chance(0.85));
      const written = writer.add({
        business: donation.business,
        kind: 'donations',
        status: 'confirmed',
        customerId: customer?.id ?? null,
        channelId: channel,
        otherAgorot: amount * quantity,
        createdAt: at,
      });
      ctx.sink.add('donation_gifts', {
        id: ctx.ids.next('donation_gifts'),
        donation_id: donation.id,
        reservation_id: written.id,
        customer_id: customer?.id ?? null,
        amount_agorot: amount,
        quantity,
        created_at: at.toISOString(),
      });
      writer.payment({
        reservation: written,
        method: 'card',
        status: 'captured',
        amountAgorot: written.totalAgorot,
        createdAt: at,
        card: customer?.card ?? { id: null, last4: randomLast4(rng) },
      });
    }
  }
}

const channelFor = (business: BusinessRefs, online: boolean) => (online ? business.channels.web : business.channels.pos[0]);
