import type { CartPayload } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { cartToCommit, EMPTY_CARD, instalmentOptions, usableSavedCards } from './payment-choice';

const cart: CartPayload = { seats: [{ prsntId: 1, ticketGroupId: 2, ticketId: 3 }], customerInfo: { FirstName: 'Dana' } };
const card = { number: '4580 0000 0000 0000', expiry: '03/29', cvv: '123', holderId: '000000018' };

describe('the cart to commit', () => {
  it('adds a new card with digits only, instalments and the save choice of a logged-in customer', () => {
    const sent = cartToCommit(cart, 90, {
      choice: { kind: 'newCard' },
      card,
      numberOfPayments: 3,
      saveCard: true,
      loggedIn: true,
      holderIdIncluded: true,
    });
    expect(sent).toEqual({
      ...cart,
      paymentMethod: 'card',
      creditcardInfo: {
        creditCardNumber: '4580000000000000',
        creditCardExpDate: '03/29',
        creditCardCVV: '123',
        creditCardSSN: '000000018',
      },
      numberOfPayments: 3,
      saveMagCard: true,
    });
  });

  it('sends only the token id of a saved card, and no save choice for an anonymous buyer', () => {
    const saved = cartToCommit(cart, 90, {
      choice: { kind: 'savedCard', magCardId: 5 },
      card,
      numberOfPayments: 1,
      saveCard: true,
      loggedIn: true,
      holderIdIncluded: true,
    });
    expect(saved.creditcardInfo).toEqual({ magCardId: 5 });
    expect(saved).not.toHaveProperty('saveMagCard');
    const anonymous = cartToCommit(cart, 90, {
      choice: { kind: 'newCard' },
      card,
      numberOfPayments: 1,
      saveCard: true,
      loggedIn: false,
      holderIdIncluded: false,
    });
    expect(anonymous).not.toHaveProperty('saveMagCard');
    expect(anonymous.creditcardInfo).not.toHaveProperty('creditCardSSN');
  });

  it('chooses the bank method without card fields', () => {
    const sent = cartToCommit(cart, 90, {
      choice: { kind: 'bank' },
      card,
      numberOfPayments: 2,
      saveCard: false,
      loggedIn: false,
      holderIdIncluded: true,
    });
    expect(sent).toEqual({ ...cart, paymentMethod: 'bank' });
  });

  it('sends no payment fields when nothing is due or for a hold order, and drops stale ones', () => {
    const stale: CartPayload = { ...cart, creditcardInfo: { creditCardNumber: '4580000000000000' }, paymentIdentifier: 'old' };
    const fields = {
      choice: { kind: 'newCard' } as const,
      card: EMPTY_CARD,
      numberOfPayments: 1,
      saveCard: false,
      loggedIn: false,
      holderIdIncluded: false,
    };
    expect(cartToCommit(stale, 0, fields)).toEqual(cart);
    expect(cartToCommit({ ...cart, isHold: true }, 90, fields)).toEqual({ ...cart, isHold: true });
  });
});

describe('saved cards and instalments', () => {
  it('hides deleted cards', () => {
    const card1 = { id: 1, last4: '0000', brand: 'visa', expMonth: 3, expYear: 2029, isDeleted: false };
    const card2 = { ...card1, id: 2, isDeleted: true };
    expect(usableSavedCards(null)).toEqual([]);
    expect(
      usableSavedCards({
        CustomerId: 1,
        FirstName: null,
        LastName: null,
        SSN: null,
        EmailAddress1: null,
        MobileNumber1: null,
        IsEmailAllowed: false,
        IsSMSAllowed: false,
        LoyaltyPoints: 0,
        MagCards: [card1, card2],
        members: [],
      }),
    ).toEqual([card1]);
  });

  it('offers 1 to the maximum, never more than 12', () => {
    expect(instalmentOptions(3)).toEqual([1, 2, 3]);
    expect(instalmentOptions(0)).toEqual([1]);
    expect(instalmentOptions(36)).toHaveLength(12);
  });
});
