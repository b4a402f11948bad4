import type { CartMembership } from '@kupa/contracts';
import { addDays, checkItemQuantity, isRenewable, KupaError, localDateOf, membershipPeriod } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type {
  ItemOrderFacts,
  ItemOrderLines,
  ItemPricingInput,
  PricedItemLine,
  PricedItems,
  FulfilledItems,
} from '../checkout/order-items';
import { creditLoyaltyPoints, debitLoyaltyPoints } from '../customer-auth/loyalty-points';
import { customerIdIn } from '../http/customer-session';
import { choiceEventsOf, sellHeldMembershipSeats, type MembershipSeatPick } from '../seating/membership-seat-sales';
import { insertAuditEntry } from '../shared/audit-log';
import { newMemberNumber } from '../shared/secrets';
import { membershipWelcomeMessages } from './membership-messages';
import type { MembershipPriceRow, MembershipRow, MembershipsRepository } from './memberships.repository';

/** One member an order creates: a unit of a chosen price; the first unit of a renewal line extends `renews`. */
export interface MembershipUnit {
  membershipId: number;
  membershipPriceId: number;
  nameHe: string;
  nameEn: string;
  validityDays: number;
  benefitTickets: number;
  /** Loyalty points the membership grants its buyer with each member (spec 3 Available member: pointsBalance). */
  benefitPoints: number;
  allowMemberSaleTickets: boolean;
  /** The member period this unit renews: the new period starts the day after its end. */
  renews?: { memberNumber: string; endDate: string };
}

/**
 * The seats a line sells with its members (spec 5, 7): a membership with presentations and a seat policy (not
 * is_skip_member_seat) sells one of the buyer's held membership seats per member, in each fixed presentation.
 */
export interface MembershipSeatLine {
  membershipId: number;
  /** The line's units in `units`: from `firstUnit`, `quantity` of them. */
  firstUnit: number;
  quantity: number;
  seats: MembershipSeatPick[];
  /** The choice events the buyer chose (spec 2 enrolment), each with its seats: one per member. */
  choices?: Array<{ presentationId: number; seats: MembershipSeatPick[] }>;
}

/** What the membership fulfilment needs from the priced cart. */
export interface MembershipSale {
  timeZone: string;
  units: MembershipUnit[];
  seatLines: MembershipSeatLine[];
}

/** How many fresh numbers a fulfilment draws before giving up on a (very unlikely) collision. */
const MEMBER_NUMBER_ATTEMPTS = 5;

/**
 * The membership cart (spec 4, 5): prices membership lines from the database, and writes one member per unit bought
 * (a renewal extends the customer's member period from the day after it ends). A member belongs to a customer, so
 * the order needs a logged-in customer.
 */
export class MembershipOrderLines implements ItemOrderLines<MembershipSale> {
  readonly kind = 'memberships' as const;

  constructor(private readonly repository: MembershipsRepository) {}

