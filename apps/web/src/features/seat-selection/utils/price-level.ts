import type { TicketGroupsResponse } from '@kupa/contracts';

export interface PriceLevel {
  readonly name: string;
  readonly min: number;
  readonly max: number;
}

/**
 * A price level's name and its range of prices per seat in shekels (GET ticketGroups): a ticket for several seats
 * (multiplyFactor) counts per seat. Loyalty-point tickets (priced in points) and membership redemptions (only for
 * members) are left out; null when the level is unknown or has no such ticket.
 */
export function priceLevelOf(groups: TicketGroupsResponse['ticketGroups'], ticketGroupId: number): PriceLevel | null {
  const group = groups.find((g) => g.id === ticketGroupId);
  if (!group) return null;
  const prices = group.tickets
    .filter((t) => t.kind !== 'loyalty' && t.kind !== 'membership' && t.price > 0)
    .map((t) => t.price / Math.max(1, t.multiplyFactor));
  if (prices.length === 0) return null;
  return { name: group.name, min: Math.min(...prices), max: Math.max(...prices) };
}
