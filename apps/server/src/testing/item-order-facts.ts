import type { CustomerInfo } from '@kupa/contracts';
import { localDateOf, type ItemOrderKind, type MessageLocale, type ReservationStatus } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { ItemOrderFacts } from '../checkout/order-items';
import type { Database } from '../db/schema';

/**
 * Test support: the reservation row an item order's fulfilment points at, written as the commit writes it, and the
 * facts the checkout hands the item module — so that a module's fulfil and undo are tested without a whole commit.
 */
export async function itemOrderForTest(
  db: Kysely<Database>,
  order: {
    id: number;
    identifier: string;
    kind: ItemOrderKind;
    businessId: number;
    customerId: number | null;
    buyerUuid: string;
    customerInfo: CustomerInfo;
    locale: MessageLocale;
    now: Date;
    status?: ReservationStatus;
  },
): Promise<ItemOrderFacts> {
  await db
    .insertInto('reservations')
    .values({
      id: order.id,
      identifier: order.identifier,
      business_id: order.businessId,
      customer_id: order.customerId,
      buyer_uuid: order.buyerUuid,
      kind: order.kind,
      status: order.status ?? 'confirmed',
      total_agorot: 0,
      business_date: localDateOf(order.now, 'Asia/Jerusalem'),
      edocument_key: `key-${order.id}`,
      created_at: order.now.toISOString(),
    })
    .execute();
  return {
    reservationId: order.id,
    identifier: order.identifier,
    businessId: order.businessId,
    customerId: order.customerId,
    channelId: null,
    buyerUuid: order.buyerUuid,
    customerInfo: order.customerInfo,
    locale: order.locale,
    baseUrl: 'https://tickets.kupa.test',
    now: order.now,
    timeZone: 'Asia/Jerusalem',
  };
}
