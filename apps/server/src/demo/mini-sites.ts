import type { BusinessRefs, DemoContext } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import type { PolicyBook } from './price-policies';

/** The demo's mini sites (presentation sources): address, names, tagline and brand colour. */
export const DEMO_MINI_SITES: Record<
  DemoBusinessKey,
  { url: string; he: string; en: string; taglineHe: string; taglineEn: string; color: string }
> = {
  cinema: {
    url: 'students',
    he: 'קופה לסטודנטים',
    en: 'Kupa for students',
    taglineHe: 'כרטיס רגיל בהנחה לסטודנטים, בכל הסניפים',
    taglineEn: 'Regular tickets at a student price, at every branch',
    color: '#0f5c8a',
  },
  theatre: {
    url: 'habama-friends',
    he: 'חברים של הבמה',
    en: 'Friends of HaBama',
    taglineHe: 'מחיר חברים להצגות הנבחרות של העונה',
    taglineEn: "A friends' price for the season's chosen plays",
    color: '#7a2e5a',
  },
};

/** The share of the house price a mini site's regular ticket costs (students pay 80%, friends of the theatre 85%). */
const REFERRAL_SHARE: Record<DemoBusinessKey, number> = { cinema: 0.8, theatre: 0.85 };

/** Each mini site's referral prices: the regular ticket of every price level, below the house price (whole shekels). */
export function addMiniSitePrices(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>, book: PolicyBook): void {
  for (const key of ['cinema', 'theatre'] as const) {
    const business = businesses[key];
    for (const ticketGroupId of business.ticketGroups.values()) {
      const regular = book.get(ticketGroupId)?.regular;
      if (!regular || regular.priceAgorot === 0) continue;
      ctx.sink.add('mini_site_prices', {
        id: ctx.ids.next('mini_site_prices'),
        mini_site_id: business.miniSiteId,
        price_policy_id: regular.id,
        price_agorot: Math.round((regular.priceAgorot * REFERRAL_SHARE[key]) / 100) * 100,
      });
    }
  }
}

/**
 * The demo integration partner: a city guide that links to the cinema's presentations. Its secret is public on
 * purpose (docs/partner-integration.md computes a key with it); a real partner's secret is random and kept secret.
 */
export const DEMO_PARTNER = {
  code: 'tlv-city-guide',
  he: 'המדריך לתל אביב',
  en: 'Tel Aviv City Guide',
  secret: 'kupa-demo-partner-secret',
  origins: ['https://guide.kupa-demo.example'],
} as const;

export function addIntegrationPartners(ctx: DemoContext, businesses: Record<DemoBusinessKey, BusinessRefs>): void {
  ctx.sink.add('integration_partners', {
    id: ctx.ids.next('integration_partners'),
    business_id: businesses.cinema.id,
    code: DEMO_PARTNER.code,
    name_he: DEMO_PARTNER.he,
    name_en: DEMO_PARTNER.en,
    secret: DEMO_PARTNER.secret,
    allowed_origins_json: JSON.stringify(DEMO_PARTNER.origins),
    link_ttl_seconds: 7200,
    created_at: ctx.nowIso,
  });
}
