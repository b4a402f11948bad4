import type { CartSeat } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { addonsOf, productQuantity, setProductQuantity, toggleAddon } from './product-lines';

describe('products', () => {
  it('sets, changes and removes a product quantity, within the limit', () => {
    let products = setProductQuantity([], 5, 2, 77);
    expect(products).toEqual([{ id: 5, quantity: 2, prsntId: 77 }]);
    products = setProductQuantity(products, 6, 1, 77);
    products = setProductQuantity(products, 5, 3, 77);
    expect(products).toEqual([
      { id: 5, quantity: 3, prsntId: 77 },
      { id: 6, quantity: 1, prsntId: 77 },
    ]);
    expect(productQuantity(products, 5)).toBe(3);
    expect(productQuantity(products, 9)).toBe(0);
    expect(setProductQuantity(products, 5, 0, 77)).toEqual([{ id: 6, quantity: 1, prsntId: 77 }]);
    expect(setProductQuantity(products, 6, 99, 77)[1]?.quantity).toBe(20);
  });

  it('chooses an add-on once per line and removes it again', () => {
    const lines: CartSeat[] = [
      { prsntId: 1, ticketGroupId: 1, ticketId: 2 },
      { prsntId: 1, ticketGroupId: 1, ticketId: 2, selectedAddons: [8] },
    ];
    let next = toggleAddon(lines, 0, 8, true);
    next = toggleAddon(next, 0, 8, true);
    expect(next[0]?.selectedAddons).toEqual([8]);
    expect(next[1]).toBe(lines[1]);
    expect(toggleAddon(next, 1, 8, false)[1]?.selectedAddons).toEqual([]);
  });

  it("reads a ticket's add-ons when the server sends them and ignores malformed ones", () => {
    expect(addonsOf({ id: 1 })).toEqual([]);
    expect(addonsOf({ addons: 'x' })).toEqual([]);
    expect(addonsOf({ addons: [{ productId: 8, name: '3D glasses', price: 5 }, { productId: '9' }, null] })).toEqual([
      { productId: 8, name: '3D glasses', price: 5 },
    ]);
  });
});
