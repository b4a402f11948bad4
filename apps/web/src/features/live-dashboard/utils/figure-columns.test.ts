import type { SalesFigures } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_COLUMNS, figureColumns } from './figure-columns';

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
});
