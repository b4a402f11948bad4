import type { SalesFigures } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_COLUMNS, figureColumns, SALES_COLUMNS } from './figure-columns';

const row = {
  Presentations: 5,
  Capacity: 750,
  SoldQuantity: 73,
  HeldQuantity: 4,
  FreeQuantity: 673,
  SoldPercent: 10,
  HeldPercent: 1,
  TakenPercent: 10,
  TakenRatio: 0.103,
  TicketsTotal: 3517,
  ServiceChargeTotal: 328.5,
  ProductsQuantity: 60,
  ProductsTotal: 958,
  BookingFeesTotal: 0,
  Total: 4803.5,
  VenueName: 'Hall 1',
} satisfies SalesFigures & { VenueName: string };

describe('figureColumns', () => {
  it('reads capacity, sold, held, the whole percentage and the ratio of any figures row', () => {
    const columns = figureColumns<typeof row>(ATTENDANCE_COLUMNS);
    expect(columns.map((c) => c.id)).toEqual(['presentations', 'capacity', 'sold', 'held', 'occupancy', 'takenRatio', 'total']);
    expect(columns.map((c) => c.value(row))).toEqual([5, 750, 73, 4, 10, 0.103, 4803.5]);
    expect(columns.map((c) => c.kind)).toEqual(['integer', 'integer', 'integer', 'integer', 'percent', 'ratio', 'money']);
  });

  it('shows booking fees in the sales columns, before the total that includes them', () => {
    const columns = figureColumns<typeof row>(SALES_COLUMNS);
    expect(columns.map((c) => c.id)).toEqual([
      'presentations',
      'capacity',
      'sold',
      'held',
      'occupancy',
      'tickets',
      'serviceCharge',
      'bookingFees',
      'productsTotal',
      'total',
    ]);
    expect(columns.find((c) => c.id === 'bookingFees')?.value({ ...row, BookingFeesTotal: 9.66 })).toBe(9.66);
  });
});
