import { describe, expect, it } from 'vitest';
import { firstTicketNumbers } from './ticket-numbers';

describe('firstTicketNumbers', () => {
  it('numbers tickets across the presentations of the order', () => {
    expect(firstTicketNumbers([{ tickets: [1, 2] }, { tickets: [] }, { tickets: [1, 2, 3] }, { tickets: [1] }])).toEqual([1, 3, 3, 6]);
    expect(firstTicketNumbers([])).toEqual([]);
  });
});
