import { KupaError, seatKey, ticketingState } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { membershipPresentationLinks } from '../memberships/membership-seating';
import { membershipSeatPolicies, presentationSaleWindows } from '../presentations/presentation-seating';
import { addMemberSeatTickets } from '../reservations/member-seat-tickets';

/** A seat of the membership's plan, as a membership line names it. */
export interface MembershipSeatPick {
  sectionId: number;
  x: number;
  y: number;
}

/** What one membership line of an order sells of its buyer's membership seat holds. */
export interface MembershipSeatSale {
  buyerUuid: string;
  membershipId: number;
  businessId: number;
  /** The seats the line names; none: all the buyer's live holds in the membership's fixed presentations. */
  seats: readonly MembershipSeatPick[];
  /**
   * The seats of the choice events the buyer chose (spec 2 enrolment): in each, one seat per member, held in that
   * event alone. The membership pricing checked that they are its choice events and how many.
   */
  choices?: ReadonlyArray<{ presentationId: number; seats: readonly MembershipSeatPick[] }>;
  /** The sum of the line's selected quantities: one seat per member. */
  quantity: number;
  /** The members the line created, in order: seat i is member i's. */
  memberIds: readonly number[];
  reservationId: number;
  now: Date;
}

/** A claim the buyer holds in one fixed presentation, with its seat's place on the plan. */
interface HeldSeat {
  presentationId: number;
  seatId: number;
  ticketGroupId: number;
  key: string;
}

/**
 * Sells the buyer's held membership seats with the members (spec 5, 7), inside the commit transaction: in every fixed
 * presentation of the membership (the required ones, or all when none is required) whose ticketing has not ended —
 * the presentations a membership seat hold is taken in — the buyer's live holds of the line's seats become sold claims of
 * the reservation, each with a ticket marked with its member, priced at the membership's payable amount for that
 * presentation — and, in each choice event the buyer chose, that event's held seats, one per member. Answers the
 * number of claims sold (0 for a membership without presentations).
 *
 * Refuses with MEMBERSHIP_SEATS_MISMATCH when the seats are not one per member and SEAT_LOCK_EXPIRED when a seat is
 * no longer held in one of those presentations. The order's cancellation frees them like any sold seat: its claims
 * are deleted and its tickets cancelled.
 */
export async function sellHeldMembershipSeats(trx: Kysely<Database>, sale: MembershipSeatSale): Promise<number> {
  const listed = await listedPresentations(trx, sale.membershipId);
  if (listed.length === 0) return 0;
  const onSale = (p: (typeof listed)[number]) =>
    ticketingState(
      {
        startsAt: new Date(p.starts_at),
        saleStartsAt: p.sale_starts_at ? new Date(p.sale_starts_at) : null,
        saleStopsAt: p.sale_stops_at ? new Date(p.sale_stops_at) : null,
      },
      sale.now,
    ) !== 'ended';
  const required = listed.filter((p) => p.is_required === 1);
  const fixed = (required.length > 0 ? required : listed).filter(onSale);
  if (fixed.length === 0) throw new KupaError('TICKETING_ENDED');
  const now = sale.now.toISOString();

  const selling: SellingSeat[] = await sellingSeats(trx, sale, fixed, sale.seats, { allHeldWhenNoneNamed: true });
  for (const choice of sale.choices ?? []) {
    const event = choiceEventsOf(listed).find((p) => p.presentation_id === choice.presentationId);
    if (!event) throw new KupaError('MEMBERSHIP_CHOICE_EVENTS');
    if (!onSale(event)) throw new KupaError('TICKETING_ENDED');
    selling.push(...(await sellingSeats(trx, sale, [event], choice.seats, { allHeldWhenNoneNamed: false })));
  }

  for (const seat of selling) {
    const result = await trx
      .updateTable('seat_claims')
      .set({ status: 'sold', reservation_id: sale.reservationId, expires_at: null, updated_at: now })
      .where('presentation_id', '=', seat.presentationId)
      .where('seat_id', '=', seat.seatId)
      .where('buyer_uuid', '=', sale.buyerUuid)
      .where('status', '=', 'held')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new KupaError('SEAT_LOCK_EXPIRED');
  }

  const policies = await membershipSeatPolicies(trx, {
    businessId: sale.businessId,
    membershipId: sale.membershipId,
    presentationIds: selling.map((s) => s.presentationId),
  });
  await addMemberSeatTickets(
    trx,
    { reservationId: sale.reservationId, at: now },
    selling.map((seat) => ({
      presentationId: seat.presentationId,
      seatId: seat.seatId,
      ticketGroupId: seat.ticketGroupId,
      pricePolicyId: policies(seat.presentationId, seat.ticketGroupId),
      priceAgorot: seat.payableAgorot,
      memberId: seat.memberId,
    })),
  );
  return selling.length;
}

type SellingSeat = HeldSeat & { memberId: number | null; payableAgorot: number };

/**
 * The buyer's live holds of the named seats (or, for the fixed seat, of every seat held when none is named) in each
 * of the presentations, seat i for member i: MEMBERSHIP_SEATS_MISMATCH when they are not one per member,
 * SEAT_LOCK_EXPIRED when one is not held in one of the presentations.
 */
