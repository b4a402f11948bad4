import type { CartPayload, PricedCart } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import {
  clearStoredFlow,
  flowStorageKey,
  initialFlowState,
  parseFlowState,
  readStoredFlow,
  serializeFlowState,
  withoutCardDetails,
  writeStoredFlow,
  type CheckoutFlowState,
} from './flow-state';

const presentation = { authProfileId: 3, businessId: 7 };

const priced: PricedCart = {
  presentationIds: [10],
  businessId: 7,
  authProfileId: 3,
  orderType: 'normal',
  heldSeatCount: 1,
  tickets: [],
  products: [],
  voucherPayments: [],
  ticketsTotal: 48,
  serviceChargeTotal: 0,
  bookingFee: 0,
  productsTotal: 0,
  orderKind: 'tickets',
  items: [],
  itemsTotal: 0,
  total: 48,
  voucherTotal: 0,
  amountDue: 48,
  pointsTotal: 0,
  problems: [],
};

const cartWithCard: CartPayload = {
  ...initialFlowState(presentation).cart,
  seats: [{ prsntId: 10, ticketGroupId: 1, ticketId: 5, code: 'KUPA10' }],
  customerInfo: { FirstName: 'Dana' },
  creditcardInfo: { creditCardNumber: '4580000000000000', creditCardCVV: '123', creditCardExpDate: '12/30' },
  paymentIdentifier: 'pay_1',
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('flow state', () => {
  it("starts at the seats with the presentation's auth profile and business", () => {
    expect(initialFlowState(presentation)).toEqual({
      step: 'seats',
      cart: { authProfileId: 3, businessId: 7, isHold: false, seats: [], products: [] },
      priced: null,
      orderType: 'normal',
    });
    expect(initialFlowState(presentation, { FirstName: 'Dana' }).cart.customerInfo).toEqual({ FirstName: 'Dana' });
  });

  it('round-trips through its stored form without the card details', () => {
    const state: CheckoutFlowState = { step: 'products', cart: cartWithCard, priced, orderType: 'hold' };
    const text = serializeFlowState(state);
    expect(text).not.toContain('4580000000000000');
    expect(text).not.toContain('creditcardInfo');
    expect(text).not.toContain('"123"');
    const back = parseFlowState(text);
    expect(back).toEqual({ ...state, cart: withoutCardDetails(cartWithCard) });
    expect(back?.cart.paymentIdentifier).toBe('pay_1');
    expect(back?.cart.seats?.[0]?.code).toBe('KUPA10');
  });

  it('drops card details an older page may have stored', () => {
    const text = JSON.stringify({ v: 1, step: 'tickets', cart: cartWithCard, priced: null, orderType: 'normal' });
    expect(parseFlowState(text)?.cart.creditcardInfo).toBeUndefined();
  });

  it('refuses malformed, foreign-version and confirmation states', () => {
    expect(parseFlowState(null)).toBeNull();
    expect(parseFlowState('not json')).toBeNull();
    expect(parseFlowState(JSON.stringify({ v: 2, step: 'tickets', cart: {}, priced: null }))).toBeNull();
    expect(parseFlowState(JSON.stringify({ v: 1, step: 'payment', cart: {}, priced: null }))).toBeNull();
    expect(parseFlowState(JSON.stringify({ v: 1, step: 'confirmation', cart: {}, priced: null }))).toBeNull();
    expect(parseFlowState(JSON.stringify({ v: 1, step: 'tickets', cart: { seats: 'x' }, priced: null }))).toBeNull();
    // A priced cart of the wrong shape is forgotten (the next sync brings a fresh one); an unknown order type is normal.
    expect(parseFlowState(JSON.stringify({ v: 1, step: 'tickets', cart: {}, priced: { total: 'x' }, orderType: 'x' }))).toEqual({
      step: 'tickets',
      cart: {},
      priced: null,
      orderType: 'normal',
    });
  });

  it('stores per presentation and removes the state at the confirmation', () => {
    const storage = memoryStorage();
    writeStoredFlow(storage, 10, { step: 'tickets', cart: cartWithCard, priced, orderType: 'normal' });
    expect(storage.map.get(flowStorageKey(10))).not.toContain('4580000000000000');
    expect(readStoredFlow(storage, 10)?.step).toBe('tickets');
    expect(readStoredFlow(storage, 11)).toBeNull();
    writeStoredFlow(storage, 10, { step: 'confirmation', cart: cartWithCard, priced, orderType: 'normal' });
    expect(storage.map.has(flowStorageKey(10))).toBe(false);
    writeStoredFlow(storage, 10, { step: 'tickets', cart: cartWithCard, priced, orderType: 'normal' });
    clearStoredFlow(storage, 10);
    expect(readStoredFlow(storage, 10)).toBeNull();
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredFlow(broken, 10)).toBeNull();
    expect(() => writeStoredFlow(broken, 10, initialFlowState(presentation))).not.toThrow();
    expect(() => clearStoredFlow(broken, 10)).not.toThrow();
    expect(readStoredFlow(null, 10)).toBeNull();
  });
});
