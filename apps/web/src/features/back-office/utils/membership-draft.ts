import type { MembershipInput, StaffMembership } from '@kupa/contracts';
import { agorotOf, shekelsText, wholeNumberOf } from './money-text';

/** One price of the membership form as typed (the amount in shekels). */
export interface MembershipPriceDraft {
  id: number | null;
  priceCode: string;
  nameHe: string;
  nameEn: string;
  price: string;
}

/** The membership form as typed: every number is text until saved. */
export interface MembershipDraft {
  code: string;
  nameHe: string;
  nameEn: string;
  className: string;
  descriptionHe: string;
  descriptionEn: string;
  termsHe: string;
  termsEn: string;
  validityDays: string;
  benefitTickets: string;
  benefitPoints: string;
  allowsHold: boolean;
  allowMemberSaleTickets: boolean;
  isActive: boolean;
  prices: MembershipPriceDraft[];
}

export type MembershipTextField = Exclude<keyof MembershipDraft, 'allowsHold' | 'allowMemberSaleTickets' | 'isActive' | 'prices'>;
export type MembershipPriceTextField = Exclude<keyof MembershipPriceDraft, 'id'>;

export const EMPTY_MEMBERSHIP_PRICE: MembershipPriceDraft = { id: null, priceCode: '', nameHe: '', nameEn: '', price: '' };

export const EMPTY_MEMBERSHIP: MembershipDraft = {
  code: '',
  nameHe: '',
  nameEn: '',
  className: '',
  descriptionHe: '',
  descriptionEn: '',
  termsHe: '',
  termsEn: '',
  validityDays: '365',
  benefitTickets: '0',
  benefitPoints: '0',
  allowsHold: false,
  allowMemberSaleTickets: false,
  isActive: true,
  prices: [EMPTY_MEMBERSHIP_PRICE],
};

export function membershipDraftOf(m: StaffMembership): MembershipDraft {
  const text = (value: string | null) => value ?? '';
  return {
    code: m.code,
    nameHe: m.nameHe,
    nameEn: m.nameEn,
    className: text(m.className),
    descriptionHe: text(m.descriptionHe),
    descriptionEn: text(m.descriptionEn),
    termsHe: text(m.termsHe),
    termsEn: text(m.termsEn),
    validityDays: String(m.validityDays),
    benefitTickets: String(m.benefitTickets),
    benefitPoints: String(m.benefitPoints),
    allowsHold: m.allowsHold,
    allowMemberSaleTickets: m.allowMemberSaleTickets,
    isActive: m.isActive,
    prices: m.prices.map((p) => ({
      id: p.id,
      priceCode: p.priceCode,
      nameHe: p.nameHe,
      nameEn: p.nameEn,
      price: shekelsText(p.priceAgorot),
    })),
  };
}

const unreadable = (n: number | null): n is null => n === null || Number.isNaN(n);

/**
 * The membership to save, or the first field that cannot be read as a number ("prices.0.price" is the draft's name of
 * the server's "prices.0.priceAgorot"). Empty optional texts are sent as null.
 */
export function membershipInputOf(draft: MembershipDraft): { input: MembershipInput } | { invalid: string } {
  const validityDays = wholeNumberOf(draft.validityDays);
  if (unreadable(validityDays)) return { invalid: 'validityDays' };
  const benefitTickets = wholeNumberOf(draft.benefitTickets);
  if (unreadable(benefitTickets)) return { invalid: 'benefitTickets' };
  const benefitPoints = wholeNumberOf(draft.benefitPoints);
  if (unreadable(benefitPoints)) return { invalid: 'benefitPoints' };
  const prices: MembershipInput['prices'] = [];
  for (const [i, p] of draft.prices.entries()) {
    const priceAgorot = agorotOf(p.price);
    if (unreadable(priceAgorot)) return { invalid: `prices.${i}.price` };
    prices.push({ id: p.id, priceCode: p.priceCode.trim(), nameHe: p.nameHe.trim(), nameEn: p.nameEn.trim(), priceAgorot });
  }
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    input: {
      code: draft.code.trim(),
      nameHe: draft.nameHe.trim(),
      nameEn: draft.nameEn.trim(),
      className: text(draft.className),
      descriptionHe: text(draft.descriptionHe),
      descriptionEn: text(draft.descriptionEn),
      termsHe: text(draft.termsHe),
      termsEn: text(draft.termsEn),
      validityDays,
      benefitTickets,
      benefitPoints,
      allowsHold: draft.allowsHold,
      allowMemberSaleTickets: draft.allowMemberSaleTickets,
      isActive: draft.isActive,
      prices,
    },
  };
}

/** The server's name of a refused field as the draft's ("prices.1.priceAgorot" is "prices.1.price"). */
export function membershipFieldOf(refused: string | null): string | null {
  return refused === null ? null : refused.replace(/priceAgorot$/, 'price');
}
