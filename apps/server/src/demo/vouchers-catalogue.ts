import type { BusinessRefs, DemoContext } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';

export type VoucherClassKey = 'giftCard' | 'openValue' | 'twoTickets' | 'compensation' | 'showGift';

export interface VoucherPriceRef {
  id: number;
  priceAgorot: number;
  valueAgorot: number | null;
  ticketQuantity: number | null;
}

export interface VoucherClassRef {
  id: number;
  key: VoucherClassKey;
  business: BusinessRefs;
  kind: 'value' | 'tickets';
  validityDays: number;
  isOpenValue: boolean;
  isCustomerVoucher: boolean;
  prices: readonly VoucherPriceRef[];
}

interface ClassSpec {
  key: VoucherClassKey;
  business: DemoBusinessKey;
  kind: 'value' | 'tickets';
  he: string;
  en: string;
  descriptionHe: string;
  descriptionEn: string;
  validityDays: number;
  replacementDays?: number;
  openRange?: readonly [number, number];
  isCustomerVoucher?: boolean;
  /** [code, Hebrew, English, price, value, ticket quantity] */
  prices: ReadonlyArray<readonly [string, string, string, number, number | null, number | null]>;
}

const SPECS: readonly ClassSpec[] = [
  {
    key: 'giftCard',
    business: 'cinema',
    kind: 'value',
    he: 'כרטיס מתנה',
    en: 'Gift card',
    descriptionHe: 'כרטיס מתנה לכרטיסים ולמזנון בכל סניפי קופה.',
    descriptionEn: 'A gift card for tickets and snacks at every Kupa branch.',
    validityDays: 1825,
    prices: [
      ['GC100', '100 ₪', '₪100', 10000, 10000, null],
      ['GC200', '200 ₪', '₪200', 20000, 20000, null],
      ['GC300', '300 ₪', '₪300', 30000, 30000, null],
    ],
  },
  {
    key: 'openValue',
    business: 'cinema',
    kind: 'value',
    he: 'כרטיס מתנה בסכום חופשי',
    en: 'Gift card of your chosen value',
    descriptionHe: 'בוחרים סכום בין 50 ל-1,000 ₪.',
    descriptionEn: 'Choose any amount from ₪50 to ₪1,000.',
    validityDays: 1825,
    openRange: [5000, 100000],
    prices: [['OPEN', 'סכום חופשי', 'Open value', 0, null, null]],
  },
  {
    key: 'twoTickets',
    business: 'cinema',
    kind: 'tickets',
    he: 'שובר זוגי – 2 כרטיסים',
    en: 'Voucher for two tickets',
    descriptionHe: 'שני כרטיסים לסרט לבחירתכם באולם רגיל.',
    descriptionEn: 'Two tickets to a film of your choice in a standard hall.',
    validityDays: 365,
    replacementDays: 30,
    prices: [['TWO', '2 כרטיסים', '2 tickets', 8900, null, 2]],
  },
  {
    key: 'compensation',
    business: 'cinema',
    kind: 'value',
    he: 'שובר פיצוי',
    en: 'Goodwill voucher',
    isCustomerVoucher: true,
    descriptionHe: 'שובר אישי מצוות השירות. יש לשלב עם אמצעי תשלום נוסף.',
    descriptionEn: 'A personal voucher from customer service, combined with another payment.',
    validityDays: 180,
    prices: [['COMP50', 'פיצוי 50 ₪', '₪50 goodwill', 0, 5000, null]],
  },
  {
    key: 'giftCard',
    business: 'theatre',
    kind: 'value',
    he: 'כרטיס מתנה לתיאטרון',
    en: 'Theatre gift card',
    descriptionHe: 'מתנה לכל הצגה בתיאטרון הבמה.',
    descriptionEn: 'A gift for any show at HaBama Theatre.',
    validityDays: 1095,
    prices: [
      ['GC200', '200 ₪', '₪200', 20000, 20000, null],
      ['GC400', '400 ₪', '₪400', 40000, 40000, null],
    ],
  },
  {
    key: 'showGift',
    business: 'theatre',
    kind: 'tickets',
    he: 'כרטיס מתנה להצגה',
    en: 'Show ticket gift',
    descriptionHe: "כרטיס אחד להצגה לבחירה באזור א'.",
    descriptionEn: 'One Zone A ticket to a show of your choice.',
    validityDays: 365,
    replacementDays: 60,
    prices: [['SHOW1', 'כרטיס אחד', 'One ticket', 19900, null, 1]],
  },
];

export function addVoucherClasses(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): VoucherClassRef[] {
  const classes: VoucherClassRef[] = [];
  for (const spec of SPECS) {
    const business = businesses[spec.business];
    const id = ctx.ids.next('system_voucher_classes');
    const giftCard = classes.find((c) => c.business === business && c.key === 'giftCard');
    ctx.sink.add('system_voucher_classes', {
      id,
      business_id: business.id,
      // The open-value card is listed under the gift card (spec 3: SystemVoucherSuperClassId).
      super_class_id: spec.key === 'openValue' ? (giftCard?.id ?? null) : null,
      name_he: spec.he,
      name_en: spec.en,
      description_he: spec.descriptionHe,
      description_en: spec.descriptionEn,
      terms_he: 'השובר אינו ניתן להמרה בכסף. אובדן השובר באחריות המחזיק.',
      terms_en: 'Not exchangeable for cash. The holder is responsible for a lost voucher.',
      kind: spec.kind,
      validity_days: spec.validityDays,
      replacement_days: spec.replacementDays ?? null,
      min_price_agorot: spec.openRange?.[0] ?? null,
      max_price_agorot: spec.openRange?.[1] ?? null,
      is_open_value: spec.openRange ? 1 : 0,
      is_customer_voucher: spec.isCustomerVoucher ? 1 : 0,
      is_active: 1,
    });
    const prices = spec.prices.map(([code, he, en, price, value, quantity], i) => {
      const priceId = ctx.ids.next('system_voucher_prices');
      ctx.sink.add('system_voucher_prices', {
        id: priceId,
        class_id: id,
        price_code: code,
        name_he: he,
        name_en: en,
        price_agorot: price,
        value_agorot: value,
        ticket_quantity: quantity,
        sort_order: i + 1,
      });
      return { id: priceId, priceAgorot: price, valueAgorot: value, ticketQuantity: quantity };
    });
    classes.push({
      id,
      key: spec.key,
      business,
      kind: spec.kind,
      validityDays: spec.validityDays,
      isOpenValue: !!spec.openRange,
      isCustomerVoucher: !!spec.isCustomerVoucher,
      prices,
    });
  }
  return classes;
}