  async price(input: ItemPricingInput): Promise<PricedItems<MembershipSale>> {
    const lines = input.cart.memberships ?? [];
    const executor = input.executor;
    const memberships = await this.repository.activeMemberships({ ids: [...new Set(lines.map((l) => l.MembershipId))] }, executor);
    const prices = await this.repository.pricesOf(
      memberships.map((m) => m.id),
      executor,
    );
    const chosen: Array<{
      line: CartMembership;
      membership: MembershipRow;
      picks: Array<{ price: MembershipPriceRow; quantity: number }>;
    }> = [];
    for (const line of lines) {
      const membership = memberships.find((m) => m.id === line.MembershipId);
      if (!membership) throw new KupaError('MEMBERSHIP_NOT_FOUND');
      const picks = line.prices.flatMap((p) => {
        const price = prices.find((row) => row.id === p.MembershipPriceId && row.membership_id === membership.id);
        if (!price) throw new KupaError('MEMBERSHIP_PRICE_NOT_FOUND');
        return p.selectedQuantity > 0 ? [{ price, quantity: p.selectedQuantity }] : [];
      });
      const lineQuantity = picks.reduce((sum, p) => sum + p.quantity, 0);
      // Spec 5: a membership with seats has one per unit; the fulfilment sells the buyer's holds of them.
      const fixedSeats = (line.seats ?? []).filter((s) => !s.presentationId);
      if (fixedSeats.length > 0 && fixedSeats.length !== lineQuantity)
        throw new KupaError('MEMBERSHIP_SEATS_MISMATCH', { expected: lineQuantity });
      chosen.push({ line, membership, picks });
    }
    checkItemQuantity(
      'memberships',
      chosen.reduce((sum, c) => sum + c.picks.reduce((s, p) => s + p.quantity, 0), 0),
    );
    const businesses = new Set(chosen.map((c) => c.membership.business_id));
    if (businesses.size > 1 || (input.cart.businessId !== undefined && !businesses.has(input.cart.businessId)))
      throw new KupaError('INCOMPATIBLE_BUSINESS');
    const currencies = new Set(chosen.flatMap((c) => c.picks.map((p) => p.price.currency)));
    if (currencies.size > 1) throw new KupaError('MIXED_CURRENCIES');
    const businessId = chosen[0]?.membership.business_id ?? 0;
    const business = await this.repository.businessFacts(businessId, executor);
    const timeZone = business?.timeZone ?? 'Asia/Jerusalem';

    const units: MembershipUnit[] = [];
    const seatLines: MembershipSeatLine[] = [];
    const items: PricedItemLine[] = [];
    for (const { line, membership, picks } of chosen) {
      const quantity = picks.reduce((sum, p) => sum + p.quantity, 0);
      const choices = await this.choicesOf(membership, line, quantity, executor);
      if (membership.is_skip_member_seat !== 1)
        seatLines.push({
          membershipId: membership.id,
          firstUnit: units.length,
          quantity,
          seats: (line.seats ?? []).filter((s) => !s.presentationId).map(seatPick),
          choices: choices.map((c) => ({ presentationId: c.presentationId, seats: c.seats })),
        });

      const renews = line.renewMemberNumber ? await this.renewal(line.renewMemberNumber, membership, input, timeZone) : undefined;
      for (const { price, quantity } of picks) {
        items.push({
          itemId: price.id,
          nameHe: `${membership.name_he} · ${price.name_he}`,
          nameEn: `${membership.name_en} · ${price.name_en}`,
          quantity,
          unitPriceAgorot: price.price_agorot,
        });
        for (let i = 0; i < quantity; i++) {
          units.push({
            membershipId: membership.id,
            membershipPriceId: price.id,
            nameHe: membership.name_he,
            nameEn: membership.name_en,
            validityDays: membership.validity_days,
            benefitTickets: membership.benefit_tickets,
            benefitPoints: membership.benefit_points,
            allowMemberSaleTickets: membership.allow_member_sale_tickets === 1,
            // One member is renewed per line: its first unit; any further units are new members.
            ...(renews && !units.some((u) => u.renews?.memberNumber === renews.memberNumber) ? { renews } : {}),
          });
        }
      }
      for (const choice of choices.filter((c) => c.payableAgorot > 0))
        items.push({
          itemId: choice.presentationId,
          nameHe: `${membership.name_he} · תוספת לאירוע בחירה`,
          nameEn: `${membership.name_en} · choice event supplement`,
          quantity,
          unitPriceAgorot: choice.payableAgorot,
        });
    }
    return {
      businessId,
      authProfileId: business?.authProfileId ?? 0,
      currency: [...currencies][0] ?? 'ILS',
      totalAgorot: items.reduce((sum, i) => sum + i.unitPriceAgorot * i.quantity, 0),
      items,
      lines: { timeZone, units, seatLines },
      requiresCustomer: true,
    };
  }

  /**
   * The choice events a line chose (spec 2 enrolment: choice events, seats for those events): exactly the
   * membership's number of them (`choice_events`, at most as many as it lists), each one of its choice events with one
   * seat per member (spec 5). A choice event's MembershipPayableAmount is a supplement per seat; its fixed events are
   * in the membership's price. MEMBERSHIP_CHOICE_EVENTS for another count or event; MEMBERSHIP_SEATS_MISMATCH for
   * another number of seats.
   */
  private async choicesOf(membership: MembershipRow, line: CartMembership, quantity: number, executor: Kysely<Database>) {
    const byEvent = new Map<number, MembershipSeatPick[]>();
    for (const seat of line.seats ?? []) {
      if (!seat.presentationId) continue;
      byEvent.set(seat.presentationId, [...(byEvent.get(seat.presentationId) ?? []), seatPick(seat)]);
    }
    const listed = membership.is_skip_member_seat === 1 ? [] : await this.repository.presentationsOf(membership.id, executor);
    const offered = choiceEventsOf(listed);
    const expected = Math.min(membership.choice_events, offered.length);
    if (byEvent.size !== expected) throw new KupaError('MEMBERSHIP_CHOICE_EVENTS', { expected });
    return [...byEvent].map(([presentationId, seats]) => {
      const event = offered.find((p) => p.presentation_id === presentationId);
      if (!event) throw new KupaError('MEMBERSHIP_CHOICE_EVENTS', { expected });
      if (seats.length !== quantity) throw new KupaError('MEMBERSHIP_SEATS_MISMATCH', { expected: quantity });
      return { presentationId, seats, payableAgorot: event.payable_amount_agorot };
    });
  }

