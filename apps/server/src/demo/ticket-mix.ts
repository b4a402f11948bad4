import type { SeededRandom } from '@kupa/domain';
import type { CustomerRef } from './customers';
import type { PolicyRef, TicketGroupPolicies } from './demo-model';
import { isVoucherUsableOn, type VoucherPlan } from './issued-vouchers';
import { isMemberActiveOn, type MemberPlan } from './members';

export interface TicketLine {
  seatId: number | null;
  policy: PolicyRef;
  priceAgorot: number;
  memberId: number | null;
  voucherId: number | null;
  code: string | null;
  /** The discount code's row (ticket_codes.id) the line counted a use of. */
  ticketCodeId: number | null;
  ref1: string | null;
  ref2: string | null;
  loyaltyPoints: number | null;
}

export interface MixInput {
  rng: SeededRandom;
  policies: TicketGroupPolicies;
  seatIds: readonly (number | null)[];
  customer: CustomerRef | null;
  members: readonly MemberPlan[];
  vouchers: readonly VoucherPlan[];
  atBoxOffice: boolean;
  businessDate: string;
  hotels: readonly string[];
  /** Sofas are often sold as one couple ticket. */
  isSofa: boolean;
}

export interface TicketMix {
  lines: TicketLine[];
  /** A value voucher that pays part of the order. */
  valueVoucher: VoucherPlan | null;
  /** A ticket voucher redeemed by some of the lines. */
  ticketVoucher: { voucher: VoucherPlan; quantity: number } | null;
}

const line = (seatId: number | null, policy: PolicyRef, extra: Partial<TicketLine> = {}): TicketLine => ({
  seatId,
  policy,
  priceAgorot: policy.priceAgorot,
  memberId: null,
  voucherId: null,
  code: null,
  ticketCodeId: null,
  ref1: null,
  ref2: null,
  loyaltyPoints: null,
  ...extra,
});

/**
 * Chooses the ticket types of one order, as buyers do: mostly regular tickets with some senior citizens,
 * and now and then a discount code, a member's benefit, hotel guests, points, a voucher or a couple ticket.
 * Benefits are taken only when the buyer really holds them (an active member with balance left, enough points,
 * a usable voucher), and quantity limits of the ticket types are kept.
 */
export function assignTickets(input: MixInput): TicketMix {
  const { rng, policies: p, seatIds, customer } = input;
  const mix: TicketMix = { lines: [], valueVoucher: null, ticketVoucher: null };
  const rest = (from: number) => {
    for (const seatId of seatIds.slice(from)) {
      const senior = p.senior && rng.chance(0.12) && mix.lines.filter((l) => l.policy === p.senior).length < (p.senior.maxQuantity ?? 99);
      mix.lines.push(line(seatId, senior && p.senior ? p.senior : p.regular));
    }
    return mix;
  };
  const activeMember = (membershipId: number | null | undefined) =>
    membershipId == null
      ? undefined
      : input.members.find((m) => m.membership.id === membershipId && isMemberActiveOn(m, input.businessDate));
  const r = rng.next();

  const pair = p.pair;
  if (pair && seatIds.length % 2 === 0 && seatIds.length <= 2 * (pair.maxQuantity ?? 1) && (input.isSofa ? r < 0.4 : r < 0.04)) {
    // A couple ticket covers two seats: the first carries the price, the second is a sub-ticket (spec 5: pricing).
    seatIds.forEach((seatId, i) => mix.lines.push(line(seatId, pair, { priceAgorot: i % 2 === 0 ? pair.priceAgorot : 0 })));
    return mix;
  }
  const member = activeMember(p.membership?.membershipId);
  if (p.membership && member && member.used < member.membership.benefitTickets - member.reserve && r < 0.45 && customer) {
    member.used++;
    mix.lines.push(line(seatIds[0] ?? null, p.membership, { memberId: member.id }));
    const guestPolicy = p.memberOnly;
    const guestMember = activeMember(guestPolicy?.membershipId);
    let guests = 0;
    for (const seatId of seatIds.slice(1)) {
      if (guestPolicy && guestMember && guests < (guestPolicy.maxQuantity ?? 0)) {
        guests++;
        mix.lines.push(line(seatId, guestPolicy, { memberId: guestMember.id }));
      } else mix.lines.push(line(seatId, p.regular));
    }
    return mix;
  }
  const friend = activeMember(p.memberOnly?.membershipId);
  if (p.memberOnly && friend && r < 0.5 && p.membership?.membershipId !== p.memberOnly.membershipId) {
    // Friends of the theatre buy at the friends price for themselves and a guest.
    const n = Math.min(seatIds.length, p.memberOnly.maxQuantity ?? 1);
    for (const seatId of seatIds.slice(0, n)) mix.lines.push(line(seatId, p.memberOnly, { memberId: friend.id }));
    return rest(n);
  }
  const coded = p.code;
  if (coded?.code && r < 0.06 && seatIds.length <= (coded.maxQuantity ?? 99)) {
    const code = coded.code;
    code.used += seatIds.length;
    for (const seatId of seatIds) mix.lines.push(line(seatId, coded, { code: code.text, ticketCodeId: code.id }));
    return mix;
  }
  const hotelGuest = p.hotel;
  if (hotelGuest && input.atBoxOffice && r < 0.1 && seatIds.length <= (hotelGuest.maxQuantity ?? 99) && input.hotels.length > 0) {
    const hotel = rng.pick(input.hotels);
    const room = String(rng.int(1, 12) * 100 + rng.int(1, 40));
    for (const seatId of seatIds) mix.lines.push(line(seatId, hotelGuest, { ref1: hotel, ref2: room }));
    return mix;
  }
  const loyalty = p.loyalty;
  if (loyalty?.loyaltyPointsPrice && customer && r < 0.14) {
    // Points are a current balance with no history table, so spending is not subtracted: the stored balance
    // stands for what the customer has left after these purchases.
    const n = Math.min(seatIds.length, loyalty.maxQuantity ?? 1, Math.floor(customer.loyaltyPoints / loyalty.loyaltyPointsPrice));
    if (n > 0) {
      for (const seatId of seatIds.slice(0, n)) mix.lines.push(line(seatId, loyalty, { loyaltyPoints: loyalty.loyaltyPointsPrice }));
      return rest(n);
    }
  }
  if (customer && r < 0.2) {
    const voucher = input.vouchers.find((v) => isVoucherUsableOn(v, input.businessDate));
    if (voucher?.cls.kind === 'tickets' && p.voucher) {
      const n = Math.min(seatIds.length, (voucher.quantity ?? 0) - voucher.redeemed, p.voucher.maxQuantity ?? 1);
      voucher.redeemed += n;
      mix.ticketVoucher = { voucher, quantity: n };
      for (const seatId of seatIds.slice(0, n)) mix.lines.push(line(seatId, p.voucher, { voucherId: voucher.id }));
      return rest(n);
    }
    if (voucher?.cls.kind === 'value') mix.valueVoucher = voucher;
  }
  return rest(0);
}
