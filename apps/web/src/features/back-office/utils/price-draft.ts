import type { DiscountCodeInput, StaffDiscountCode, StaffTicketType, TicketTypeInput, TicketTypeKind } from '@kupa/contracts';

/** The ticket type form as typed: prices in shekels and numbers as text until saved. */
export interface TicketTypeDraft {
  kind: TicketTypeKind;
  ticketGroupId: string;
  nameHe: string;
  nameEn: string;
  descriptionHe: string;
  descriptionEn: string;
  price: string;
  serviceCharge: string;
  multiplyFactor: string;
  loyaltyPointsPrice: string;
  membershipId: string;
  systemVoucherClassId: string;
  ref1PromptHe: string;
  ref1PromptEn: string;
  quota: string;
  saleFrom: string;
  saleUntil: string;
  soldOnline: boolean;
  soldAtBoxOffice: boolean;
  sortOrder: string;
}

export type TicketTypeTextField = Exclude<keyof TicketTypeDraft, 'kind' | 'soldOnline' | 'soldAtBoxOffice'>;

export const EMPTY_TICKET_TYPE: TicketTypeDraft = {
  kind: 'regular',
  ticketGroupId: '',
  nameHe: '',
  nameEn: '',
  descriptionHe: '',
  descriptionEn: '',
  price: '',
  serviceCharge: '0',
  multiplyFactor: '1',
  loyaltyPointsPrice: '',
  membershipId: '',
  systemVoucherClassId: '',
  ref1PromptHe: '',
  ref1PromptEn: '',
  quota: '',
  saleFrom: '',
  saleUntil: '',
  soldOnline: true,
  soldAtBoxOffice: true,
  sortOrder: '0',
};

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));
/** Agorot as shekels typed by staff, e.g. 4550 → "45.50". */
export const shekelsOf = (agorot: number) => (agorot / 100).toFixed(2);

export function ticketTypeDraftOf(t: StaffTicketType): TicketTypeDraft {
  return {
    kind: t.kind,
    ticketGroupId: String(t.ticketGroupId),
    nameHe: t.nameHe,
    nameEn: t.nameEn,
    descriptionHe: text(t.descriptionHe),
    descriptionEn: text(t.descriptionEn),
    price: shekelsOf(t.priceAgorot),
    serviceCharge: shekelsOf(t.serviceChargeAgorot),
    multiplyFactor: String(t.multiplyFactor),
    loyaltyPointsPrice: numberText(t.loyaltyPointsPrice),
    membershipId: numberText(t.membershipId),
    systemVoucherClassId: numberText(t.systemVoucherClassId),
    ref1PromptHe: text(t.ref1PromptHe),
    ref1PromptEn: text(t.ref1PromptEn),
    quota: numberText(t.quota),
    saleFrom: text(t.saleFrom),
    saleUntil: text(t.saleUntil),
    soldOnline: t.soldOnline,
    soldAtBoxOffice: t.soldAtBoxOffice,
    sortOrder: String(t.sortOrder),
  };
}

