import { takenRatio, wholePercent } from './percentages';

/** What a group of presentations adds up to: counts of seats and money in agorot. */
export interface SalesCounts {
  presentations: number;
  capacity: number;
  sold: number;
  held: number;
  ticketsAgorot: number;
  serviceChargeAgorot: number;
  productsQuantity: number;
  productsAgorot: number;
  /** Booking fees, charged once per order (summarised with the order's lowest presentation id). */
  bookingFeeAgorot: number;
}

export const EMPTY_COUNTS: Readonly<SalesCounts> = Object.freeze({
  presentations: 0,
  capacity: 0,
  sold: 0,
  held: 0,
  ticketsAgorot: 0,
  serviceChargeAgorot: 0,
  productsQuantity: 0,
  productsAgorot: 0,
  bookingFeeAgorot: 0,
});

/** Adds b into a (mutating a): groups are summed presentation by presentation. */
export function addCounts(a: SalesCounts, b: Readonly<SalesCounts>): SalesCounts {
  a.presentations += b.presentations;
  a.capacity += b.capacity;
  a.sold += b.sold;
  a.held += b.held;
  a.ticketsAgorot += b.ticketsAgorot;
  a.serviceChargeAgorot += b.serviceChargeAgorot;
  a.productsQuantity += b.productsQuantity;
  a.productsAgorot += b.productsAgorot;
  a.bookingFeeAgorot += b.bookingFeeAgorot;
  return a;
}

/** What the customers paid for a group's sales: tickets, service charges, booking fees and products (ADR 0008). */
export function revenueAgorot(c: Readonly<SalesCounts>): number {
  return c.ticketsAgorot + c.serviceChargeAgorot + c.bookingFeeAgorot + c.productsAgorot;
}

export interface AttendanceFigures {
  free: number;
  soldPercent: number;
  heldPercent: number;
  takenPercent: number;
  takenRatio: number;
}

/**
 * The derived attendance figures of a group: free seats (never negative), sold, held and taken shares as whole
 * percentages, and the taken ratio with three decimals (spec 9). Percentages of a group are computed from its
 * sums, so a day's figure weighs a big hall more than a small one.
 */
export function attendanceFigures(c: Pick<SalesCounts, 'capacity' | 'sold' | 'held'>): AttendanceFigures {
  return {
    free: Math.max(0, c.capacity - c.sold - c.held),
    soldPercent: wholePercent(c.sold, c.capacity),
    heldPercent: wholePercent(c.held, c.capacity),
    takenPercent: wholePercent(c.sold + c.held, c.capacity),
    takenRatio: takenRatio(c.sold, c.held, c.capacity),
  };
}