async function sellingSeats(
  trx: Kysely<Database>,
  sale: MembershipSeatSale,
  presentations: ReadonlyArray<{ presentation_id: number; payable_amount_agorot: number }>,
  seats: readonly MembershipSeatPick[],
  { allHeldWhenNoneNamed }: { allHeldWhenNoneNamed: boolean },
): Promise<SellingSeat[]> {
  const held: HeldSeat[] = (
    await trx
      .selectFrom('seat_claims as c')
      .innerJoin('seats as s', 's.id', 'c.seat_id')
      .select(['c.presentation_id', 'c.seat_id', 's.ticket_group_id', 's.section_id', 's.grid_x', 's.grid_y'])
      .where('c.buyer_uuid', '=', sale.buyerUuid)
      .where('c.status', '=', 'held')
      .where('c.expires_at', '>', sale.now.toISOString())
      .where(
        'c.presentation_id',
        'in',
        presentations.map((p) => p.presentation_id),
      )
      .execute()
  ).map((r) => ({
    presentationId: r.presentation_id,
    seatId: r.seat_id,
    ticketGroupId: r.ticket_group_id,
    key: seatKey(r.section_id, r.grid_x, r.grid_y),
  }));

  const named =
    seats.length > 0 || !allHeldWhenNoneNamed ? seats.map((s) => seatKey(s.sectionId, s.x, s.y)) : [...new Set(held.map((h) => h.key))];
  // A sofa is sold whole (ADR 0007): a named half brings its other half, which counts as a seat of its own.
  const keys = await withSofaPartners(trx, named, held);
  if (new Set(keys).size !== sale.quantity || keys.length !== sale.quantity)
    throw new KupaError('MEMBERSHIP_SEATS_MISMATCH', { expected: sale.quantity });

  const selling: SellingSeat[] = [];
  keys.forEach((key, index) => {
    for (const presentation of presentations) {
      const claim = held.find((h) => h.key === key && h.presentationId === presentation.presentation_id);
      if (!claim) throw new KupaError('SEAT_LOCK_EXPIRED');
      selling.push({ ...claim, memberId: sale.memberIds[index] ?? null, payableAgorot: presentation.payable_amount_agorot });
    }
  });
  return selling;
}

/**
 * The seats with the other half of each sofa among them, each half right after the seat that brought it (seat i is
 * member i's). A half's partner is found on the plan (ADR 0007: L at x, R at x + 1; the other side when the plan
 * says so), held or not: one not held then fails the sale as a lapsed hold.
 */
async function withSofaPartners(trx: Kysely<Database>, keys: readonly string[], held: readonly HeldSeat[]): Promise<string[]> {
  const heldIds = [...new Set(held.filter((h) => keys.includes(h.key)).map((h) => h.seatId))];
  if (heldIds.length === 0) return [...keys];
  const halves = await trx
    .selectFrom('seats')
    .select(['section_id', 'grid_x', 'grid_y', 'sofa_side'])
    .where('id', 'in', heldIds)
    .where('sofa_side', 'is not', null)
    .execute();
  if (halves.length === 0) return [...keys];
  const sections = [...new Set(halves.map((h) => h.section_id))];
  const candidates = await trx
    .selectFrom('seats')
    .select(['section_id', 'grid_x', 'grid_y', 'sofa_side'])
    .where('section_id', 'in', sections)
    .where('sofa_side', 'is not', null)
    .execute();
  const sideAt = new Map(candidates.map((c) => [seatKey(c.section_id, c.grid_x, c.grid_y), c.sofa_side]));
  const partnerOf = new Map<string, string>();
  for (const half of halves) {
    const wanted = half.sofa_side === 'L' ? 'R' : 'L';
    const step = half.sofa_side === 'L' ? 1 : -1;
    const partner = [step, -step]
      .map((dx) => seatKey(half.section_id, half.grid_x + dx, half.grid_y))
      .find((key) => sideAt.get(key) === wanted);
    if (partner) partnerOf.set(seatKey(half.section_id, half.grid_x, half.grid_y), partner);
  }
  const out: string[] = [];
  for (const key of keys) {
    out.push(key);
    const partner = partnerOf.get(key);
    if (partner && !keys.includes(partner) && !out.includes(partner)) out.push(partner);
  }
  return out;
}

/**
 * The presentations a membership lists with their payable amounts (the memberships module's) and their starts and sale
 * windows (the presentations module's), in the memberships' order; one a presentation no longer has is left out, as
 * the join that read them before did.
 */
async function listedPresentations(trx: Kysely<Database>, membershipId: number) {
  const links = await membershipPresentationLinks(trx, membershipId);
  if (links.length === 0) return [];
  const windows = await presentationSaleWindows(
    trx,
    links.map((l) => l.presentation_id),
  );
  return links.flatMap((link) => {
    const p = windows.get(link.presentation_id);
    return p ? [{ ...link, starts_at: p.starts_at, sale_starts_at: p.sale_starts_at, sale_stops_at: p.sale_stops_at }] : [];
  });
}

/** The choice events of a membership's presentations: those not required, when some are (else every one is fixed). */
export function choiceEventsOf<P extends { is_required: number }>(listed: readonly P[]): P[] {
  return listed.some((p) => p.is_required === 1) ? listed.filter((p) => p.is_required !== 1) : [];
}
