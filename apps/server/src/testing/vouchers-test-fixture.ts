import type { Insertable, Kysely } from 'kysely';
import type { Database, SystemVoucherClassesTable, SystemVoucherPricesTable } from '../db/schema';
import { SEATING } from './seating-fixture';

/**
 * Gift voucher classes and prices for the voucher tests, on top of the seating and cart fixtures (business 2, and the
 * cart fixture's business 3):
 *   181 Gift card (value, 365 days): 1811 ₪100, 1812 ₪200 · 182 Open value (₪50–₪1,000): 1821
 *   183 Two tickets (tickets, 90 days): 1831 ₪89 for 2 · 184 inactive: 1841 · 185 of business 3: 1851 ₪50
 *   1431 a price of the cart fixture's customer voucher class 43 (never sold).
 */
export const VOUCHERS = {
  classes: { giftCard: 181, openValue: 182, twoTickets: 183, inactive: 184, otherBusiness: 185, customerVoucher: 43 },
  prices: { gift100: 1811, gift200: 1812, open: 1821, twoTickets: 1831, inactive: 1841, otherBusiness: 1851, customerVoucher: 1431 },
} as const;

const C = VOUCHERS.classes;
const P = VOUCHERS.prices;

export async function insertVouchersFixture(db: Kysely<Database>): Promise<void> {
  const cls = (
    id: number,
    en: string,
    extra: Partial<Insertable<SystemVoucherClassesTable>> = {},
  ): Insertable<SystemVoucherClassesTable> => ({
    id,
    business_id: SEATING.businessId,
    super_class_id: null,
    name_he: `${en} (he)`,
    name_en: en,
    description_he: 'תיאור',
    description_en: `About ${en}`,
    terms_he: 'תנאים',
    terms_en: 'Terms',
    kind: 'value',
    validity_days: 365,
    replacement_days: null,
    min_price_agorot: null,
    max_price_agorot: null,
    is_open_value: 0,
    is_customer_voucher: 0,
    is_active: 1,
    ...extra,
  });
  await db
    .insertInto('system_voucher_classes')
    .values([
      cls(C.giftCard, 'Gift card'),
      cls(C.openValue, 'Open value', { super_class_id: C.giftCard, is_open_value: 1, min_price_agorot: 5000, max_price_agorot: 100000 }),
      cls(C.twoTickets, 'Two tickets', { kind: 'tickets', validity_days: 90 }),
      cls(C.inactive, 'Retired card', { is_active: 0 }),
      cls(C.otherBusiness, 'Other gift card', { business_id: 3 }),
    ])
    .execute();
  const price = (
    id: number,
    class_id: number,
    en: string,
    price_agorot: number,
    value_agorot: number | null,
    ticket_quantity: number | null = null,
  ): Insertable<SystemVoucherPricesTable> => ({
    id,
    class_id,
    price_code: `P${id}`,
    name_he: en,
    name_en: en,
    price_agorot,
    value_agorot,
    ticket_quantity,
    sort_order: id,
  });
  await db
    .insertInto('system_voucher_prices')
    .values([
      price(P.gift100, C.giftCard, '₪100', 10000, 10000),
      price(P.gift200, C.giftCard, '₪200', 20000, 20000),
      price(P.open, C.openValue, 'Open value', 0, null),
      price(P.twoTickets, C.twoTickets, '2 tickets', 8900, null, 2),
      price(P.inactive, C.inactive, '₪100', 10000, 10000),
      price(P.otherBusiness, C.otherBusiness, '₪50', 5000, 5000),
      price(P.customerVoucher, C.customerVoucher, '₪30', 0, 3000),
    ])
    .execute();
}

/** A cart's voucher line: one price of a class, with the amount chosen for an open value. */
export function voucherLine(classId: number, priceId: number, selectedQuantity: number, Price?: number) {
  return {
    SystemVoucherClassId: classId,
    Prices: [{ SystemVoucherPriceId: priceId, selectedQuantity, ...(Price === undefined ? {} : { Price }) }],
  };
}
