import { describe, expect, it } from 'vitest';
import { paidByMessage } from './payment-wording';

describe('how the confirmation names the payment', () => {
  it('says the bank app for an instant bank payment, never a card', () => {
    expect(paidByMessage({ paymentMethod: 'bank', cardLast4: null })).toBe('confirmation.paidByBank');
  });

  it('names the card, with its last digits when the provider gave them', () => {
    expect(paidByMessage({ paymentMethod: 'card', cardLast4: '0000' })).toBe('confirmation.paidByCardEnding');
    expect(paidByMessage({ paymentMethod: 'card', cardLast4: null })).toBe('confirmation.paidByCard');
  });
});
