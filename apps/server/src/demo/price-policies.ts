import { addDays, zonedTimeToUtc } from '@kupa/domain';
import type { PricePolicyKind } from '../db/schema';
import type { BusinessRefs, DemoContext, PolicyRef, PolicyRole, TicketGroupKey, TicketGroupPolicies } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import type { MembershipKey, MembershipRef } from './memberships';
import { productByKey, type ProductRef } from './products';
import type { VoucherClassRef } from './vouchers-catalogue';

/** Ticket types of every ticket group, by ticket group id. */
export type PolicyBook = ReadonlyMap<number, TicketGroupPolicies>;

// Base (regular) price per price level, in agorot, and the discount code that unlocks its 'code' ticket type.
const BASE: Record<DemoBusinessKey, ReadonlyArray<readonly [TicketGroupKey, number, string]>> = {
  cinema: [
    ['regular', 4800, 'KUPA10'],
    ['premium', 5500, 'PREMIUM10'],
    ['vip', 9800, 'VIP20'],
    ['imax', 6400, 'IMAX10'],
    ['accessible', 4200, 'ACCESS10'],
    ['vod', 3500, 'HOME10'],
  ],
  theatre: [
    ['zoneA', 22000, 'HABAMA20'],
    ['zoneB', 17500, 'ZONEB20'],
    ['balcony', 12500, 'BALCONY20'],
    ['accessible', 11000, 'ACCESS20'],
  ],
};

const MEMBERSHIP_FOR: Record<DemoBusinessKey, { membership: MembershipKey; memberOnly: MembershipKey }> = {
  cinema: { membership: 'cinemaYear', memberOnly: 'cinemaYear' },
  theatre: { membership: 'series', memberOnly: 'friends' },
};

const roundTo10 = (n: number) => Math.round(n / 10) * 10;

interface PolicySpec {
  role: PolicyRole;
  kind: PricePolicyKind;
  he: string;
  en: string;
  descriptionHe?: string;
  descriptionEn?: string;
  price: number;
  multiply?: number;
  points?: number;
  membership?: MembershipKey;
  voucherClass?: number;
  min?: number;
  max?: number;
  requiredWith?: PolicyRole;
  quota?: number;
  requiresCode?: boolean;
  hotelPrompts?: boolean;
}

function specsFor(key: DemoBusinessKey, tg: TicketGroupKey, p: number, voucherClass: number | null): PolicySpec[] {
  const cinema = key === 'cinema';
  if (tg === 'vod') {
    return [
      { role: 'regular', kind: 'regular', he: 'צפייה אחת', en: 'Single viewing', price: p },
      { role: 'code', kind: 'code', he: 'קוד הנחה', en: 'Discount code', price: p - 1000, requiresCode: true, max: 1 },
    ];
  }
  const supplement: Partial<Record<TicketGroupKey, number>> = { premium: 700, imax: 1500, vip: 4000 };
  const m = MEMBERSHIP_FOR[key];
  const specs: PolicySpec[] = [
    { role: 'regular', kind: 'regular', he: 'כרטיס רגיל', en: 'Regular', price: p },
    {
      role: 'senior',
      kind: 'senior',
      he: 'אזרח ותיק',
      en: 'Senior citizen',
      descriptionHe: 'בהצגת תעודת אזרח ותיק בכניסה',
      descriptionEn: 'Show a senior citizen card at the entrance',
      price: roundTo10(p * 0.5),
      max: 4,
    },
    {
      role: 'code',
      kind: 'code',
      he: 'קוד הנחה',
      en: 'Discount code',
      price: cinema ? p - 1000 : roundTo10(p * 0.8),
      requiresCode: true,
      max: 6,
    },
    {
      role: 'membership',
      kind: 'membership',
      he: cinema ? 'מימוש מנוי' : 'כרטיס מנוי',
      en: cinema ? 'Membership ticket' : 'Subscription ticket',
      price: cinema ? (supplement[tg] ?? 0) : 0,
      membership: m.membership,
      max: 1,
    },
    cinema
      ? {
          role: 'memberOnly',
          kind: 'memberOnly',
          he: 'מלווה מנוי',
          en: "Member's guest",
          descriptionHe: 'יחד עם כרטיס מנוי באותה הזמנה',
          descriptionEn: 'Together with a membership ticket in the same order',
          price: roundTo10(p * 0.8),
          membership: m.memberOnly,
          max: 3,
          requiredWith: 'membership',
        }
      : {
          role: 'memberOnly',
          kind: 'memberOnly',
          he: 'מחיר חברים',
          en: 'Friends price',
          price: roundTo10(p * 0.85),
          membership: m.memberOnly,
          max: 2,
        },
    {
      role: 'hotel',
      kind: 'hotel',
      he: 'אורחי מלון',
      en: 'Hotel guest',
      price: cinema ? p - 800 : roundTo10(p * 0.8),
      min: 1,
      max: 4,
      quota: 30,
      hotelPrompts: true,
    },
    { role: 'loyalty', kind: 'loyalty', he: 'מימוש נקודות', en: 'Points redemption', price: 0, points: Math.round(p / 10), max: 2 },
    {
      role: 'pair',
      kind: 'regular',
      he: tg === 'vip' ? 'ספה זוגית' : 'כרטיס זוגי',
      en: tg === 'vip' ? 'Couple sofa' : 'Pair ticket',
      descriptionHe: 'כרטיס אחד לשני מקומות צמודים',
      descriptionEn: 'One ticket for two adjacent seats',
      price: cinema ? 2 * p - 800 : roundTo10(2 * p * 0.9),
      multiply: 2,
      max: 2,
    },
  ];
  // Ticket vouchers are redeemed on the standard price level only.
  if (voucherClass !== null && (tg === 'regular' || tg === 'zoneA')) {
    specs.push({ role: 'voucher', kind: 'code', he: 'מימוש שובר כרטיס', en: 'Ticket voucher', price: 0, voucherClass, max: 2 });
  }
  return specs;
}

