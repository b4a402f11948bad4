import type { TicketGroupsResponse } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { priceLevelOf } from './price-level';

type Ticket = TicketGroupsResponse['ticketGroups'][number]['tickets'][number];
const ticket = (price: number, kind: Ticket['kind'] = 'regular', multiplyFactor = 1): Ticket => ({
  id: price,
  name: `t${price}`,
  description: null,
  kind,
  price,
  serviceCharge: 0,
  multiplyFactor,
  requiresCode: false,
  ref1prompt: null,
  ref2prompt: null,
  minQuantity: null,
  maxQuantity: null,
  requiredWithTicketId: null,
  loyaltyPointsPrice: null,
  membershipId: null,
  systemVoucherClassId: null,
  walkin: false,
});

const groups: TicketGroupsResponse['ticketGroups'] = [
  {
    id: 4,
    name: 'IMAX',
    color: '#1565c0',
    tickets: [
      ticket(64),
      ticket(32, 'senior'),
      ticket(0, 'loyalty'),
      ticket(15, 'membership'),
      ticket(54, 'code'),
      ticket(0, 'code'),
      ticket(120, 'regular', 2),
    ],
  },
  { id: 5, name: 'Points only', color: null, tickets: [ticket(0, 'loyalty')] },
];

describe('priceLevelOf', () => {
  it('gives the level name and its range of prices per seat, leaving out loyalty, membership and unpriced tickets', () => {
    expect(priceLevelOf(groups, 4)).toEqual({ name: 'IMAX', min: 32, max: 64 });
  });

  it('answers null for an unknown level or one without shekel prices', () => {
    expect(priceLevelOf(groups, 9)).toBeNull();
    expect(priceLevelOf(groups, 5)).toBeNull();
  });
});