  /**
   * The member a line renews: the logged-in customer's own member of the same membership, active and ending within
   * 30 days or ended less than 30 days ago (spec 4), and not renewed yet. Anything else, another customer's number included, answers
   * MEMBERSHIP_NOT_RENEWABLE (nothing to tell apart, so numbers cannot be probed).
   */
  private async renewal(memberNumber: string, membership: MembershipRow, input: ItemPricingInput, timeZone: string) {
    const customerId = customerIdIn(input.session, membership.business_id);
    if (customerId === null) throw new KupaError('LOGIN_REQUIRED');
    const member = await this.repository.memberByNumber(memberNumber, input.executor);
    const today = localDateOf(input.now, timeZone);
    if (
      !member ||
      member.customer_id !== customerId ||
      member.membership_id !== membership.id ||
      !isRenewable({ status: member.status, endDate: member.end_date }, today) ||
      // Renewed already: a period starts the day after this one ends.
      (await this.repository.hasPeriodStarting(customerId, membership.id, addDays(member.end_date, 1), input.executor))
    )
      throw new KupaError('MEMBERSHIP_NOT_RENEWABLE');
    return { memberNumber: member.member_number, endDate: member.end_date };
  }

  async fulfil(trx: Kysely<Database>, order: ItemOrderFacts, lines: MembershipSale): Promise<FulfilledItems> {
    if (order.customerId === null) throw new KupaError('LOGIN_REQUIRED');
    const today = localDateOf(order.now, lines.timeZone);
    const at = order.now.toISOString();
    const created: Array<{ unit: MembershipUnit; memberId: number; memberNumber: string; startDate: string; endDate: string }> = [];
    for (const unit of lines.units) {
      const memberNumber = await this.freeMemberNumber(trx);
      const period = membershipPeriod(today, unit.validityDays, unit.renews?.endDate);
      const memberId = await this.repository.insertMember(trx, {
        membership_id: unit.membershipId,
        customer_id: order.customerId,
        membership_price_id: unit.membershipPriceId,
        purchase_reservation_id: order.reservationId,
        member_number: memberNumber,
        balance: unit.benefitTickets,
        used_balance: 0,
        start_date: period.startDate,
        end_date: period.endDate,
        status: 'active',
        allow_member_sale_tickets: unit.allowMemberSaleTickets ? 1 : 0,
        created_at: at,
      });
      await insertAuditEntry(trx, {
        businessId: order.businessId,
        at,
        actorKind: 'buyer',
        actorId: order.buyerUuid,
        action: unit.renews ? 'membership.member-renewed' : 'membership.member-created',
        entity: 'member',
        entityId: memberNumber,
        data: {
          reservationId: order.reservationId,
          membershipId: unit.membershipId,
          membershipPriceId: unit.membershipPriceId,
          ...period,
          ...(unit.renews ? { renews: unit.renews.memberNumber } : {}),
        },
      });
      created.push({ unit, memberId, memberNumber, ...period });
    }
    // The points a membership grants go to the customer's one balance (ADR 0010), through its owner.
    await creditLoyaltyPoints(
      trx,
      order.customerId,
      lines.units.reduce((sum, u) => sum + (u.benefitPoints ?? 0), 0),
    );
    // The members' seats are the seating module's claims: it sells the buyer's holds and writes their tickets.
    for (const seatLine of lines.seatLines ?? []) {
      await sellHeldMembershipSeats(trx, {
        buyerUuid: order.buyerUuid,
        membershipId: seatLine.membershipId,
        businessId: order.businessId,
        seats: seatLine.seats,
        choices: seatLine.choices ?? [],
        quantity: seatLine.quantity,
        memberIds: created.slice(seatLine.firstUnit, seatLine.firstUnit + seatLine.quantity).map((c) => c.memberId),
        reservationId: order.reservationId,
        now: order.now,
      });
    }
    return {
      memberNumbers: created.map((c) => c.memberNumber),
      messages: membershipWelcomeMessages(order, created),
    };
  }

  async undo(trx: Kysely<Database>, order: { reservationId: number; at: string }): Promise<void> {
    // The points the members brought go back (never below zero), before the members are cancelled.
    for (const grant of await this.repository.pointsGrantedBy(trx, order.reservationId))
      await debitLoyaltyPoints(trx, grant.customerId, grant.points);
    const cancelled = await this.repository.cancelMembersOf(trx, order.reservationId);
    if (cancelled === 0) return;
    await insertAuditEntry(trx, {
      businessId: null,
      at: order.at,
      actorKind: 'system',
      actorId: 'checkout',
      action: 'membership.members-cancelled',
      entity: 'reservation',
      entityId: String(order.reservationId),
      data: { cancelled },
    });
  }

  private async freeMemberNumber(trx: Kysely<Database>): Promise<string> {
    for (let i = 0; i < MEMBER_NUMBER_ATTEMPTS; i++) {
      const number = newMemberNumber();
      if (!(await this.repository.memberNumberTaken(trx, number))) return number;
    }
    throw new KupaError('COMMIT_FAILED');
  }
}

function seatPick(seat: NonNullable<CartMembership['seats']>[number]): MembershipSeatPick {
  return { sectionId: seat.VenueSectionId, x: seat.XCoordinate, y: seat.YCoordinate };
}
