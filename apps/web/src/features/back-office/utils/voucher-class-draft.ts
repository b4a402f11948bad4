import type { StaffVoucherClass, VoucherClassInput } from '@kupa/contracts';
import { agorotOf, shekelsText, wholeNumberOf } from './money-text';

/** One price of the voucher-class form as typed (amounts in shekels). */
export interface VoucherPriceDraft {
  id: number | null;
  priceCode: string;
  nameHe: string;
  nameEn: string;
  price: string;
  value: string;
  tickets: string;
}

/** The voucher-class form as typed: every number is text until saved. */
export interface VoucherClassDraft {
  nameHe: string;
  nameEn: string;
  descriptionHe: string;
  descriptionEn: string;
  termsHe: string;
  termsEn: string;
  kind: 'value' | 'tickets';
  validityDays: string;
  replacementDays: string;
  isOpenValue: boolean;
  minPrice: string;
  maxPrice: string;
  isActive: boolean;
  prices: VoucherPriceDraft[];
}

export type VoucherClassTextField = 'nameHe' | 'nameEn' | 'descriptionHe' | 'descriptionEn' | 'termsHe' | 'termsEn';
export type VoucherPriceTextField = Exclude<keyof VoucherPriceDraft, 'id'>;

export const EMPTY_VOUCHER_PRICE: VoucherPriceDraft = {
  id: null,
  priceCode: '',
  nameHe: '',
  nameEn: '',
  price: '',
  value: '',
  tickets: '',
};

export const EMPTY_VOUCHER_CLASS: VoucherClassDraft = {
  nameHe: '',
  nameEn: '',
  descriptionHe: '',
  descriptionEn: '',
  termsHe: '',
  termsEn: '',
  kind: 'value',
  validityDays: '365',
  replacementDays: '',
  isOpenValue: false,
  minPrice: '',
  maxPrice: '',
  isActive: true,
  prices: [EMPTY_VOUCHER_PRICE],
};

export function voucherClassDraftOf(c: StaffVoucherClass): VoucherClassDraft {
  const text = (value: string | null) => value ?? '';
  return {
    nameHe: c.nameHe,
    nameEn: c.nameEn,
    descriptionHe: text(c.descriptionHe),
    descriptionEn: text(c.descriptionEn),
    termsHe: text(c.termsHe),
    termsEn: text(c.termsEn),
    kind: c.kind,
    validityDays: String(c.validityDays),
    replacementDays: c.replacementDays === null ? '' : String(c.replacementDays),
    isOpenValue: c.isOpenValue,
    minPrice: shekelsText(c.minPriceAgorot),
    maxPrice: shekelsText(c.maxPriceAgorot),
    isActive: c.isActive,
    prices: c.prices.map((p) => ({
      id: p.id,
      priceCode: p.priceCode,
      nameHe: p.nameHe,
      nameEn: p.nameEn,
      price: shekelsText(p.priceAgorot),
      value: shekelsText(p.valueAgorot),
      tickets: p.ticketQuantity === null ? '' : String(p.ticketQuantity),
    })),
  };
}

const bad = (n: number | null) => n !== null && Number.isNaN(n);

/**
 * The class to save, or the first field that cannot be read as a number (named as the server would: "prices.0.price"
 * is the draft's name of "prices.0.priceAgorot"). A value is sent only for a fixed-value class, tickets only for a
 * tickets class, so switching the kind never sends a stale field.
 */
export function voucherClassInputOf(draft: VoucherClassDraft): { input: VoucherClassInput } | { invalid: string } {
  const validityDays = wholeNumberOf(draft.validityDays);
  if (validityDays === null || bad(validityDays)) return { invalid: 'validityDays' };
  const replacementDays = wholeNumberOf(draft.replacementDays);
  if (bad(replacementDays)) return { invalid: 'replacementDays' };
  const open = draft.kind === 'value' && draft.isOpenValue;
  const minPrice = open ? agorotOf(draft.minPrice) : null;
  if (bad(minPrice)) return { invalid: 'minPrice' };
  const maxPrice = open ? agorotOf(draft.maxPrice) : null;
  if (bad(maxPrice)) return { invalid: 'maxPrice' };
  const prices: VoucherClassInput['prices'] = [];
  for (const [i, p] of draft.prices.entries()) {
    const price = open ? 0 : agorotOf(p.price);
    if (price === null || bad(price)) return { invalid: `prices.${i}.price` };
    const value = draft.kind === 'value' && !open ? agorotOf(p.value) : null;
    if (bad(value)) return { invalid: `prices.${i}.value` };
    const tickets = draft.kind === 'tickets' ? wholeNumberOf(p.tickets) : null;
    if (bad(tickets)) return { invalid: `prices.${i}.tickets` };
    const { id, priceCode, nameHe, nameEn } = p;
    prices.push({
      id,
      priceCode: priceCode.trim(),
      nameHe: nameHe.trim(),
      nameEn: nameEn.trim(),
      priceAgorot: price,
      valueAgorot: value,
      ticketQuantity: tickets,
    });
  }
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    input: {
      nameHe: draft.nameHe.trim(),
      nameEn: draft.nameEn.trim(),
      descriptionHe: text(draft.descriptionHe),
      descriptionEn: text(draft.descriptionEn),
      termsHe: text(draft.termsHe),
      termsEn: text(draft.termsEn),
      kind: draft.kind,
      validityDays,
      replacementDays,
      isOpenValue: open,
      minPriceAgorot: minPrice,
      maxPriceAgorot: maxPrice,
      isActive: draft.isActive,
      prices,
    },
  };
}

/** The server's name of a refused field as the draft's ("prices.1.valueAgorot" is "prices.1.value"). */
export function voucherFieldOf(refused: string | null): string | null {
  if (refused === null) return null;
  return refused
    .replace(/priceAgorot$/, 'price')
    .replace(/valueAgorot$/, 'value')
    .replace(/ticketQuantity$/, 'tickets')
    .replace(/^minPriceAgorot$/, 'minPrice')
    .replace(/^maxPriceAgorot$/, 'maxPrice');
}
