import { describe, expect, it } from 'vitest';
import { addCounts, attendanceFigures, EMPTY_COUNTS, revenueAgorot } from './attendance-figures';

describe('attendanceFigures', () => {
  it('derives free seats, whole percentages and the three-decimal ratio from the sums', () => {
    expect(attendanceFigures({ capacity: 9, sold: 2, held: 1 })).toEqual({
      free: 6,
      soldPercent: 22,
      heldPercent: 11,
      takenPercent: 33,
      takenRatio: 0.333,
    });
    expect(attendanceFigures({ capacity: 0, sold: 0, held: 0 })).toEqual({
      free: 0,
      soldPercent: 0,
      heldPercent: 0,
      takenPercent: 0,
      takenRatio: 0,
    });
  });

  it('never shows negative free seats', () => {
    expect(attendanceFigures({ capacity: 2, sold: 2, held: 1 }).free).toBe(0);
  });
});

describe('addCounts', () => {
  it('sums every measure', () => {
    const total = addCounts(
      { ...EMPTY_COUNTS },
      {
        presentations: 1,
        capacity: 9,
        sold: 2,
        held: 1,
        ticketsAgorot: 100,
        serviceChargeAgorot: 5,
        productsQuantity: 2,
        productsAgorot: 300,
        bookingFeeAgorot: 966,
      },
    );
    addCounts(total, {
      presentations: 1,
      capacity: 50,
      sold: 3,
      held: 0,
      ticketsAgorot: 50,
      serviceChargeAgorot: 0,
      productsQuantity: 0,
      productsAgorot: 0,
      bookingFeeAgorot: 300,
    });
    expect(total).toEqual({
      presentations: 2,
      capacity: 59,
      sold: 5,
      held: 1,
      ticketsAgorot: 150,
      serviceChargeAgorot: 5,
      productsQuantity: 2,
      productsAgorot: 300,
      bookingFeeAgorot: 1266,
    });
    expect(EMPTY_COUNTS.sold).toBe(0);
  });
});

describe('revenueAgorot', () => {
  it('is what the customers paid: tickets, service charges, booking fees and products', () => {
    expect(
      revenueAgorot({ ...EMPTY_COUNTS, ticketsAgorot: 9000, serviceChargeAgorot: 1100, bookingFeeAgorot: 300, productsAgorot: 2500 }),
    ).toBe(12900);
  });
});
