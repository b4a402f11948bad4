import type { PricedTicket } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { summaryRows } from './summary-lines';

function line(lineIndex: number, name: string, price: number, patch: Partial<PricedTicket> = {}): PricedTicket {
  return {
    lineIndex,
    presentationId: 1,
    ticketId: 1,
    ticketGroupId: 1,
    name,
    kind: 'regular',
    seats: [],
    price,
    oldPrice: null,
    serviceCharge: 0,
    pointsPrice: null,
    code: null,
    memberNumber: null,
    addons: [],
    ...patch,
  };
}

describe('summary rows', () => {
  it('folds equal ticket lines and add-ons into counted rows in first-seen order', () => {
    const rows = summaryRows({
      tickets: [
        line(0, 'Regular', 48, { addons: [{ productId: 5, name: '3D glasses', price: 5 }] }),
        line(1, 'Senior', 24),
        line(2, 'Regular', 48, { addons: [{ productId: 5, name: '3D glasses', price: 5 }] }),
        line(3, 'Regular', 38),
        line(4, 'Points', 0, { pointsPrice: 5 }),
      ],
    });
    expect(rows.tickets).toEqual([
      { name: 'Regular', quantity: 2, unitPrice: 48, total: 96, points: null, oldTotal: null, seats: [] },
      { name: 'Senior', quantity: 1, unitPrice: 24, total: 24, points: null, oldTotal: null, seats: [] },
      { name: 'Regular', quantity: 1, unitPrice: 38, total: 38, points: null, oldTotal: null, seats: [] },
      { name: 'Points', quantity: 1, unitPrice: 0, total: 0, points: 5, oldTotal: null, seats: [] },
    ]);
    expect(rows.addons).toEqual([{ name: '3D glasses', quantity: 2, unitPrice: 5, total: 10, points: null, oldTotal: null, seats: [] }]);
  });

  it("keeps the discount's old price and every ticket's row and seat", () => {
    const seat = (rowName: string, seatName: string) => ({ key: `1_${seatName}_${rowName}`, rowName, seatName, sectionName: 'Hall' });
    const rows = summaryRows({
      tickets: [
        line(0, 'Senior', 24, { oldPrice: 48, seats: [seat('3', '5')] }),
        line(1, 'Senior', 24, { oldPrice: 48, seats: [seat('3', '6')] }),
        line(2, 'Pair', 90, { seats: [seat('4', '1'), seat('4', '2')] }),
      ],
    });
    expect(rows.tickets).toEqual([
      {
        name: 'Senior',
        quantity: 2,
        unitPrice: 24,
        total: 48,
        points: null,
        oldTotal: 96,
        seats: [
          { rowName: '3', seatName: '5', sectionName: 'Hall' },
          { rowName: '3', seatName: '6', sectionName: 'Hall' },
        ],
      },
      {
        name: 'Pair',
        quantity: 1,
        unitPrice: 90,
        total: 90,
        points: null,
        oldTotal: null,
        seats: [
          { rowName: '4', seatName: '1', sectionName: 'Hall' },
          { rowName: '4', seatName: '2', sectionName: 'Hall' },
        ],
      },
    ]);
  });
});
