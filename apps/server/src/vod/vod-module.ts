import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { ItemOrderLines } from '../checkout/order-items';
import type { DatabaseHandle } from '../db/connect';
import { presentationTitles } from '../presentations/presentation-titles';
import { vodOffers } from '../presentations/vod-offers';
import { OrderIdentifiers } from '../reservations/order-identifiers';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry } from '../shared/audit-log';
import { StreamSigner } from './stream-signing';
import type { VodMediaStore } from './vod-media';
import { vodOrderLines } from './vod-order-lines';
import { VodRepository } from './vod.repository';
import { vodRoutes } from './vod.routes';
import { VodService } from './vod.service';

/**
 * Registers the video-on-demand routes and answers the order lines the checkout sells titles with (ADR 0011). The
 * titles and prices come from the presentations module, an order's state from the reservations module; the vod
 * module owns the entitlements and the stream.
 */
export async function registerVod(
  app: FastifyInstance,
  {
    database,
    clock,
    defaultLocale,
    signingSecret,
    media,
  }: { database: DatabaseHandle; clock: Clock; defaultLocale: MessageLocale; signingSecret: string | null; media: VodMediaStore },
): Promise<ItemOrderLines> {
  const { db } = database;
  const orders = new OrderIdentifiers(db);
  const vod = new VodService({
    repository: new VodRepository(db),
    offers: (now) => vodOffers(db, now),
    titles: (ids, locale) => presentationTitles(db, ids, locale),
    signer: new StreamSigner(signingSecret),
    countPlay: (id, customerId, at) =>
      writeTransaction(db, database.dialect, async (trx) => {
        const counted = await VodRepository.of(trx).countPlay(id, [customerId], at);
        if (counted) {
          await insertAuditEntry(trx, {
            businessId: null,
            at,
            actorKind: 'customer',
            actorId: String(customerId),
            action: 'vod.played',
            entity: 'vod_entitlement',
            entityId: String(id),
            data: {},
          });
        }
        return counted;
      }),
    isOrderConfirmed: (id) => orders.isConfirmed(id),
    uploadedVideo: (presentationId) => media.find(presentationId),
    clock,
  });
  await app.register(vodRoutes, { vod, defaultLocale });
  return vodOrderLines(vodOffers) as ItemOrderLines;
}
