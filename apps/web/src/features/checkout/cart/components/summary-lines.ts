import type { PricedCart } from '@kupa/contracts';

/** A row of the cart summary: tickets of one name and price, or one add-on, counted. */
export interface SummaryRow {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Points of all the row's tickets, for tickets bought with loyalty points. */
  points: number | null;
}

/**
 * The server's ticket lines folded into "2 × Regular" rows (same name and price together, in first-seen order),
 * and their add-ons likewise. Amounts are the server's: this only adds up rows of equal lines for display.
 */
export function summaryRows(priced: Pick<PricedCart, 'tickets'>): { tickets: SummaryRow[]; addons: SummaryRow[] } {
  const tickets = new Map<string, SummaryRow>();
  const addons = new Map<string, SummaryRow>();
  const add = (rows: Map<string, SummaryRow>, name: string, price: number, points: number | null) => {
    const key = `${name}\u0000${String(price)}\u0000${String(points)}`;
    const row = rows.get(key);
    if (row) {
      row.quantity += 1;
      row.total += price;
      if (row.points !== null && points !== null) row.points += points;
    } else rows.set(key, { name, quantity: 1, unitPrice: price, total: price, points });
  };
  for (const t of priced.tickets) {
    add(tickets, t.name, t.price, t.pointsPrice);
    for (const a of t.addons) add(addons, a.name, a.price, null);
  }
  return { tickets: [...tickets.values()], addons: [...addons.values()] };
}
