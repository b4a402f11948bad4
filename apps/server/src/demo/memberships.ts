import type { BusinessRefs, DemoContext, PresentationRef } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import { ticketGroupId } from './tenants';

export type MembershipKey = 'cinemaYear' | 'clubPlus' | 'series' | 'friends';

/**
 * Memberships whose members may buy member-only tickets (allowMemberSaleTickets): the ones the businesses' member-only
 * ticket types name (the cinema's member's guest ticket, the theatre's friends price); pricing enforces it.
 */
export const MEMBER_SALE_MEMBERSHIPS: ReadonlySet<MembershipKey> = new Set(['cinemaYear', 'friends']);

export interface MembershipRef {
  id: number;
  key: MembershipKey;
  business: BusinessRefs;
  code: string;
  typeId: number;
  allowsHold: boolean;
  benefitTickets: number;
  validityDays: number;
  prices: ReadonlyArray<{ id: number; code: string; priceAgorot: number }>;
}

interface MembershipSpec {
  key: MembershipKey;
  business: DemoBusinessKey;
  code: string;
  /** 1 = regular, 2 = series (spec 9), 3 = points club (a Kupa choice: the spec names only type 2). */
  typeId: number;
  he: string;
  en: string;
  descriptionHe: string;
  descriptionEn: string;
  benefitTickets: number;
  benefitPoints: number;
  /** How many of its choice events (the plays not required) a buyer chooses. */
  choiceEvents?: number;
  allowsHold: boolean;
  defaultTicketGroup: 'regular' | 'zoneA';
  prices: ReadonlyArray<readonly [string, string, string, number]>;
}

const SPECS: readonly MembershipSpec[] = [
  {
    key: 'cinemaYear',
    business: 'cinema',
    code: 'CINEMA-YEAR',
    typeId: 1,
    he: 'מנוי שנתי – 12 כרטיסים',
    en: 'Annual membership – 12 tickets',
    descriptionHe: '12 כרטיסים לשנה בכל סניפי קופה, והזמנות שמורות בלי תשלום מראש.',
    descriptionEn: 'Twelve tickets a year at every Kupa branch, and unpaid hold bookings.',
    benefitTickets: 12,
    benefitPoints: 0,
    allowsHold: true,
    defaultTicketGroup: 'regular',
    prices: [
      ['FULL', 'מחיר מלא', 'Full price', 39900],
      ['STUDENT', 'סטודנט', 'Student', 29900],
      ['SENIOR', 'אזרח ותיק', 'Senior citizen', 24900],
    ],
  },
  {
    key: 'clubPlus',
    business: 'cinema',
    code: 'CLUB-PLUS',
    typeId: 3,
    he: 'מועדון קופה פלוס',
    en: 'Kupa Plus club',
    descriptionHe: 'צוברים נקודה על כל שקל ומממשים בכרטיסים.',
    descriptionEn: 'Earn a point for every shekel and spend them on tickets.',
    benefitTickets: 0,
    benefitPoints: 100,
    allowsHold: false,
    defaultTicketGroup: 'regular',
    prices: [['JOIN', 'דמי חבר שנתיים', 'Annual fee', 4900]],
  },
  {
    key: 'series',
    business: 'theatre',
    code: 'SERIES',
    typeId: 2,
    he: 'מנוי עונתי – 4 הצגות',
    en: 'Season subscription – 4 plays',
    descriptionHe: 'שתי הצגות קבועות באותו מקום באולם, ועוד שתיים לבחירתכם.',
    descriptionEn: 'Two set plays in the same seat, and two more of your choice.',
    choiceEvents: 2,
    benefitTickets: 4,
    benefitPoints: 0,
    allowsHold: false,
    defaultTicketGroup: 'zoneA',
    prices: [
      ['ZONE-A', "אזור א'", 'Zone A', 64000],
      ['ZONE-B', "אזור ב'", 'Zone B', 52000],
      ['SENIOR', 'אזרח ותיק', 'Senior citizen', 38000],
    ],
  },
  {
    key: 'friends',
    business: 'theatre',
    code: 'FRIENDS',
    typeId: 1,
    he: 'חברי הבמה',
    en: 'HaBama Friends',
    descriptionHe: 'שני כרטיסים בשנה, מחיר חברים למלווים והזמנות שמורות.',
    descriptionEn: 'Two tickets a year, a friends price for guests and hold bookings.',
    benefitTickets: 2,
    benefitPoints: 0,
    allowsHold: true,
    defaultTicketGroup: 'zoneA',
    prices: [
      ['FULL', 'חבר', 'Friend', 18000],
      ['COUPLE', 'זוג חברים', 'Couple', 32000],
    ],
  },
];

