import { KupaError, viewingRangeOf } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { ItemOrderLines, ItemPricingInput, PricedItems } from '../checkout/order-items';
import type { Database } from '../db/schema';
import type { VodOffer } from '../presentations/vod-offers';
import { localized } from '../shared/localized';
import { VodRepository } from './vod.repository';
import { watchMessages } from './watch-messages';

/**
 * The titles on sale, as the presentations module answers them (only these ids when given), read through `executor`
 * (the commit's transaction when it prices again inside it).
 */
export type VodOffers = (executor: Kysely<Database>, now: Date, presentationIds?: readonly number[]) => Promise<VodOffer[]>;

/** One title of a video-on-demand order: what `fulfil` grants. Money in agorot. */
export interface VideoLine {
  presentationId: number;
  titleHe: string;
  titleEn: string;
  priceAgorot: number;
  /** The title's viewing terms at the purchase (staff may change them later; this grant keeps them). */
  viewingHours: number;
  maxPlays: number;
}

/** The player page of an entitlement (a same-site path). */
export const watchPathOf = (entitlementId: number) => `/vod/watch/${entitlementId}`;

/**
 * The video-on-demand order lines of the checkout (ADR 0011): priced from the presentations' offers, granted as
 * entitlements (spec 3: purchase date, availability range, plays) and revoked by the vod module when the order is
 * cancelled. An entitlement belongs to a customer record, so the order needs a logged-in customer.
 */
export function vodOrderLines(offers: VodOffers): ItemOrderLines<VideoLine[]> {
  return {
    kind: 'vod',
    price: (input) => priceVideos(input, offers),
    async fulfil(trx, order, lines) {
      if (order.customerId === null) throw new KupaError('LOGIN_REQUIRED');
      const repo = VodRepository.of(trx);
      const granted = [];
      for (const line of lines) {
        const range = viewingRangeOf(order.now, { hours: line.viewingHours });
        const id = await repo.insert({
          customerId: order.customerId,
          presentationId: line.presentationId,
          reservationId: order.reservationId,
          purchasedAt: order.now.toISOString(),
          availableFrom: range.from,
          availableUntil: range.until,
          maxPlays: line.maxPlays,
        });
        granted.push({
          entitlementId: id,
          title: localized(order.locale, line.titleHe, line.titleEn),
          watchPath: watchPathOf(id),
          availableUntil: range.until,
          plays: line.maxPlays,
        });
      }
      const messages = watchMessages({
        businessId: order.businessId,
        orderNumber: order.identifier,
        timeZone: order.timeZone,
        buyer: order.customerInfo,
        locale: order.locale,
        titles: granted.map((g) => ({
          title: g.title,
          watchUrl: `${order.baseUrl}${g.watchPath}`,
          availableUntil: g.availableUntil,
          plays: g.plays,
        })),
      });
      return { messages, videos: granted.map(({ entitlementId, title, watchPath }) => ({ entitlementId, title, watchPath })) };
    },
    async undo(trx, order) {
      await VodRepository.of(trx).revokeOfReservation(order.reservationId, order.at);
    },
  };
}

/**
 * Each chosen title must be a VOD presentation on sale (PRESENTATION_NOT_FOUND; TICKETING_ENDED once its sale has
 * stopped is answered the same way: it is not on offer), chosen once; something must be chosen (NOTHING_SELECTED);
 * one business (INCOMPATIBLE_BUSINESS). The price is the presentation's, never the client's.
 */
async function priceVideos(input: ItemPricingInput, offers: VodOffers): Promise<PricedItems<VideoLine[]>> {
  const ids = (input.cart.videos ?? []).map((v) => v.presentationId);
  if (ids.length === 0) throw new KupaError('NOTHING_SELECTED');
  if (new Set(ids).size !== ids.length) throw new KupaError('VALIDATION_ERROR', { field: 'videos' });
  const found = new Map((await offers(input.executor, input.now, ids)).map((o) => [o.presentationId, o]));
  const lines: VideoLine[] = [];
  const businesses = new Set<number>();
  let authProfileId = 0;
  for (const id of ids) {
    const offer = found.get(id);
    if (!offer) throw new KupaError('PRESENTATION_NOT_FOUND');
    businesses.add(offer.businessId);
    authProfileId = offer.authProfileId;
    lines.push({
      presentationId: id,
      titleHe: offer.titleHe,
      titleEn: offer.titleEn,
      priceAgorot: offer.priceAgorot,
      viewingHours: offer.viewingHours,
      maxPlays: offer.maxPlays,
    });
  }
  if (input.cart.businessId !== undefined) businesses.add(input.cart.businessId);
  const [businessId] = businesses;
  if (businessId === undefined || businesses.size > 1) throw new KupaError('INCOMPATIBLE_BUSINESS');
  const currency = await VodRepository.of(input.executor).businessCurrency(businessId);
  if (!currency) throw new KupaError('PRESENTATION_NOT_FOUND');
  return {
    businessId,
    authProfileId,
    currency,
    totalAgorot: lines.reduce((sum, l) => sum + l.priceAgorot, 0),
    items: lines.map((l) => ({
      itemId: l.presentationId,
      nameHe: l.titleHe,
      nameEn: l.titleEn,
      quantity: 1,
      unitPriceAgorot: l.priceAgorot,
    })),
    lines,
    requiresCustomer: true,
  };
}
