import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CART } from './cart-test-fixture';
import { SEATING } from './seating-fixture';

/**
 * Mini sites and an integration partner over the cart fixture (business 2):
 *   mini site 61 "festival" sells cart presentations 20 and 21, its Regular (101), Family (109) and Kid (110) at 36.00
 *   instead of 45.00, Cheap regular (102) at 32.00 instead of 40.00 and its Pair (103) at 70.00 instead of 80.00; mini site 62 "other" (business 3) sells nothing of business 2.
 *   Partner 71 "city-guide" of business 2 signs with PARTNER_SECRET, returns to https://guide.example only, and its
 *   links live an hour; partner 72 of business 3.
 */
export const REFERRAL = {
  festival: { id: 61, url: 'festival' },
  other: { id: 62, url: 'other' },
  presentations: [CART.presentation(20), CART.presentation(21)] as const,
  regularAgorot: 3600,
  pairAgorot: 7000,
  partner: { id: 71, code: 'city-guide', secret: 'test-partner-secret', origin: 'https://guide.example', ttlSeconds: 3600 },
  otherPartner: { id: 72, code: 'elsewhere', secret: 'other-partner-secret', origin: 'https://elsewhere.example' },
} as const;

export async function insertReferralFixture(db: Kysely<Database>): Promise<void> {
  const business_id = SEATING.businessId;
  await db
    .insertInto('mini_sites')
    .values([
      {
        id: REFERRAL.festival.id,
        business_id,
        url: REFERRAL.festival.url,
        name_he: 'פסטיבל',
        name_en: 'Festival',
        tagline_he: 'מחירי פסטיבל',
        tagline_en: 'Festival prices',
        brand_color: '#123456',
      },
      {
        id: REFERRAL.other.id,
        business_id: 3,
        url: REFERRAL.other.url,
        name_he: 'אחר',
        name_en: 'Other',
        tagline_he: null,
        tagline_en: null,
        brand_color: null,
      },
    ])
    .execute();
  await db
    .insertInto('mini_site_prices')
    .values([
      { mini_site_id: REFERRAL.festival.id, price_policy_id: CART.policies.regular, price_agorot: REFERRAL.regularAgorot },
      { mini_site_id: REFERRAL.festival.id, price_policy_id: CART.policies.pair, price_agorot: REFERRAL.pairAgorot },
      { mini_site_id: REFERRAL.festival.id, price_policy_id: CART.policies.cheapRegular, price_agorot: 3200 },
      { mini_site_id: REFERRAL.festival.id, price_policy_id: CART.policies.family, price_agorot: REFERRAL.regularAgorot },
      { mini_site_id: REFERRAL.festival.id, price_policy_id: CART.policies.kid, price_agorot: REFERRAL.regularAgorot },
    ])
    .execute();
  await db
    .updateTable('presentations')
    .set({ mini_site_id: REFERRAL.festival.id })
    .where('id', 'in', [...REFERRAL.presentations])
    .execute();
  const { partner, otherPartner } = REFERRAL;
  await db
    .insertInto('integration_partners')
    .values([
      {
        id: partner.id,
        business_id,
        code: partner.code,
        name_he: 'מדריך העיר',
        name_en: 'City guide',
        secret: partner.secret,
        allowed_origins_json: JSON.stringify([partner.origin]),
        link_ttl_seconds: partner.ttlSeconds,
        created_at: '2026-11-01T00:00:00.000Z',
      },
      {
        id: otherPartner.id,
        business_id: 3,
        code: otherPartner.code,
        name_he: 'אחר',
        name_en: 'Elsewhere',
        secret: otherPartner.secret,
        allowed_origins_json: JSON.stringify([otherPartner.origin]),
        link_ttl_seconds: 7200,
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ])
    .execute();
}
