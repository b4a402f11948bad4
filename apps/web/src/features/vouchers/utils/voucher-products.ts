import type { CartProduct } from '@kupa/contracts';

/** The most of one product in one order (the cart payload's limit, spec 3 products). */
export const MAX_PRODUCT_QUANTITY = 20;

/** Quantities chosen in a voucher order's products step, by product id. */
export type ProductQuantities = Readonly<Record<number, number>>;

/** One more or one fewer of a product, kept within 0 and the limit. */
export function changeProductQuantity(quantities: ProductQuantities, productId: number, delta: number): ProductQuantities {
  const next = Math.min(MAX_PRODUCT_QUANTITY, Math.max(0, (quantities[productId] ?? 0) + delta));
  return { ...quantities, [productId]: next };
}

/** The cart's products lines: the products chosen at least once, in id order. */
export function cartProductsOf(quantities: ProductQuantities): CartProduct[] {
  return Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id: Number(id), quantity }))
    .sort((a, b) => a.id - b.id);
}
