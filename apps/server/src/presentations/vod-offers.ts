import { ticketingState, VIDEO_ON_DEMAND_VENUE_TYPES, VOD_VIEWING_TERMS } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { scheduleCatalogue } from '../catalogue/schedule-catalogue';

/**
 * A video-on-demand title on sale (spec 2 route /vod, venue types 101-104), as the presentations module that owns the
 * schedule and its prices answers it to the vod module: the presentation, its film and its single-viewing price (the
 * first regular price policy that needs no code, membership or voucher). Money in agorot.
 */
export interface VodOffer {
  presentationId: number;
  featureId: number;
  businessId: number;
  authProfileId: number;
  titleHe: string;
  titleEn: string;
  synopsisHe: string | null;
  synopsisEn: string | null;
  minutes: number;
  ratingName: string | null;
  pricePolicyId: number;
  priceAgorot: number;
  /** The viewing terms a purchase grants: the ones staff set for the title, else the default terms. */
  viewingHours: number;
  maxPlays: number;
}

/**
 * The VOD titles whose sale is open at `now` (scheduled, sale started and not stopped), each with its price; only
 * `presentationIds` when given. A title without a plain regular price is not on sale.
 */
export async function vodOffers(db: Kysely<Database>, now: Date, presentationIds?: readonly number[]): Promise<VodOffer[]> {
  if (presentationIds && presentationIds.length === 0) return [];
  let q = db
    .selectFrom('presentations as p')
    .innerJoin('presentation_price_policies as ppp', 'ppp.presentation_id', 'p.id')
    .innerJoin('price_policies as pp', 'pp.id', 'ppp.price_policy_id')
    .leftJoin('vod_title_terms as t', 't.presentation_id', 'p.id')
    .select([
      'p.id',
      'p.feature_id',
      'p.business_id',
      'p.auth_profile_id',
      'p.starts_at',
      'p.sale_starts_at',
      'p.sale_stops_at',
      'pp.id as price_policy_id',
      'pp.price_agorot',
      't.viewing_hours',
      't.max_plays',
    ])
    .where('p.status', '=', 'scheduled')
    .where('p.venue_type_id', '>=', VIDEO_ON_DEMAND_VENUE_TYPES.first)
    .where('p.venue_type_id', '<=', VIDEO_ON_DEMAND_VENUE_TYPES.last)
    .where('pp.kind', '=', 'regular')
    .where('pp.requires_code', '=', 0)
    .where('pp.membership_id', 'is', null)
    .where('pp.system_voucher_class_id', 'is', null)
    .where('pp.price_agorot', '>', 0);
  if (presentationIds) q = q.where('p.id', 'in', [...new Set(presentationIds)]);
  const rows = await q.orderBy('p.id').orderBy('pp.sort_order').orderBy('pp.id').execute();
  // The titles' names and details are the catalogue's, read in one more statement; a title whose feature is missing
  // is left out, as the join that read them before did.
  const { features } = await scheduleCatalogue(db, { featureIds: rows.map((r) => r.feature_id), venueIds: [] });
  const offers = new Map<number, VodOffer>();
  for (const r of rows) {
    const f = features.get(r.feature_id);
    if (offers.has(r.id) || !f) continue;
    const state = ticketingState(
      {
        startsAt: new Date(r.starts_at),
        saleStartsAt: r.sale_starts_at ? new Date(r.sale_starts_at) : null,
        saleStopsAt: r.sale_stops_at ? new Date(r.sale_stops_at) : null,
        isVideoOnDemand: true,
      },
      now,
    );
    if (state !== 'open') continue;
    offers.set(r.id, {
      presentationId: r.id,
      featureId: r.feature_id,
      businessId: r.business_id,
      authProfileId: r.auth_profile_id,
      titleHe: f.name_he,
      titleEn: f.name_en,
      synopsisHe: f.synopsis_he,
      synopsisEn: f.synopsis_en,
      minutes: f.duration_minutes,
      ratingName: f.rating_name,
      pricePolicyId: r.price_policy_id,
      priceAgorot: r.price_agorot,
      viewingHours: r.viewing_hours ?? VOD_VIEWING_TERMS.hours,
      maxPlays: r.max_plays ?? VOD_VIEWING_TERMS.plays,
    });
  }
  return [...offers.values()];
}

/** Whether a feature is offered as video on demand: it has a presentation in venue types 101-104 (any status). */
export async function isVideoOnDemandFeature(db: Kysely<Database>, featureId: number): Promise<boolean> {
  const row = await db
    .selectFrom('presentations')
    .select('id')
    .where('feature_id', '=', featureId)
    .where('venue_type_id', '>=', VIDEO_ON_DEMAND_VENUE_TYPES.first)
    .where('venue_type_id', '<=', VIDEO_ON_DEMAND_VENUE_TYPES.last)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