export function addMemberships(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): Record<MembershipKey, MembershipRef> {
  const out = {} as Record<MembershipKey, MembershipRef>;
  for (const spec of SPECS) {
    const business = businesses[spec.business];
    const id = ctx.ids.next('memberships');
    ctx.sink.add('memberships', {
      id,
      business_id: business.id,
      membership_type_id: spec.typeId,
      code: spec.code,
      name_he: spec.he,
      name_en: spec.en,
      description_he: spec.descriptionHe,
      description_en: spec.descriptionEn,
      terms_he: 'המנוי אישי ואינו ניתן להעברה. תוקף המנוי שנה מיום הרכישה.',
      terms_en: 'The membership is personal and not transferable. Valid for one year from purchase.',
      class_name: spec.key,
      season_id: spec.typeId === 2 ? 2026 : null,
      default_ticket_group_id: ticketGroupId(business, spec.defaultTicketGroup),
      validity_days: 365,
      benefit_tickets: spec.benefitTickets,
      benefit_points: spec.benefitPoints,
      choice_events: spec.choiceEvents ?? 0,
      is_skip_member_seat: 0,
      is_pricing_per_ticket: spec.typeId === 2 ? 1 : 0,
      allows_hold: spec.allowsHold ? 1 : 0,
      allow_member_sale_tickets: MEMBER_SALE_MEMBERSHIPS.has(spec.key) ? 1 : 0,
      is_active: 1,
    });
    const prices = spec.prices.map(([code, he, en, price]) => {
      const priceId = ctx.ids.next('membership_prices');
      ctx.sink.add('membership_prices', {
        id: priceId,
        membership_id: id,
        price_code: code,
        name_he: he,
        name_en: en,
        price_agorot: price,
        currency: 'ILS',
        discount_id: null,
        system_voucher_reference: null,
        references_json: null,
      });
      return { id: priceId, code, priceAgorot: price };
    });
    out[spec.key] = {
      id,
      key: spec.key,
      business,
      code: spec.code,
      typeId: spec.typeId,
      allowsHold: spec.allowsHold,
      benefitTickets: spec.benefitTickets,
      validityDays: 365,
      prices,
    };
  }
  return out;
}

/** The series subscription's plays: the next show of each main-stage play, the first two required (spec 3: IsRequired). */
export function addSeriesPresentations(ctx: DemoContext, series: MembershipRef, presentations: readonly PresentationRef[]): void {
  const upcoming = presentations.filter(
    (p) =>
      p.business === series.business &&
      p.venue.kind === 'mainStage' &&
      !p.cancelled &&
      !p.saleStartsAt &&
      p.startsAt.getTime() > ctx.now.getTime(),
  );
  const seen = new Map<number, number>();
  let index = 0;
  for (const p of upcoming) {
    const shows = seen.get(p.feature.id) ?? 0;
    if (shows >= 2) continue;
    seen.set(p.feature.id, shows + 1);
    ctx.sink.add('membership_presentations', {
      membership_id: series.id,
      presentation_id: p.id,
      // Matinees of the choice plays cost a small supplement.
      payable_amount_agorot: index >= 2 && p.startsAt.getUTCHours() < 14 ? 2000 : 0,
      is_required: index < 2 ? 1 : 0,
    });
    index++;
  }
}
