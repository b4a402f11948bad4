import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Donations of the donation tests, for a business the test already has: "Community fund" with fixed amounts 18, 36
 * and 100 and a custom amount of 10 to 5,000; "Old fund" (inactive) with one fixed amount.
 */
export const DONATIONS = {
  community: { id: 901, fixed: { chai: 9011, double: 9012, hundred: 9013 }, custom: 9014 },
  inactive: { id: 902, fixed: 9021 },
  /** An amount of the other business's donation (donationFixture called with its businessId and `other`). */
  other: { id: 903, fixed: 9031 },
} as const;

export async function insertDonationFixture(db: Kysely<Database>, businessId: number, otherBusinessId?: number): Promise<void> {
  const c = DONATIONS.community;
  await db
    .insertInto('donations')
    .values([
      {
        id: c.id,
        business_id: businessId,
        code: 'COMMUNITY',
        name_he: 'קרן הקהילה',
        name_en: 'Community fund',
        description_he: 'הקרנות לבני נוער',
        description_en: 'Screenings for teenagers',
        is_active: 1,
      },
      { id: DONATIONS.inactive.id, business_id: businessId, code: 'OLD', name_he: 'קרן ישנה', name_en: 'Old fund', is_active: 0 },
      ...(otherBusinessId === undefined
        ? []
        : [
            {
              id: DONATIONS.other.id,
              business_id: otherBusinessId,
              code: 'OTHER',
              name_he: 'קרן אחרת',
              name_en: 'Other fund',
              is_active: 1,
            },
          ]),
    ])
    .execute();
  const fixed = (id: number, donation_id: number, amount_agorot: number) => ({
    id,
    donation_id,
    amount_agorot,
    min_agorot: null,
    max_agorot: null,
    is_custom: 0,
  });
  await db
    .insertInto('donation_amounts')
    .values([
      fixed(c.fixed.hundred, c.id, 10000),
      fixed(c.fixed.chai, c.id, 1800),
      fixed(c.fixed.double, c.id, 3600),
      { id: c.custom, donation_id: c.id, amount_agorot: null, min_agorot: 1000, max_agorot: 500000, is_custom: 1 },
      fixed(DONATIONS.inactive.fixed, DONATIONS.inactive.id, 5000),
      ...(otherBusinessId === undefined ? [] : [fixed(DONATIONS.other.fixed, DONATIONS.other.id, 2000)]),
    ])
    .execute();
}
