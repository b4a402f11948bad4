import type { CartVoucher, SystemVoucherClassOffer } from '@kupa/contracts';
import { MAX_VOUCHERS_PER_ORDER } from '@kupa/domain';

/** The quantities chosen per SystemVoucherPriceId, and the amount typed per open-value price (as typed). */
export interface VoucherChoice {
  quantities: Readonly<Record<number, number>>;
  amounts: Readonly<Record<number, string>>;
}

export const EMPTY_CHOICE: VoucherChoice = { quantities: {}, amounts: {} };

/** All vouchers chosen, over every class. */
export function totalQuantity(choice: VoucherChoice): number {
  return Object.values(choice.quantities).reduce((sum, q) => sum + q, 0);
}

/** Spec 5: at most 10 vouchers in one order; + stops there. */
export function canAddVoucher(choice: VoucherChoice): boolean {
  return totalQuantity(choice) < MAX_VOUCHERS_PER_ORDER;
}

/** One more (within the order's limit) or one fewer (not below zero) of a price. */
export function changeQuantity(choice: VoucherChoice, priceId: number, delta: 1 | -1): VoucherChoice {
  const current = choice.quantities[priceId] ?? 0;
  if (delta > 0 && !canAddVoucher(choice)) return choice;
  const next = Math.max(0, current + delta);
  return { ...choice, quantities: { ...choice.quantities, [priceId]: next } };
}

export function setAmount(choice: VoucherChoice, priceId: number, text: string): VoucherChoice {
  return { ...choice, amounts: { ...choice.amounts, [priceId]: text } };
}

export type OpenValue =
  | { kind: 'ok'; shekels: number }
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'outOfRange'; min: number | null; max: number | null };

/**
 * An open value as typed (spec 5: between {min} and {max}, above zero): digits with at most two decimals, a comma or
 * a point as the decimal mark, thousands separators and the shekel sign ignored.
 */
export function parseOpenValue(text: string, range: { min: number | null; max: number | null }): OpenValue {
  const cleaned = text.replace(/[\s₪\u200e\u200f]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { kind: 'empty' };
  const normalised = cleaned.replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return { kind: 'invalid' };
  const shekels = Number(normalised);
  if (shekels <= 0) return { kind: 'invalid' };
  if ((range.min !== null && shekels < range.min) || (range.max !== null && shekels > range.max)) {
    return { kind: 'outOfRange', min: range.min, max: range.max };
  }
  return { kind: 'ok', shekels };
}

export type VoucherOrderDraft =
  | { kind: 'ok'; businessId: number; lines: CartVoucher[] }
  | { kind: 'nothingSelected' }
  | { kind: 'tooMany' }
  | { kind: 'mixedBusinesses' }
  | { kind: 'badAmount'; priceId: number };

/**
 * The cart lines of a choice, ready for the checkout: every class with a chosen quantity, open values with their valid
 * amount; one business per order (spec 4), at most 10 vouchers.
 */
export function voucherOrderOf(classes: readonly SystemVoucherClassOffer[], choice: VoucherChoice): VoucherOrderDraft {
  const total = totalQuantity(choice);
  if (total === 0) return { kind: 'nothingSelected' };
  if (total > MAX_VOUCHERS_PER_ORDER) return { kind: 'tooMany' };
  const lines: CartVoucher[] = [];
  const businesses = new Set<number>();
  for (const c of classes) {
    const prices: CartVoucher['Prices'] = [];
    for (const p of c.Prices) {
      const selectedQuantity = choice.quantities[p.SystemVoucherPriceId] ?? 0;
      if (selectedQuantity === 0) continue;
      if (c.IsOpenValue) {
        const value = parseOpenValue(choice.amounts[p.SystemVoucherPriceId] ?? '', { min: c.MinPrice, max: c.MaxPrice });
        if (value.kind !== 'ok') return { kind: 'badAmount', priceId: p.SystemVoucherPriceId };
        prices.push({ SystemVoucherPriceId: p.SystemVoucherPriceId, selectedQuantity, Price: value.shekels });
      } else {
        prices.push({ SystemVoucherPriceId: p.SystemVoucherPriceId, selectedQuantity });
      }
    }
    if (prices.length === 0) continue;
    businesses.add(c.businessId);
    lines.push({ SystemVoucherClassId: c.SystemVoucherClassId, Prices: prices });
  }
  const [businessId] = [...businesses];
  if (businessId === undefined) return { kind: 'nothingSelected' };
  if (businesses.size > 1) return { kind: 'mixedBusinesses' };
  return { kind: 'ok', businessId, lines };
}

export interface BusinessVouchers {
  businessId: number;
  businessName: string;
  classes: SystemVoucherClassOffer[];
}

/** The classes on sale grouped by the business that sells them, in list order (one business per order, spec 4). */
export function groupByBusiness(classes: readonly SystemVoucherClassOffer[]): BusinessVouchers[] {
  const groups = new Map<number, BusinessVouchers>();
  for (const c of classes) {
    const group = groups.get(c.businessId) ?? { businessId: c.businessId, businessName: c.businessName, classes: [] };
    group.classes.push(c);
    groups.set(c.businessId, group);
  }
  return [...groups.values()];
}
