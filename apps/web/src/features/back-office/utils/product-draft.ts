import type { ProductInput, StaffProduct } from '@kupa/contracts';
import { agorotOf, shekelsText, wholeNumberOf } from './money-text';

/** The product form as typed: the price in shekels and the order as text until saved. */
export interface ProductDraft {
  nameHe: string;
  nameEn: string;
  category: string;
  price: string;
  sortOrder: string;
  isActive: boolean;
  locationIds: number[];
}

export type ProductTextField = 'nameHe' | 'nameEn' | 'category' | 'price' | 'sortOrder';

export const EMPTY_PRODUCT: ProductDraft = {
  nameHe: '',
  nameEn: '',
  category: '',
  price: '',
  sortOrder: '0',
  isActive: true,
  locationIds: [],
};

export function productDraftOf(product: StaffProduct): ProductDraft {
  return {
    nameHe: product.nameHe,
    nameEn: product.nameEn,
    category: product.category,
    price: shekelsText(product.priceAgorot),
    sortOrder: String(product.sortOrder),
    isActive: product.isActive,
    locationIds: [...product.locationIds],
  };
}

/** The product to save, or the field that cannot be read as a number (the server checks the rest and names it). */
export function productInputOf(draft: ProductDraft): { input: ProductInput } | { invalid: 'price' | 'sortOrder' } {
  const price = agorotOf(draft.price);
  if (price === null || Number.isNaN(price)) return { invalid: 'price' };
  const sortOrder = wholeNumberOf(draft.sortOrder) ?? 0;
  if (Number.isNaN(sortOrder)) return { invalid: 'sortOrder' };
  return {
    input: {
      nameHe: draft.nameHe.trim(),
      nameEn: draft.nameEn.trim(),
      category: draft.category.trim(),
      priceAgorot: price,
      sortOrder,
      isActive: draft.isActive,
      locationIds: draft.locationIds,
    },
  };
}

/** The server's name of a refused field as the draft's (priceAgorot is typed as price). */
export function productFieldOf(refused: string | null): string | null {
  if (refused === 'priceAgorot') return 'price';
  return refused;
}