export function addPricePolicies(
  ctx: DemoContext,
  businesses: Record<DemoBusinessKey, BusinessRefs>,
  memberships: Record<MembershipKey, MembershipRef>,
  voucherClasses: readonly VoucherClassRef[],
  products: readonly ProductRef[],
): PolicyBook {
  const book = new Map<number, TicketGroupPolicies>();
  for (const key of ['cinema', 'theatre'] as const) {
    const business = businesses[key];
    const ticketVoucher = voucherClasses.find((c) => c.business === business && c.kind === 'tickets');
    for (const [tgKey, price, code] of BASE[key]) {
      const tgId = business.ticketGroups.get(tgKey);
      if (tgId === undefined) continue;
      const byRole: Partial<Record<PolicyRole, PolicyRef>> = {};
      specsFor(key, tgKey, price, ticketVoucher?.id ?? null).forEach((spec, i) => {
        const id = ctx.ids.next('price_policies');
        const membershipId = spec.membership ? memberships[spec.membership].id : null;
        ctx.sink.add('price_policies', {
          id,
          business_id: business.id,
          ticket_group_id: tgId,
          name_he: spec.he,
          name_en: spec.en,
          description_he: spec.descriptionHe ?? null,
          description_en: spec.descriptionEn ?? null,
          ref1_prompt_he: spec.hotelPrompts ? 'שם המלון' : null,
          ref1_prompt_en: spec.hotelPrompts ? 'Hotel name' : null,
          ref2_prompt_he: spec.hotelPrompts ? 'מספר חדר' : null,
          ref2_prompt_en: spec.hotelPrompts ? 'Room number' : null,
          kind: spec.kind,
          price_agorot: spec.price,
          service_charge_agorot: 0,
          multiply_factor: spec.multiply ?? 1,
          loyalty_points_price: spec.points ?? null,
          membership_id: membershipId,
          system_voucher_class_id: spec.voucherClass ?? null,
          min_quantity: spec.min ?? null,
          max_quantity: spec.max ?? null,
          required_with_policy_id: spec.requiredWith ? (byRole[spec.requiredWith]?.id ?? null) : null,
          quota: spec.quota ?? null,
          sort_order: i + 1,
          requires_code: spec.requiresCode ? 1 : 0,
          is_walkin: 0,
        });
        byRole[spec.role] = {
          id,
          role: spec.role,
          kind: spec.kind,
          ticketGroupId: tgId,
          priceAgorot: spec.price,
          serviceChargeAgorot: 0,
          multiplyFactor: spec.multiply ?? 1,
          loyaltyPointsPrice: spec.points ?? null,
          membershipId,
          maxQuantity: spec.max ?? null,
          code: spec.requiresCode ? { id: ctx.ids.next('ticket_codes'), text: code, used: 0 } : null,
        };
      });
      const regular = byRole.regular;
      if (!regular) throw new Error('Every ticket group has a regular ticket type');
      book.set(tgId, { ...byRole, regular });
    }
  }
  addAddons(ctx, businesses, book, products);
  return book;
}

/** Snacks offered with a ticket type (spec 3: ticket addons). */
function addAddons(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>, book: PolicyBook, products: readonly ProductRef[]) {
  const cinema = businesses.cinema;
  const theatre = businesses.theatre;
  const vip = book.get(cinema.ticketGroups.get('vip') ?? -1);
  const zoneA = book.get(theatre.ticketGroups.get('zoneA') ?? -1);
  const links: Array<[PolicyRef | undefined, ProductRef]> = [
    [vip?.regular, productByKey(products, cinema.id, 'popcornMedium')],
    [vip?.pair, productByKey(products, cinema.id, 'comboCouple')],
    [zoneA?.regular, productByKey(products, theatre.id, 'programme')],
  ];
  for (const [policy, product] of links) {
    if (policy) ctx.sink.add('price_policy_addons', { price_policy_id: policy.id, product_id: product.id });
  }
}

/** Discount codes, written after the sales so used_count matches the tickets sold with them. */
export function addTicketCodes(ctx: DemoContext, book: PolicyBook, businessOfTicketGroup: (tgId: number) => number): void {
  const from = zonedTimeToUtc(addDays(ctx.today, -30), '00:00').toISOString();
  const until = zonedTimeToUtc(addDays(ctx.today, 90), '00:00').toISOString();
  for (const [tgId, policies] of book) {
    const code = policies.code?.code;
    if (!policies.code || !code) continue;
    ctx.sink.add('ticket_codes', {
      id: code.id,
      business_id: businessOfTicketGroup(tgId),
      price_policy_id: policies.code.id,
      code: code.text,
      max_uses: 10000 * ctx.scale,
      used_count: code.used,
      valid_from: from,
      valid_until: until,
    });
  }
}
