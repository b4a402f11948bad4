import { addDays, zonedTimeToUtc } from '@kupa/domain';
import type { CustomerRef } from './customers';
import type { DemoContext } from './demo-model';
import { newMemberNumber } from '../shared/secrets';
import { DEMO_MEMBERS } from './demo-staff';
import { MEMBER_SALE_MEMBERSHIPS, type MembershipKey, type MembershipRef } from './memberships';
import type { ReservationWriter } from './reservation-writer';

export interface MemberPlan {
  id: number;
  membership: MembershipRef;
  customer: CustomerRef;
  number: string;
  price: { id: number; priceAgorot: number };
  startDate: string;
  endDate: string;
  status: 'active' | 'cancelled';
  /** Benefit tickets used so far; ticket sales add to it. */
  used: number;
  /** Benefit tickets sales leave unused, so the demo members still have a balance to redeem. */
  reserve: number;
  points: number;
  allowMemberSaleTickets: boolean;
  purchaseReservationId: number | null;
  purchasedAt: Date;
}

// Share of each business's customers holding each membership.
const SHARE: Record<MembershipKey, number> = { cinemaYear: 0.25, clubPlus: 0.35, series: 0.35, friends: 0.25 };

/** Plans members (the personas first, with their known numbers; the others with random numbers) and sets the points balance of club members' customers. */
export function planMembers(
  ctx: DemoContext,
  customers: readonly CustomerRef[],
  memberships: Record<MembershipKey, MembershipRef>,
): MemberPlan[] {
  const rng = ctx.random('members');
  const members: MemberPlan[] = [];
  // Random numbers, as every new member gets (the personas keep the numbers the README names).
  // Their own random stream, so that the rest of the demo draws what it drew before.
  const numbers = ctx.random('member-numbers');
  const taken = new Set(DEMO_MEMBERS.map((m) => m.memberNumber));
  const newNumber = () => {
    let number = newMemberNumber((n) => numbers.int(0, n - 1));
    while (taken.has(number)) number = newMemberNumber((n) => numbers.int(0, n - 1));
    taken.add(number);
    return number;
  };
  const add = (customer: CustomerRef, membership: MembershipRef, number: string, startOffset: number, used: number) => {
    const price = membership.prices[customer.isPersona ? 0 : rng.int(0, membership.prices.length - 1)];
    if (!price) throw new Error(`${membership.code} has no price`);
    const startDate = addDays(ctx.today, startOffset);
    const points = membership.key === 'clubPlus' ? (customer.isPersona ? 2500 : rng.int(20, 300) * 10) : 0;
    if (points) customer.loyaltyPoints = points;
    // Bought on the first day, or a few days before a membership that has not started yet.
    const purchaseDate = startOffset > 0 ? addDays(ctx.today, -rng.int(1, 10)) : startDate;
    members.push({
      id: ctx.ids.next('members'),
      membership,
      customer,
      number,
      price,
      startDate,
      endDate: addDays(startDate, membership.validityDays - 1),
      status: !customer.isPersona && rng.chance(0.02) ? 'cancelled' : 'active',
      used: Math.min(used, membership.benefitTickets),
      reserve: customer.isPersona ? Math.ceil(membership.benefitTickets / 2) : 0,
      points,
      allowMemberSaleTickets: MEMBER_SALE_MEMBERSHIPS.has(membership.key),
      purchaseReservationId: null,
      purchasedAt: new Date(
        Math.min(
          zonedTimeToUtc(purchaseDate, `${String(rng.int(9, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`).getTime(),
          ctx.now.getTime() - 3_600_000,
        ),
      ),
    });
  };
  DEMO_MEMBERS.forEach((m) => {
    const customer = customers.find((c) => c.isPersona && c.mobile === m.mobile);
    const membership = Object.values(memberships).find((x) => x.code === m.membershipCode);
    if (!customer || !membership) throw new Error(`Demo member ${m.memberNumber} has no customer or membership`);
    add(customer, membership, m.memberNumber, -100, membership.benefitTickets > 4 ? 3 : 0);
  });
  for (const customer of customers) {
    if (customer.isPersona) continue;
    for (const membership of Object.values(memberships)) {
      if (membership.business !== customer.business || !rng.chance(SHARE[membership.key])) continue;
      // Most started within the last year; some have expired and a few start soon (spec 4: membership states).
      const r = rng.next();
      const startOffset = r < 0.08 ? -rng.int(370, 500) : r < 0.13 ? rng.int(1, 20) : -rng.int(0, 330);
      add(customer, membership, newNumber(), startOffset, rng.int(0, Math.max(0, membership.benefitTickets - 2)));
    }
  }
  return members;
}

/** The purchases of the memberships: reservations of kind 'memberships', paid by card or at the box office. */
export function addMembershipSales(ctx: DemoContext, writer: ReservationWriter, members: MemberPlan[]): void {
  const rng = ctx.random('membership-sales');
  for (const m of members) {
    const business = m.customer.business;
    const online = rng.chance(0.7);
    const written = writer.add({
      business,
      kind: 'memberships',
      status: 'confirmed',
      customerId: m.customer.id,
      channelId: online ? business.channels.web : business.channels.pos[0],
      otherAgorot: m.price.priceAgorot,
      createdAt: m.purchasedAt,
    });
    m.purchaseReservationId = written.id;
    writer.payment({
      reservation: written,
      method: online || rng.chance(0.6) ? 'card' : 'cash',
      status: 'captured',
      amountAgorot: written.totalAgorot,
      createdAt: m.purchasedAt,
      card: m.customer.card ?? { id: null, last4: String(rng.int(0, 9999)).padStart(4, '0') },
      numberOfPayments: m.price.priceAgorot >= 30000 ? rng.pick([1, 3, 6]) : 1,
    });
  }
}

export function isMemberActiveOn(m: MemberPlan, date: string): boolean {
  return m.status === 'active' && m.startDate <= date && date <= m.endDate;
}

/** Members are written after the ticket sales so used_balance counts the benefit tickets those sales used. */
export function addMemberRows(ctx: DemoContext, members: readonly MemberPlan[]): void {
  for (const m of members) {
    ctx.sink.add('members', {
      id: m.id,
      membership_id: m.membership.id,
      customer_id: m.customer.id,
      membership_price_id: m.price.id,
      purchase_reservation_id: m.purchaseReservationId,
      member_number: m.number,
      balance: m.membership.benefitTickets - m.used,
      used_balance: m.used,
      start_date: m.startDate,
      end_date: m.endDate,
      status: m.status,
      allow_member_sale_tickets: m.allowMemberSaleTickets ? 1 : 0,
      created_at: m.purchasedAt.toISOString(),
    });
  }
}
