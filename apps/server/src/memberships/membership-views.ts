import { SERIES_MEMBERSHIP_TYPE_ID, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { MembershipPrice, MembershipSummary } from '@kupa/contracts';
import { localized } from '../shared/localized';
import type { MembershipPriceRow, MembershipRow } from './memberships.repository';

/** The symbol of a currency as customers read it (₪ for ILS). */
export function currencySymbolOf(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export function toMembershipPrice(row: MembershipPriceRow, locale: MessageLocale): MembershipPrice {
  return {
    MembershipPriceId: row.id,
    PriceCode: row.price_code,
    Name: localized(locale, row.name_he, row.name_en),
    Price: toMajorUnits(row.price_agorot),
    currency: { CurrencyCode: row.currency, CurrencySymbol: currencySymbolOf(row.currency) },
    DiscountId: row.discount_id,
    SystemVoucherReference: row.system_voucher_reference,
  };
}

export function toMembershipSummary(row: MembershipRow, prices: readonly MembershipPriceRow[], locale: MessageLocale): MembershipSummary {
  const cheapest = prices.reduce<MembershipPriceRow | null>(
    (low, p) => (low === null || p.price_agorot < low.price_agorot ? p : low),
    null,
  );
  return {
    MembershipId: row.id,
    MembershipTypeId: row.membership_type_id,
    BusinessId: row.business_id,
    Code: row.code,
    Name: localized(locale, row.name_he, row.name_en),
    ClassName: row.class_name,
    Description: localized(locale, row.description_he, row.description_en),
    ValidityDays: row.validity_days,
    BenefitTickets: row.benefit_tickets,
    AllowMemberSaleTickets: row.allow_member_sale_tickets === 1,
    fromPrice: cheapest ? toMajorUnits(cheapest.price_agorot) : null,
    currency: cheapest ? { CurrencyCode: cheapest.currency, CurrencySymbol: currencySymbolOf(cheapest.currency) } : null,
  };
}

/** A series membership (spec 4): its events are chosen in sequence. */
export const isSeriesMembership = (row: Pick<MembershipRow, 'membership_type_id'>) => row.membership_type_id === SERIES_MEMBERSHIP_TYPE_ID;
