import type { ReferencePromptAdminResponse } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuantity, withOptionQuantity } from './option-quantity';

const row = {
  CustomerId: 3,
  TicketId: 6,
  FeatureId: null,
  PricePolicyId: 6,
  PresentationId: null,
  FeatureCategoryId: null,
  Reference1: 'מלון הים התיכון תל אביב',
  Reference2: 'AG-101',
  OptionId: 1,
  BusinessId: 1,
  AgentName: 'אחמד שושן',
  TicketName: 'Hotel guest',
  PriceType: 1 as const,
  Quantity: 400,
  SoldQuantity: 81,
  RemainingQuantity: 319,
  TicketsTotal: 3240,
  IsActive: true,
};
const answer: ReferencePromptAdminResponse = {
  rows: [row, { ...row, OptionId: 2, Quantity: 300, SoldQuantity: 77, RemainingQuantity: 223 }],
};

describe('withOptionQuantity', () => {
  it('changes the one option and its remaining quantity, leaving the others and the original alone', () => {
    const next = withOptionQuantity(answer, 1, 500);
    expect(next.rows[0]).toMatchObject({ Quantity: 500, RemainingQuantity: 419 });
    expect(next.rows[1]).toBe(answer.rows[1]);
    expect(answer.rows[0]?.Quantity).toBe(400);
  });

  it('never shows a negative remainder', () => {
    expect(withOptionQuantity(answer, 1, 10).rows[0]?.RemainingQuantity).toBe(0);
  });
});

describe('parseQuantity', () => {
  it('accepts whole numbers from 0 to 1,000,000', () => {
    expect(parseQuantity('0')).toBe(0);
    expect(parseQuantity(' 450 ')).toBe(450);
    expect(parseQuantity('1000000')).toBe(1_000_000);
  });

  it('refuses the rest', () => {
    for (const text of ['', '-1', '1.5', '1e3', '1000001', 'abc']) expect(parseQuantity(text)).toBeNull();
  });
});
