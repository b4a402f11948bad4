import type { CommitResponse, PricedCart } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { itemCartOf, itemCheckoutStart, itemOrderDoneOf, rememberItemOrderDone, saveItemCustomerInfo } from './item-checkout-store';
import { savePendingOrder, type PendingOrder } from './pending-order';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const donation: PendingOrder = { kind: 'donations', businessId: 1, lines: [{ id: 4, donationDetails: [{ id: 9, customAmount: 180 }] }] };
const customerInfo = { FirstName: 'Dana', LastName: 'Levi', EmailAddress1: 'dana@example.com', TermsAccepted: true };

describe('item checkout pricing request', () => {
  it("sends the order's own lines and business, and the buyer's details once given", () => {
    expect(itemCartOf(donation)).toEqual({ businessId: 1, donations: donation.lines });
    expect(itemCartOf(donation, customerInfo)).toEqual({ businessId: 1, donations: donation.lines, customerInfo });
    const vouchers: PendingOrder = {
      kind: 'vouchers',
      businessId: 2,
      lines: [{ SystemVoucherClassId: 5, Prices: [{ SystemVoucherPriceId: 7, selectedQuantity: 2 }] }],
    };
    expect(itemCartOf(vouchers)).toEqual({ businessId: 2, vouchers: vouchers.lines });
  });
});

describe('item checkout start', () => {
  it('starts empty without an order of the kind', () => {
    const storage = memoryStorage();
    expect(itemCheckoutStart('donations', storage, '')).toEqual({ kind: 'empty' });
    savePendingOrder(donation, storage as unknown as Storage);
    expect(itemCheckoutStart('vouchers', storage, '')).toEqual({ kind: 'empty' });
  });

  it('resumes after the redirect back: the same cart with the details, and the payment to finish', () => {
    const storage = memoryStorage();
    savePendingOrder(donation, storage as unknown as Storage);
    saveItemCustomerInfo(storage, 'donations', customerInfo);
    expect(itemCheckoutStart('donations', storage, '?paymentIdentifier=pay_123&lang=en')).toEqual({
      kind: 'order',
      order: donation,
      cart: { businessId: 1, donations: donation.lines, customerInfo },
      resumePaymentIdentifier: 'pay_123',
    });
    expect(itemCheckoutStart('donations', storage, '?lang=en')).toMatchObject({ kind: 'order', resumePaymentIdentifier: null });
  });

  it('shows the bought order again on a reload, until a new order of the kind is chosen', () => {
    const storage = memoryStorage();
    saveItemCustomerInfo(storage, 'vouchers', customerInfo);
    const result: CommitResponse = {
      reservationIdentifier: 'R1',
      documentKey: 'doc-1',
      vouchers: [{ reference: 'GV-1', documentPath: '/edocument/v1' }],
    };
    const popcorn = { id: 501, name: 'Popcorn', quantity: 2, unitPrice: 25, total: 50 };
    const done = itemOrderDoneOf('vouchers', result, { total: 200, voucherTotal: 0, products: [popcorn] } as PricedCart);
    expect(done).toEqual({
      kind: 'vouchers',
      reservationIdentifier: 'R1',
      documentKey: 'doc-1',
      total: 200,
      paidByVouchers: 0,
      vouchers: [{ reference: 'GV-1', documentPath: '/edocument/v1' }],
      memberNumbers: [],
      videos: [],
      products: [{ id: 501, name: 'Popcorn', quantity: 2, total: 50 }],
    });
    rememberItemOrderDone(storage, done);
    expect(storage.items.has('kupa.itemCheckout.vouchers')).toBe(false);
    expect(itemCheckoutStart('vouchers', storage, '')).toEqual({ kind: 'done', done });
    expect(itemCheckoutStart('memberships', storage, '')).toEqual({ kind: 'empty' });
    const next: PendingOrder = { ...done, kind: 'vouchers', businessId: 1, lines: [] };
    savePendingOrder(next, storage as unknown as Storage);
    expect(itemCheckoutStart('vouchers', storage, '')).toMatchObject({ kind: 'order' });
  });

  it('ignores a malformed stored confirmation', () => {
    const storage = memoryStorage();
    storage.items.set('kupa.itemOrderDone.donations', '{bad');
    expect(itemCheckoutStart('donations', storage, '')).toEqual({ kind: 'empty' });
    storage.items.set('kupa.itemOrderDone.donations', JSON.stringify({ kind: 'donations' }));
    expect(itemCheckoutStart('donations', storage, '')).toEqual({ kind: 'empty' });
  });
});
