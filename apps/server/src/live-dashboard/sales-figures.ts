import {
  addCounts,
  attendanceFigures,
  EMPTY_COUNTS,
  isWeekendDay,
  revenueAgorot,
  toMajorUnits,
  weekdayOf,
  type SalesCounts,
} from '@kupa/domain';
import type { DayRow, SalesFigures } from '@kupa/contracts';
import type { PresentationFact } from './presentation-facts';

/** The wire figures of a group: counts, derived percentages and ratio, money in shekels (ADR 0003, spec 9). */
export function salesFigures(c: Readonly<SalesCounts>): SalesFigures {
  const f = attendanceFigures(c);
  return {
    Presentations: c.presentations,
    Capacity: c.capacity,
    SoldQuantity: c.sold,
    HeldQuantity: c.held,
    FreeQuantity: f.free,
    SoldPercent: f.soldPercent,
    HeldPercent: f.heldPercent,
    TakenPercent: f.takenPercent,
    TakenRatio: f.takenRatio,
    TicketsTotal: toMajorUnits(c.ticketsAgorot),
    ServiceChargeTotal: toMajorUnits(c.serviceChargeAgorot),
    ProductsQuantity: c.productsQuantity,
    ProductsTotal: toMajorUnits(c.productsAgorot),
    BookingFeesTotal: toMajorUnits(c.bookingFeeAgorot),
    Total: toMajorUnits(revenueAgorot(c)),
  };
}

export function totalCounts(facts: readonly PresentationFact[]): SalesCounts {
  return facts.reduce((sum, f) => addCounts(sum, f.counts), { ...EMPTY_COUNTS });
}

/** The sum of groups (the totals of a grouping). */
export function sumGroups(groups: ReadonlyMap<unknown, SalesCounts>): SalesCounts {
  const total = { ...EMPTY_COUNTS };
  for (const g of groups.values()) addCounts(total, g);
  return total;
}

/** Sums groups keyed "a:b" by one part of their key (0 or 1), e.g. hall and feature groups into halls. */
export function regroup(groups: ReadonlyMap<string, SalesCounts>, part: 0 | 1): Map<string, SalesCounts> {
  const out = new Map<string, SalesCounts>();
  for (const [key, counts] of groups) {
    const k = key.split(':')[part] ?? '';
    let sum = out.get(k);
    if (!sum) out.set(k, (sum = { ...EMPTY_COUNTS }));
    addCounts(sum, counts);
  }
  return out;
}

/** Group keys that are ids, as numbers. */
export function idsOf(groups: ReadonlyMap<string, unknown>): number[] {
  return [...groups.keys()].map(Number);
}

/** The one group of a grouping by 'all', or zeros when the scope has no presentation. */
export function onlyGroup(groups: ReadonlyMap<string, SalesCounts>): SalesCounts {
  return groups.get('') ?? { ...EMPTY_COUNTS };
}

/** One row per date, zeros for a date without presentations (the calendar shows every day). */
export function dayRows(dates: readonly string[], byDate: ReadonlyMap<string, SalesCounts>): DayRow[] {
  return dates.map((date) => ({
    BusinessDate: date,
    Weekday: weekdayOf(date),
    IsWeekend: isWeekendDay(date),
    ...salesFigures(byDate.get(date) ?? EMPTY_COUNTS),
  }));
}
