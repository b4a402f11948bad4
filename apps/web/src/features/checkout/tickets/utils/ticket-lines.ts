import type { CartSeat, LockedSeat, TicketGroupsResponse } from '@kupa/contracts';
import { autoAssignedTicket, checkTicketCombinations } from '@kupa/domain';
import type { OrderType } from '../../flow/utils/flow-state';

export type TicketGroup = TicketGroupsResponse['ticketGroups'][number];
export type TicketType = TicketGroup['tickets'][number];

/** What a held seat contributes to the tickets step: its key and its price level. */
export type HeldSeatRef = Pick<LockedSeat, 'key' | 'TicketGroupId'>;

/** One ticket type as the buyer picks it: a discount code or voucher reference pins it to that code. */
export interface TicketChoice {
  ticketGroupId: number;
  ticketId: number;
  code: string | null;
}

/** Tickets a code unlocks: they are listed and counted only after a valid discount code or voucher reference. */
export function needsCode(ticket: Pick<TicketType, 'requiresCode' | 'systemVoucherClassId'>): boolean {
  return ticket.requiresCode || ticket.systemVoucherClassId !== null;
}

/** Seats one line of the ticket takes: a multiplier ticket (a pair) covers multiplyFactor seats. */
export function seatsPerLine(ticket: Pick<TicketType, 'multiplyFactor'>): number {
  return Math.max(1, ticket.multiplyFactor);
}

/**
 * The automatic ticket of a price level: the domain's rule (spec 4 ticket assignment: the first ticket with
 * multiplyFactor at most 1, no reference prompt, and in a hold order no voucher class), among the tickets offered
 * without a code. A ticket a code or voucher unlocks is never picked: it is not offered before a code is entered.
 */
export function autoTicketOf(group: TicketGroup, orderType: OrderType): TicketType | null {
  const offered = group.tickets.filter((t) => !needsCode(t));
  const picked = autoAssignedTicket(
    offered.map((t) => ({ ...t, ticketGroupId: group.id, hasReferencePrompt: Boolean(t.ref1prompt) || Boolean(t.ref2prompt) })),
    group.id,
    { holdOrder: orderType === 'hold' },
  );
  return offered.find((t) => t.id === picked?.id) ?? null;
}

/** The held seats per price level, in seat order. */
export function heldCountByGroup(held: readonly HeldSeatRef[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const seat of held) counts.set(seat.TicketGroupId, (counts.get(seat.TicketGroupId) ?? 0) + 1);
  return counts;
}

/** The client's first lines: one automatic ticket per held seat, where its price level has one. */
export function initialLines(
  presentationId: number,
  held: readonly HeldSeatRef[],
  groups: readonly TicketGroup[],
  orderType: OrderType,
): CartSeat[] {
  const lines: CartSeat[] = [];
  for (const seat of held) {
    const group = groups.find((g) => g.id === seat.TicketGroupId);
    const ticket = group ? autoTicketOf(group, orderType) : null;
    if (group && ticket) lines.push({ prsntId: presentationId, ticketGroupId: group.id, ticketId: ticket.id });
  }
  return lines;
}

/** The ticket type of a line, if the price level still offers it. */
export function ticketOfLine(groups: readonly TicketGroup[], line: Pick<CartSeat, 'ticketGroupId' | 'ticketId'>): TicketType | undefined {
  return groups.find((g) => g.id === line.ticketGroupId)?.tickets.find((t) => t.id === line.ticketId);
}

/** Seats the lines cover (multipliers counted), of one price level or of all. */
export function coveredSeats(lines: readonly CartSeat[], groups: readonly TicketGroup[], ticketGroupId?: number): number {
  let seats = 0;
  for (const line of lines) {
    if (ticketGroupId !== undefined && line.ticketGroupId !== ticketGroupId) continue;
    const ticket = ticketOfLine(groups, line);
    seats += ticket ? seatsPerLine(ticket) : 1;
  }
  return seats;
}

