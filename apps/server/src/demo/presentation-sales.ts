import type { SeededRandom } from '@kupa/domain';
import { HOTELS, orderTime, partySize, pickChannel, pickProducts } from './buyer-behaviour';
import type { CustomerPool } from './customer-pool';
import type { DemoContext, PresentationRef } from './demo-model';
import { randomMobile, randomPerson } from './israeli-people';
import { isMemberActiveOn } from './members';
import { soldShare } from './occupancy';
import { writeTicketOrder } from './order-writer';
import type { PolicyBook } from './price-policies';
import type { ProductRef } from './products';
import type { ReservationWriter } from './reservation-writer';
import { SeatPicker, type PickedSeats } from './seat-picker';
import { assignTickets } from './ticket-mix';

export interface SalesDeps {
  ctx: DemoContext;
  writer: ReservationWriter;
  book: PolicyBook;
  pool: CustomerPool;
  products: readonly ProductRef[];
}

const MINUTE_MS = 60_000;
const HOLD_BEFORE_SHOW_MS = 30 * MINUTE_MS;

/** Sells seats of one presentation in blocks until its sold share is reached; upcoming shows may get a hold. */
export function sellPresentation(d: SalesDeps, p: PresentationRef): void {
  const plan = p.venue.seatPlan;
  if (!plan || p.cancelled) return;
  const { ctx } = d;
  const rng = ctx.random('sales', p.id);
  const target = Math.round(plan.capacity * soldShare(p, ctx.now, rng) * ctx.salesDensity);
  const picker = new SeatPicker(plan, rng, { firstFit: !p.isReserved, vacantSeat: p.requiresVacantSeat });
  const sofas = p.venue.kind === 'vipSofas';
  const smallest = sofas ? 2 : 1;
  let cap = p.maxSeats;
  let wheelchairs = plan.runs.some((r) => r.kind === 'wheelchair');
  let sold = 0;
  while (sold < target && cap >= smallest) {
    const wheelchair = wheelchairs && rng.chance(0.015);
    let size = Math.min(partySize(rng, p), cap, Math.max(smallest, target - sold));
    if (sofas) size -= size % 2;
    const picked = wheelchair
      ? picker.pick(1, (run) => run.kind === 'wheelchair')
      : picker.pick(sofas ? size / 2 : size, (run) => run.kind !== 'wheelchair');
    if (!picked) {
      // A party that finds no block of its size: the next ones are smaller.
      if (wheelchair) wheelchairs = false;
      else cap = size - (sofas ? 2 : 1);
      continue;
    }
    sold += picked.seatIds.length;
    sellOrder(d, p, picked, rng);
  }
  const onSale = !p.saleStartsAt || p.saleStartsAt.getTime() <= ctx.now.getTime();
  if (onSale && p.startsAt.getTime() - HOLD_BEFORE_SHOW_MS > ctx.now.getTime() && rng.chance(0.12 * ctx.salesDensity))
    addHold(d, p, picker, rng);
}

function sellOrder(d: SalesDeps, p: PresentationRef, picked: PickedSeats, rng: SeededRandom): void {
  const { ctx } = d;
  const past = p.startsAt.getTime() <= ctx.now.getTime();
  const channel = pickChannel(rng, p);
  const hasAccount = rng.chance(channel.kind === 'web' ? 0.4 : channel.kind === 'kiosk' ? 0.1 : 0.08);
  const customer = hasAccount ? d.pool.pick(rng, p.business.id) : null;
  const createdAt = orderTime(rng, p, channel.kind, ctx.now);
  const cancelled = rng.chance(past ? 0.025 : 0.03);
  const until = Math.min(p.startsAt.getTime(), ctx.now.getTime());
  const policies = d.book.get(picked.run.ticketGroupId);
  if (!policies) throw new Error(`No ticket types for ticket group ${picked.run.ticketGroupId}`);
  const mix = assignTickets({
    rng,
    policies,
    seatIds: picked.seatIds,
    customer,
    // A cancelled order gave its benefits back, so it uses none.
    members: cancelled ? [] : d.pool.membersOf(customer),
    vouchers: cancelled ? [] : d.pool.vouchersOf(customer),
    atBoxOffice: channel.kind === 'pos',
    businessDate: p.businessDate,
    hotels: HOTELS[p.business.key].map(([name]) => name),
    isSofa: picked.run.kind === 'sofas',
  });
  writeTicketOrder(
    ctx,
    d.writer,
    {
      presentation: p,
      status: cancelled ? 'cancelled' : 'confirmed',
      channel,
      customer,
      customerJson: channel.kind === 'web' && !customer ? anonymousBuyer(rng) : null,
      createdAt,
      cancelledAt: cancelled ? new Date(createdAt.getTime() + rng.next() * Math.max(0, until - createdAt.getTime())) : null,
      holdDeadline: null,
      mix,
      products: pickProducts(rng, p, picked.seatIds.length, d.products),
      scannedShare: past ? 0.9 : 0,
      // A mini site sells only its own presentations (the draw is kept so the rest of the demo stays the same).
      referralMiniSiteId: channel.kind === 'web' && rng.chance(0.03) ? (p.miniSiteId ?? null) : null,
    },
    rng,
  );
}

/** An unpaid hold by a member allowed to hold: non-premium seats, to be paid 30 minutes before the show. */
function addHold(d: SalesDeps, p: PresentationRef, picker: SeatPicker, rng: SeededRandom): void {
  const { ctx } = d;
  const candidates = d.pool.holdMembersOf(p.business.id).filter((m) => isMemberActiveOn(m, p.businessDate));
  if (candidates.length === 0 || p.venue.kind === 'vipSofas' || p.venue.isOffline) return;
  const member = rng.pick(candidates);
  const picked = picker.pick(rng.int(1, Math.min(4, p.maxSeats)), (run) => run.kind === 'seats' && !run.isPremium);
  const policies = picked && d.book.get(picked.run.ticketGroupId);
  if (!picked || !policies) return;
  const holdDeadline = new Date(p.startsAt.getTime() - HOLD_BEFORE_SHOW_MS);
  const opened = Math.max(p.saleStartsAt?.getTime() ?? 0, ctx.now.getTime() - 3 * 24 * 60 * MINUTE_MS);
  const createdAt = new Date(opened + rng.next() * (ctx.now.getTime() - MINUTE_MS - opened));
  const mix = assignTickets({
    rng,
    policies,
    seatIds: picked.seatIds,
    customer: member.customer,
    members: d.pool.membersOf(member.customer),
    vouchers: [],
    atBoxOffice: false,
    businessDate: p.businessDate,
    hotels: [],
    isSofa: false,
  });
  writeTicketOrder(
    ctx,
    d.writer,
    {
      presentation: p,
      status: 'hold',
      channel: { id: p.business.channels.web, kind: 'web' },
      customer: member.customer,
      customerJson: null,
      createdAt,
      cancelledAt: null,
      holdDeadline,
      mix,
      products: [],
      scannedShare: 0,
      referralMiniSiteId: null,
    },
    rng,
  );
}

function anonymousBuyer(rng: SeededRandom): string {
  const person = randomPerson(rng);
  return JSON.stringify({
    firstName: person.firstName,
    lastName: person.lastName,
    mobileNumber: randomMobile(rng),
    email: `${person.latinFirst}.${person.latinLast}@example.com`,
  });
}
