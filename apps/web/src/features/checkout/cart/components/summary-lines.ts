import type { PricedCart, PricedTicket } from '@kupa/contracts';

/** A seat of a ticket as the summary names it. */
export type SummarySeat = Pick<PricedTicket['seats'][number], 'rowName' | 'seatName' | 'sectionName'>;

/** A row of the cart summary: tickets of one name and price, or one add-on, counted. */
export interface SummaryRow {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Points of all the row's tickets, for tickets bought with loyalty points. */
  points: number | null;
  /** What the row's tickets would cost without their discount (the server's oldPrice), for display; null for none. */
  oldTotal: number | null;
  /** The seats of the row's tickets, in order (none for add-ons). */
  seats: SummarySeat[];
}

/**
 * The server's ticket lines folded into "2 × Regular" rows (same name, price and old price together, in first-seen
 * order), and their add-ons likewise. Amounts are the server's: this only adds up rows of equal lines for display.
 */
export function summaryRows(priced: Pick<PricedCart, 'tickets'>): { tickets: SummaryRow[]; addons: SummaryRow[] } {
  const tickets = new Map<string, SummaryRow>();
  const addons = new Map<string, SummaryRow>();
  const add = (rows: Map<string, SummaryRow>, name: string, price: number, extra: Pick<SummaryRow, 'points' | 'oldTotal' | 'seats'>) => {
    const key = `${name}\u0000${String(price)}\u0000${String(extra.points)}\u0000${String(extra.oldTotal)}`;
    const row = rows.get(key);
    if (row) {
      row.quantity += 1;
      row.total += price;
      if (row.points !== null && extra.points !== null) row.points += extra.points;
      if (row.oldTotal !== null && extra.oldTotal !== null) row.oldTotal += extra.oldTotal;
      row.seats.push(...extra.seats);
    } else rows.set(key, { name, quantity: 1, unitPrice: price, total: price, ...extra, seats: [...extra.seats] });
  };
  for (const t of priced.tickets) {
    const seats = t.seats.map(({ rowName, seatName, sectionName }) => ({ rowName, seatName, sectionName }));
    add(tickets, t.name, t.price, { points: t.pointsPrice, oldTotal: t.oldPrice, seats });
    for (const a of t.addons) add(addons, a.name, a.price, { points: null, oldTotal: null, seats: [] });
  }
  return { tickets: [...tickets.values()], addons: [...addons.values()] };
}