function sameChoice(line: CartSeat, choice: TicketChoice): boolean {
  return line.ticketGroupId === choice.ticketGroupId && line.ticketId === choice.ticketId && (line.code ?? null) === choice.code;
}

/** How many lines of a choice the cart has. */
export function quantityOf(lines: readonly CartSeat[], choice: TicketChoice): number {
  return lines.filter((l) => sameChoice(l, choice)).length;
}

/**
 * Lines with `quantity` of a choice: existing lines keep their place and what was typed into them (member number,
 * ID number, references, add-ons); new ones go after the last line of the choice (or at the end), carrying its code.
 */
export function setQuantity(lines: readonly CartSeat[], presentationId: number, choice: TicketChoice, quantity: number): CartSeat[] {
  const wanted = Math.max(0, Math.floor(quantity));
  const have = quantityOf(lines, choice);
  if (wanted === have) return [...lines];
  if (wanted < have) {
    // Drop from the end: the last added lines go first.
    let drop = have - wanted;
    const kept: CartSeat[] = [];
    for (let i = lines.length - 1; i >= 0; i--) {
      const line = lines[i];
      if (!line) continue;
      if (drop > 0 && sameChoice(line, choice)) {
        drop--;
        continue;
      }
      kept.unshift(line);
    }
    return kept;
  }
  const added: CartSeat[] = Array.from({ length: wanted - have }, () => ({
    prsntId: presentationId,
    ticketGroupId: choice.ticketGroupId,
    ticketId: choice.ticketId,
    ...(choice.code !== null ? { code: choice.code } : {}),
  }));
  let last = -1;
  lines.forEach((l, i) => {
    if (sameChoice(l, choice)) last = i;
  });
  const at = last === -1 ? lines.length : last + 1;
  return [...lines.slice(0, at), ...added, ...lines.slice(at)];
}

/** The seats of a price level still without a ticket (negative when the tickets take more seats than held). */
export function seatsLeftInGroup(
  lines: readonly CartSeat[],
  groups: readonly TicketGroup[],
  held: readonly HeldSeatRef[],
  ticketGroupId: number,
): number {
  return (heldCountByGroup(held).get(ticketGroupId) ?? 0) - coveredSeats(lines, groups, ticketGroupId);
}

/**
 * The ticket type's maximum per order when one more line of it would go past it (spec 5 tickets: the combination
 * rules, checked by the domain's own rule so the stepper and the server agree), else null.
 */
export function maximumReached(lines: readonly CartSeat[], groups: readonly TicketGroup[], ticketId: number): number | null {
  const ticket = groups.flatMap((g) => g.tickets).find((t) => t.id === ticketId);
  if (!ticket || ticket.maxQuantity === null) return null;
  const chosen = [...lines.filter((l) => l.ticketId === ticketId).map((l) => l.ticketId), ticketId];
  const rules = [
    { id: ticket.id, name: ticket.name, minQuantity: null, maxQuantity: ticket.maxQuantity, requiredWithTicketId: null, quota: null },
  ];
  return checkTicketCombinations(chosen, rules, new Map()).some((p) => p.code === 'TICKET_ABOVE_MAXIMUM') ? ticket.maxQuantity : null;
}

/** True when one more line of the ticket fits the held seats of its price level, the ticket's maximum and the code's uses. */
export function canAddOne(
  lines: readonly CartSeat[],
  groups: readonly TicketGroup[],
  held: readonly HeldSeatRef[],
  choice: TicketChoice,
  maxUses: number | null = null,
): boolean {
  const ticket = ticketOfLine(groups, choice);
  if (!ticket) return false;
  if (seatsLeftInGroup(lines, groups, held, choice.ticketGroupId) < seatsPerLine(ticket)) return false;
  if (maxUses !== null && quantityOf(lines, choice) >= maxUses) return false;
  return maximumReached(lines, groups, ticket.id) === null;
}

/** Changes one line (typed input, add-ons); other lines are untouched. */
export function updateLine(lines: readonly CartSeat[], index: number, patch: Partial<CartSeat>): CartSeat[] {
  return lines.map((l, i) => (i === index ? { ...l, ...patch } : l));
}

