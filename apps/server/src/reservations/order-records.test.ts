import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, createCartTestDatabase } from '../testing/cart-test-fixture';
import { pendingOrderRow } from '../testing/order-rows';
import { fixtureSeatId, SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { holdOrdersDue, isHoldStillDue } from './due-hold-orders';
import {
  cancelOrderRecord,
  recordOrder,
  recordOrderProducts,
  recordOrderTickets,
  reservationIdOfIdentifier,
  setPendingOrderMessages,
  type OrderTicketRow,
} from './order-records';

const AT = '2026-11-21T10:00:00.000Z';

function ticket(seatX: number, secret: string): OrderTicketRow {
  return {
    presentationId: CART.presentation(1),
    seatId: fixtureSeatId(SEATING.sections.hall, seatX, 1),
    ticketGroupId: SEATING.ticketGroups.regular,
    pricePolicyId: CART.policies.regular,
    priceAgorot: 4500,
    oldPriceAgorot: null,
    serviceChargeAgorot: CART.serviceChargeAgorot,
    secret,
    code: null,
    memberId: null,
    systemVoucherId: null,
    ref1: null,
    ref2: null,
    loyaltyPoints: null,
    ticketCodeId: null,
    referenceOptionId: null,
  };
}

describe.each(testEngines())('the reservations module records and cancels an order for the commit on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it('records a reservation, answering null for an identifier already taken, and finds it by identifier', async () => {
    const { db } = database;
    const id = await recordOrder(db, pendingOrderRow('REC-1'));
    expect(id).toEqual(expect.any(Number));
    expect(await recordOrder(db, pendingOrderRow('REC-1', { total_agorot: 1 }))).toBeNull();
    expect(await reservationIdOfIdentifier(db, 'REC-1')).toBe(id);
    expect(await reservationIdOfIdentifier(db, 'NO-SUCH')).toBeNull();
  });

  it("records the order's tickets (ids by secret), its products on them, and its pending messages", async () => {
    const { db } = database;
    const id = (await recordOrder(db, pendingOrderRow('REC-2'))) as number;
    const ids = await recordOrderTickets(db, id, [ticket(1, 'secret-a'), ticket(2, 'secret-b')], AT);
    const tickets = await db
      .selectFrom('reservation_tickets')
      .select(['id', 'ticket_secret', 'status'])
      .where('reservation_id', '=', id)
      .execute();
    expect(new Map(tickets.map((t) => [t.ticket_secret, t.id]))).toEqual(ids);
    expect(tickets.map((t) => t.status)).toEqual(['valid', 'valid']);

    await recordOrderProducts(db, id, []);
    await recordOrderProducts(db, id, [
      { presentationId: CART.presentation(1), productId: CART.products.popcorn, ticketId: null, quantity: 2, unitPriceAgorot: 2500 },
      {
        presentationId: CART.presentation(1),
        productId: CART.products.glasses,
        ticketId: ids.get('secret-a') ?? null,
        quantity: 1,
        unitPriceAgorot: 500,
      },
    ]);
    const products = await db
      .selectFrom('reservation_products')
      .select(['product_id', 'ticket_id', 'quantity', 'unit_price_agorot'])
      .where('reservation_id', '=', id)
      .orderBy('product_id')
      .execute();
    expect(products).toEqual([
      { product_id: CART.products.popcorn, ticket_id: null, quantity: 2, unit_price_agorot: 2500 },
      { product_id: CART.products.glasses, ticket_id: ids.get('secret-a'), quantity: 1, unit_price_agorot: 500 },
    ]);

    await setPendingOrderMessages(db, id, '[]');
    const row = await db.selectFrom('reservations').select('pending_messages_json').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.pending_messages_json).toBe('[]');
  });

  it('cancels an order and its tickets with the status given', async () => {
    const { db } = database;
    const id = (await recordOrder(db, pendingOrderRow('REC-3'))) as number;
    await recordOrderTickets(db, id, [ticket(3, 'secret-c')], AT);
    await cancelOrderRecord(db, id, 'cancelled', '2026-11-21T10:05:00.000Z');
    const row = await db.selectFrom('reservations').select(['status', 'cancelled_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'cancelled', cancelled_at: '2026-11-21T10:05:00.000Z' });
    const tickets = await db.selectFrom('reservation_tickets').select('status').where('reservation_id', '=', id).execute();
    expect(tickets).toEqual([{ status: 'cancelled' }]);
  });

  it('finds hold orders past their deadline, oldest deadline first, and re-checks one inside the expiry', async () => {
    const { db } = database;
    const hold = (identifier: string, deadline: string) =>
      pendingOrderRow(identifier, { order_type: 'hold', status: 'hold', hold_deadline: deadline });
    const late = (await recordOrder(db, hold('HOLD-LATE', '2026-11-21T09:30:00.000Z'))) as number;
    const early = (await recordOrder(db, hold('HOLD-EARLY', '2026-11-21T09:00:00.000Z'))) as number;
    const future = (await recordOrder(db, hold('HOLD-FUTURE', '2026-11-21T11:00:00.000Z'))) as number;
    expect((await holdOrdersDue(db, AT, 10)).map((o) => o.id)).toEqual([early, late]);
    expect(await holdOrdersDue(db, AT, 1)).toEqual([{ id: early, identifier: 'HOLD-EARLY', business_id: SEATING.businessId }]);
    expect(await isHoldStillDue(db, early, AT)).toBe(true);
    expect(await isHoldStillDue(db, future, AT)).toBe(false);
    await cancelOrderRecord(db, early, 'expired', AT);
    expect(await isHoldStillDue(db, early, AT)).toBe(false);
    expect((await holdOrdersDue(db, AT, 10)).map((o) => o.id)).toEqual([late]);
  });
});
