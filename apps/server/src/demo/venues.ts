import type { BusinessRefs, DemoContext, HallKind, VenueRef } from './demo-model';
import type { DemoBusinessKey } from './demo-staff';
import { addSeatPlan } from './seat-plans';

interface LocationSpec {
  business: DemoBusinessKey;
  he: string;
  en: string;
  /** Null for the streaming service, which has no building. */
  address: readonly [string, string] | null;
  city: readonly [string, string] | null;
  isOffline?: boolean;
  /** Copied `scale` times for benchmarks. */
  replicate: boolean;
  venues: ReadonlyArray<readonly [HallKind, string, string]>;
}

const LOCATIONS: readonly LocationSpec[] = [
  {
    business: 'cinema',
    he: 'סינמה קופה דיזנגוף',
    en: 'Kupa Dizengoff',
    address: ['דיזנגוף 50', '50 Dizengoff St'],
    city: ['תל אביב-יפו', 'Tel Aviv-Yafo'],
    replicate: true,
    venues: [
      ['hall150', 'אולם 1', 'Hall 1'],
      ['gallery450', 'אולם 2', 'Hall 2'],
      ['vipSofas', 'אולם VIP', 'VIP Hall'],
      ['imax', 'IMAX', 'IMAX'],
    ],
  },
  {
    business: 'cinema',
    he: 'סינמה קופה ירושלים – התחנה',
    en: 'Kupa Jerusalem – First Station',
    address: ['דוד רמז 4', '4 David Remez St'],
    city: ['ירושלים', 'Jerusalem'],
    replicate: true,
    venues: [
      ['hall220', 'אולם 1', 'Hall 1'],
      ['openHall', 'האולם הפתוח', 'Open Hall'],
      ['hall150', 'אולם 3', 'Hall 3'],
    ],
  },
  {
    business: 'cinema',
    he: 'סינמה קופה חיפה – גרנד',
    en: 'Kupa Haifa Grand',
    address: ['שמחה גולן 54', '54 Simha Golan Rd'],
    city: ['חיפה', 'Haifa'],
    replicate: true,
    venues: [
      ['hall300', 'אולם 1', 'Hall 1'],
      ['hall150', 'אולם 2', 'Hall 2'],
    ],
  },
  {
    business: 'cinema',
    he: 'סינמה קופה מצפה רמון',
    en: 'Kupa Mitzpe Ramon',
    address: ['נחל עין סהרונים 2', '2 Nahal Ein Saharonim St'],
    city: ['מצפה רמון', 'Mitzpe Ramon'],
    // Offline: web booking is blocked, the box office still sells (spec 4: Location).
    isOffline: true,
    replicate: false,
    venues: [['studio80', 'אולם הכוכבים', 'Stars Hall']],
  },
  {
    business: 'cinema',
    he: 'קופה בבית',
    en: 'Kupa at Home',
    address: null,
    city: null,
    replicate: false,
    venues: [['vod', 'קופה בבית – צפייה ישירה', 'Kupa at Home – streaming']],
  },
  {
    business: 'theatre',
    he: 'תיאטרון הבמה – תל אביב',
    en: 'HaBama Theatre – Tel Aviv',
    address: ['שדרות שאול המלך 19', "19 Sha'ul HaMelech Blvd"],
    city: ['תל אביב-יפו', 'Tel Aviv-Yafo'],
    replicate: false,
    venues: [
      ['mainStage', 'הבמה הגדולה', 'Main Stage'],
      ['smallStage', 'הבמה הקטנה', 'Small Stage'],
    ],
  },
];

export interface LocationRef {
  id: number;
  businessId: number;
  isOffline: boolean;
  hasVod: boolean;
}

/** Locations, venues and their seat plans; cinema branches marked `replicate` are added `scale` times. */
export function addLocationsAndVenues(
  ctx: DemoContext,
  businesses: Record<DemoBusinessKey, BusinessRefs>,
): { locations: LocationRef[]; venues: VenueRef[] } {
  const locations: LocationRef[] = [];
  const venues: VenueRef[] = [];
  for (let copy = 1; copy <= ctx.scale; copy++) {
    for (const spec of LOCATIONS) {
      if (copy > 1 && !spec.replicate) continue;
      const business = businesses[spec.business];
      const suffix = copy > 1 ? ` ${copy}` : '';
      const locationId = ctx.ids.next('locations');
      ctx.sink.add('locations', {
        id: locationId,
        business_id: business.id,
        name_he: spec.he + suffix,
        name_en: spec.en + suffix,
        address_he: spec.address?.[0] ?? null,
        address_en: spec.address?.[1] ?? null,
        city_he: spec.city?.[0] ?? null,
        city_en: spec.city?.[1] ?? null,
        is_offline: spec.isOffline ? 1 : 0,
        time_zone: 'Asia/Jerusalem',
      });
      locations.push({
        id: locationId,
        businessId: business.id,
        isOffline: !!spec.isOffline,
        hasVod: spec.venues.some(([k]) => k === 'vod'),
      });
      for (const [kind, he, en] of spec.venues) {
        const venueId = ctx.ids.next('venues');
        const seatPlan = kind === 'vod' ? null : addSeatPlan(ctx, business, venueId, kind);
        ctx.sink.add('venues', {
          id: venueId,
          business_id: business.id,
          location_id: locationId,
          name_he: he,
          name_en: en,
          // 101 = video on demand (spec 9: video venue type ids 101 to 104).
          venue_type_id: kind === 'vod' ? 101 : 1,
          default_seatplan_id: seatPlan?.seatplanId ?? null,
        });
        venues.push({ id: venueId, business, locationId, isOffline: !!spec.isOffline, kind, seatPlan, copy });
      }
    }
  }
  return { locations, venues };
}
