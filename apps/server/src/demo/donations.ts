import type { BusinessRefs, DemoContext } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';

export interface DonationRef {
  id: number;
  business: BusinessRefs;
  /** Fixed amounts in agorot; donors also give a custom amount within customRange. */
  amounts: ReadonlyArray<{ id: number; amountAgorot: number }>;
  custom: { id: number; min: number; max: number };
}

const SPECS: ReadonlyArray<{
  business: DemoBusinessKey;
  code: string;
  he: string;
  en: string;
  descriptionHe: string;
  descriptionEn: string;
}> = [
  {
    business: 'cinema',
    code: 'COMMUNITY-CINEMA',
    he: 'קרן הקולנוע הקהילתי',
    en: 'Community Cinema Fund',
    descriptionHe: 'הקרנות חינם לבני נוער ולאזרחים ותיקים בפריפריה.',
    descriptionEn: 'Free screenings for teenagers and senior citizens in outlying towns.',
  },
  {
    business: 'theatre',
    code: 'YOUTH-THEATRE',
    he: 'תיאטרון לנוער',
    en: 'Youth Theatre',
    descriptionHe: 'כרטיסים והסעות לתלמידים מכל הארץ.',
    descriptionEn: 'Tickets and transport for pupils from all over the country.',
  },
];

// Israeli donors often give multiples of 18 (chai).
const FIXED_AMOUNTS = [1800, 3600, 10000, 18000];

export function addDonations(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): DonationRef[] {
  return SPECS.map((spec) => {
    const business = businesses[spec.business];
    const id = ctx.ids.next('donations');
    ctx.sink.add('donations', {
      id,
      business_id: business.id,
      code: spec.code,
      name_he: spec.he,
      name_en: spec.en,
      description_he: spec.descriptionHe,
      description_en: spec.descriptionEn,
      is_active: 1,
    });
    const amounts = FIXED_AMOUNTS.map((amount) => {
      const amountId = ctx.ids.next('donation_amounts');
      ctx.sink.add('donation_amounts', {
        id: amountId,
        donation_id: id,
        amount_agorot: amount,
        min_agorot: null,
        max_agorot: null,
        is_custom: 0,
      });
      return { id: amountId, amountAgorot: amount };
    });
    const customId = ctx.ids.next('donation_amounts');
    const custom = { id: customId, min: 1000, max: 500000 };
    ctx.sink.add('donation_amounts', {
      id: customId,
      donation_id: id,
      amount_agorot: null,
      min_agorot: custom.min,
      max_agorot: custom.max,
      is_custom: 1,
    });
    return { id, business, amounts, custom };
  });
}