/**
 * Lines that can still be sold after the holds or the price levels changed (an extension lost seats, a reload):
 * lines of a price level the buyer no longer holds, or of a ticket it no longer offers, are dropped.
 */
export function reconcileLines(lines: readonly CartSeat[], groups: readonly TicketGroup[], held: readonly HeldSeatRef[]): CartSeat[] {
  const heldGroups = heldCountByGroup(held);
  return lines.filter((l) => heldGroups.has(l.ticketGroupId) && ticketOfLine(groups, l) !== undefined);
}

/** True when every held seat has a ticket and no ticket takes a seat that is not held. */
export function countsMatch(lines: readonly CartSeat[], groups: readonly TicketGroup[], held: readonly HeldSeatRef[]): boolean {
  if (held.length === 0) return false;
  const counts = heldCountByGroup(held);
  for (const [groupId, count] of counts) if (coveredSeats(lines, groups, groupId) !== count) return false;
  return lines.every((l) => counts.has(l.ticketGroupId));
}

/** What a line of a ticket must carry before the order can go on. */
export type LineInput = 'memberNumber' | 'ssn' | 'ref1' | 'ref2';

/** The inputs a ticket asks for on each of its lines: member number, ID number (senior), the reference prompts. */
export function inputsOf(ticket: Pick<TicketType, 'kind' | 'ref1prompt' | 'ref2prompt'>): LineInput[] {
  const inputs: LineInput[] = [];
  if (ticket.kind === 'membership' || ticket.kind === 'memberOnly') inputs.push('memberNumber');
  if (ticket.kind === 'senior') inputs.push('ssn');
  if (ticket.ref1prompt) inputs.push('ref1');
  if (ticket.ref2prompt) inputs.push('ref2');
  return inputs;
}

/** The first line still lacking an input its ticket asks for, if any. */
export function firstMissingInput(lines: readonly CartSeat[], groups: readonly TicketGroup[]): { index: number; input: LineInput } | null {
  for (const [index, line] of lines.entries()) {
    const ticket = ticketOfLine(groups, line);
    if (!ticket) continue;
    for (const input of inputsOf(ticket)) if (!(line[input] ?? '').trim()) return { index, input };
  }
  return null;
}

/**
 * A ticket a code just unlocked, put on a seat: one more line when a seat of its price level is free, otherwise it
 * takes the place of the level's last automatic line (nothing typed into it, so nothing is lost). Null when it fits
 * nowhere; the buyer then makes room with the steppers.
 */
export function addCodeLine(
  lines: readonly CartSeat[],
  presentationId: number,
  groups: readonly TicketGroup[],
  held: readonly HeldSeatRef[],
  choice: TicketChoice,
  maxUses: number | null,
  orderType: OrderType,
): CartSeat[] | null {
  if (canAddOne(lines, groups, held, choice, maxUses)) return setQuantity(lines, presentationId, choice, quantityOf(lines, choice) + 1);
  const group = groups.find((g) => g.id === choice.ticketGroupId);
  const ticket = ticketOfLine(groups, choice);
  const auto = group ? autoTicketOf(group, orderType) : null;
  if (!ticket || !auto || seatsPerLine(ticket) !== seatsPerLine(auto)) return null;
  if (maxUses !== null && quantityOf(lines, choice) >= maxUses) return null;
  let index = -1;
  lines.forEach((l, i) => {
    if (l.ticketGroupId === choice.ticketGroupId && l.ticketId === auto.id && !l.code) index = i;
  });
  if (index === -1) return null;
  return lines.map((l, i) =>
    i === index
      ? {
          prsntId: presentationId,
          ticketGroupId: choice.ticketGroupId,
          ticketId: choice.ticketId,
          ...(choice.code !== null ? { code: choice.code } : {}),
        }
      : l,
  );
}

/** The id of a line's input, for labels, error links and moving focus to the first missing one. */
export function lineInputId(index: number, input: LineInput): string {
  return `ticket-line-${String(index)}-${input}`;
}