/** A whole number typed in a field, null when empty, NaN when it is not one. */
export function wholeNumber(value: string): number | null {
  if (value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isInteger(n) ? n : NaN;
}

/** Shekels typed (e.g. "45", "45.5", "45.50") as agorot; null when empty, NaN when not an amount. */
export function agorotOf(value: string): number | null {
  const v = value.trim();
  if (v === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return NaN;
  return Math.round(Number(v) * 100);
}

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
type Invalid<K> = { invalid: K };

/** The ticket type to save, or the first field that cannot be read (the server checks the rules and names its field). */
export function ticketTypeInputOf(d: TicketTypeDraft): { input: TicketTypeInput } | Invalid<TicketTypeTextField> {
  const numbers = {
    ticketGroupId: wholeNumber(d.ticketGroupId),
    priceAgorot: agorotOf(d.price),
    serviceChargeAgorot: agorotOf(d.serviceCharge),
    multiplyFactor: wholeNumber(d.multiplyFactor),
    loyaltyPointsPrice: wholeNumber(d.loyaltyPointsPrice),
    membershipId: wholeNumber(d.membershipId),
    systemVoucherClassId: wholeNumber(d.systemVoucherClassId),
    quota: wholeNumber(d.quota),
    sortOrder: wholeNumber(d.sortOrder),
  };
  const field: Record<keyof typeof numbers, TicketTypeTextField> = {
    ticketGroupId: 'ticketGroupId',
    priceAgorot: 'price',
    serviceChargeAgorot: 'serviceCharge',
    multiplyFactor: 'multiplyFactor',
    loyaltyPointsPrice: 'loyaltyPointsPrice',
    membershipId: 'membershipId',
    systemVoucherClassId: 'systemVoucherClassId',
    quota: 'quota',
    sortOrder: 'sortOrder',
  };
  const required = ['ticketGroupId', 'priceAgorot', 'serviceChargeAgorot', 'multiplyFactor', 'sortOrder'] as const;
  for (const key of Object.keys(numbers) as Array<keyof typeof numbers>) {
    const value = numbers[key];
    if (Number.isNaN(value) || (value === null && (required as readonly string[]).includes(key))) return { invalid: field[key] };
  }
  const n = (key: keyof typeof numbers) => numbers[key] as number;
  return {
    input: {
      kind: d.kind,
      ticketGroupId: n('ticketGroupId'),
      nameHe: d.nameHe.trim(),
      nameEn: d.nameEn.trim(),
      descriptionHe: blank(d.descriptionHe),
      descriptionEn: blank(d.descriptionEn),
      priceAgorot: n('priceAgorot'),
      serviceChargeAgorot: n('serviceChargeAgorot'),
      multiplyFactor: n('multiplyFactor'),
      loyaltyPointsPrice: numbers.loyaltyPointsPrice,
      membershipId: numbers.membershipId,
      systemVoucherClassId: numbers.systemVoucherClassId,
      ref1PromptHe: blank(d.ref1PromptHe),
      ref1PromptEn: blank(d.ref1PromptEn),
      ref2PromptHe: null,
      ref2PromptEn: null,
      quota: numbers.quota,
      saleFrom: blank(d.saleFrom),
      saleUntil: blank(d.saleUntil),
      soldOnline: d.soldOnline,
      soldAtBoxOffice: d.soldAtBoxOffice,
      sortOrder: n('sortOrder'),
    },
  };
}

/** The discount code form as typed. */
export interface DiscountCodeDraft {
  code: string;
  ticketTypeId: string;
  maxUses: string;
  validFrom: string;
  validUntil: string;
  disabled: boolean;
}

export const EMPTY_DISCOUNT_CODE: DiscountCodeDraft = {
  code: '',
  ticketTypeId: '',
  maxUses: '',
  validFrom: '',
  validUntil: '',
  disabled: false,
};

export function discountCodeDraftOf(c: StaffDiscountCode): DiscountCodeDraft {
  return {
    code: c.code,
    ticketTypeId: String(c.ticketTypeId),
    maxUses: numberText(c.maxUses),
    validFrom: text(c.validFrom),
    validUntil: text(c.validUntil),
    disabled: c.disabled,
  };
}

export function discountCodeInputOf(d: DiscountCodeDraft): { input: DiscountCodeInput } | Invalid<'ticketTypeId' | 'maxUses'> {
  const ticketTypeId = wholeNumber(d.ticketTypeId);
  if (ticketTypeId === null || Number.isNaN(ticketTypeId)) return { invalid: 'ticketTypeId' };
  const maxUses = wholeNumber(d.maxUses);
  if (Number.isNaN(maxUses)) return { invalid: 'maxUses' };
  return {
    input: {
      code: d.code.trim(),
      ticketTypeId,
      maxUses,
      validFrom: blank(d.validFrom),
      validUntil: blank(d.validUntil),
      disabled: d.disabled,
    },
  };
}

/** The draft field a refused save names: the server's input fields map to the draft's (prices are typed in shekels). */
export function ticketTypeFieldOf(serverField: string | null): string | null {
  if (serverField === 'priceAgorot') return 'price';
  if (serverField === 'serviceChargeAgorot') return 'serviceCharge';
  return serverField;
}
