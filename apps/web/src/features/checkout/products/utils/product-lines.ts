import type { CartProduct, CartSeat } from '@kupa/contracts';

/** An add-on a ticket offers (the ticket groups answer's `addons`, when the server sends them). */
export interface TicketAddon {
  productId: number;
  name: string;
  price: number;
}

/** The most products of one kind per order (the cart payload's limit). */
export const MAX_PRODUCT_QUANTITY = 20;

/** The quantity of a product in the cart. */
export function productQuantity(products: readonly CartProduct[], id: number): number {
  return products.find((p) => p.id === id)?.quantity ?? 0;
}

/** The cart's products with one product at `quantity` (0 removes it), kept in the order they were first added. */
export function setProductQuantity(products: readonly CartProduct[], id: number, quantity: number, presentationId: number): CartProduct[] {
  const wanted = Math.min(MAX_PRODUCT_QUANTITY, Math.max(0, Math.floor(quantity)));
  if (wanted === 0) return products.filter((p) => p.id !== id);
  if (products.some((p) => p.id === id)) return products.map((p) => (p.id === id ? { ...p, quantity: wanted } : p));
  return [...products, { id, quantity: wanted, prsntId: presentationId }];
}

/** A line with an add-on chosen or not (selectedAddons; a line keeps each add-on once). */
export function toggleAddon(lines: readonly CartSeat[], index: number, productId: number, chosen: boolean): CartSeat[] {
  return lines.map((line, i) => {
    if (i !== index) return line;
    const current = line.selectedAddons ?? [];
    const selectedAddons = chosen
      ? current.includes(productId)
        ? current
        : [...current, productId]
      : current.filter((id) => id !== productId);
    return { ...line, selectedAddons };
  });
}

/** The add-ons of a ticket from the ticket groups answer, read defensively (older servers do not send them). */
export function addonsOf(ticket: object): TicketAddon[] {
  const raw = 'addons' in ticket ? ticket.addons : undefined;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a: unknown) => {
    if (typeof a !== 'object' || a === null) return [];
    const { productId, name, price } = a as Record<string, unknown>;
    return typeof productId === 'number' && typeof name === 'string' && typeof price === 'number' ? [{ productId, name, price }] : [];
  });
}
