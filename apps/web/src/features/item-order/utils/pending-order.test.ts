import { describe, expect, it } from 'vitest';
import { cartLinesOf, clearPendingOrder, clearPendingVideoOrder, loadPendingOrder, savePendingOrder } from './pending-order';

/** A Storage that keeps its items in a map (the tab's session storage in the app). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the pending item order (spec 4: one cart kind at a time)', () => {
  it('choosing memberships or donations replaces the vouchers chosen, and back', () => {
    const storage = memoryStorage();
    savePendingOrder({ kind: 'vouchers', businessId: 1, lines: [{ SystemVoucherClassId: 3, Prices: [] }] }, storage);
    expect(loadPendingOrder('vouchers', storage)?.lines).toHaveLength(1);
    savePendingOrder({ kind: 'memberships', businessId: 1, lines: [] }, storage);
    expect(loadPendingOrder('vouchers', storage)).toBeNull();
    expect(loadPendingOrder('memberships', storage)).not.toBeNull();
    savePendingOrder({ kind: 'donations', businessId: 1, lines: [] }, storage);
    expect(loadPendingOrder('memberships', storage)).toBeNull();
    clearPendingOrder(storage);
    expect(loadPendingOrder('donations', storage)).toBeNull();
  });

  it("carries only its own kind's lines into the cart payload, the other two empty", () => {
    const lines = cartLinesOf({ kind: 'donations', businessId: 2, lines: [{ id: 5, donationDetails: [{ id: 6, customAmount: 40 }] }] });
    expect(lines).toEqual({ businessId: 2, donations: [{ id: 5, donationDetails: [{ id: 6, customAmount: 40 }] }] });
    expect(cartLinesOf({ kind: 'vouchers', businessId: 2, lines: [], products: [{ id: 1, quantity: 2 }] })).toEqual({
      businessId: 2,
      vouchers: [],
      products: [{ id: 1, quantity: 2 }],
    });
  });
});

describe('pending video order (spec 4 One cart kind at a time)', () => {
  it('carries the chosen title as the cart videos', () => {
    expect(cartLinesOf({ kind: 'vod', businessId: 1, lines: [{ presentationId: 5006 }] })).toEqual({
      businessId: 1,
      videos: [{ presentationId: 5006 }],
    });
  });

  it('is cleared when a presentation that is not video is selected, and other kinds are kept', () => {
    const storage = memoryStorage();
    savePendingOrder({ kind: 'vod', businessId: 1, lines: [{ presentationId: 5006 }] }, storage);
    clearPendingVideoOrder(storage);
    expect(loadPendingOrder('vod', storage)).toBeNull();

    savePendingOrder({ kind: 'donations', businessId: 1, lines: [{ id: 1, donationDetails: [{ id: 2 }] }] }, storage);
    clearPendingVideoOrder(storage);
    expect(loadPendingOrder('donations', storage)).not.toBeNull();
  });
});
