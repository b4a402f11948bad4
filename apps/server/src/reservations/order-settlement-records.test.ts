import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_AREA, insertCustomerAreaFixture } from '../testing/reservation-fixture';
import { createTestDatabase, testEngines, type TestDatabase } from '../testing/test-database';
import {
  cancelPendingOrder,
  confirmPendingOrder,
  firstStartOfOrder,
  ordersPendingPaymentBefore,
  settlementOrder,
} from './order-settlement-records';
import { ticketBenefitsOfOrder } from './undone-order-tickets';

const WRITTEN = '2026-11-21T08:00:00.000Z';
const LATER = '2026-11-21T09:00:00.000Z';

describe.each(testEngines())("the reservations module's records of settling and undoing an order on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await insertCustomerAreaFixture(database.db);
    for (const id of [902, 903]) {
      await database.db
        .insertInto('reservations')
        .values({
          id,
          identifier: `KPA-${id}`,
          business_id: 1,
          customer_id: CUSTOMER_AREA.member.customerId,
          channel_id: null,
          referral_mini_site_id: null,
          buyer_uuid: CUSTOMER_AREA.buyerUuid,
          status: 'pending_payment',
          total_agorot: 9000,
          business_date: '2026-11-21',
          hold_deadline: null,
          paid_at: null,
          cancelled_at: null,
          edocument_key: `edoc-key-pending-${id}`,
          idempotency_key: `commit-${id}`,
          customer_json: null,
          created_at: WRITTEN,
          pending_messages_json: '[]',
        })
        .execute();
    }
    const ticket = {
      reservation_id: 902,
      ticket_group_id: 1,
      old_price_agorot: null,
      service_charge_agorot: 0,
      status: 'valid' as const,
      scanned_at: null,
      code: null,
      system_voucher_id: null,
      ref1: null,
      ref2: null,
      created_at: WRITTEN,
    };
    // One insert per row: SQLite fills a column missing from one row of a multi-row insert with NULL.
    await database.db
      .insertInto('reservation_tickets')
      .values({
        ...ticket,
        id: 20,
        presentation_id: 5002,
        seat_id: 4,
        price_policy_id: 5,
        price_agorot: 0,
        ticket_secret: 'qr-member-seat',
        member_id: 40,
        loyalty_points: null,
      })
      .execute();
    await database.db
      .insertInto('reservation_tickets')
      .values({
        ...ticket,
        id: 21,
        presentation_id: 5001,
        seat_id: 5,
        price_policy_id: 1,
        price_agorot: 4500,
        ticket_secret: 'qr-points-seat',
        member_id: null,
        loyalty_points: 100,
      })
      .execute();
  });
  afterAll(async () => database?.dispose());

  const statusOf = async (id: number) =>
    database.db
      .selectFrom('reservations')
      .select(['status', 'paid_at', 'cancelled_at', 'pending_messages_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('answers an order as the settlement sees it, and undefined for an unknown order', async () => {
    expect(await settlementOrder(database.db, 902)).toEqual({
      id: 902,
      identifier: 'KPA-902',
      business_id: 1,
      buyer_uuid: CUSTOMER_AREA.buyerUuid,
      kind: 'tickets',
      status: 'pending_payment',
      idempotency_key: 'commit-902',
      pending_messages_json: '[]',
    });
    expect(await settlementOrder(database.db, 999_999)).toBeUndefined();
  });

  it('lists the orders waiting for their capture written before the cutoff, oldest first, up to the limit', async () => {
    expect(await ordersPendingPaymentBefore(database.db, LATER, 10)).toEqual([902, 903]);
    expect(await ordersPendingPaymentBefore(database.db, LATER, 1)).toHaveLength(1);
    expect(await ordersPendingPaymentBefore(database.db, WRITTEN, 10)).toEqual([]);
  });

  it("answers when an order's first presentation starts, and null for an order without tickets", async () => {
    const starts = await database.db.selectFrom('presentations').select(['id', 'starts_at']).where('id', 'in', [5001, 5002]).execute();
    const first = starts.map((p) => p.starts_at).sort()[0];
    expect(await firstStartOfOrder(database.db, 902)).toBe(first);
    expect(await firstStartOfOrder(database.db, 903)).toBeNull();
  });

  it('answers what each ticket of an order took, with its ticket type’s kind', async () => {
    const tickets = await ticketBenefitsOfOrder(database.db, 902);
    expect([...tickets].sort((a, b) => (a.kind ?? '').localeCompare(b.kind ?? ''))).toEqual([
      { member_id: 40, loyalty_points: null, code: null, ticket_code_id: null, reference_option_id: null, kind: 'membership' },
      { member_id: null, loyalty_points: 100, code: null, ticket_code_id: null, reference_option_id: null, kind: 'regular' },
    ]);
    expect(await ticketBenefitsOfOrder(database.db, 903)).toEqual([]);
  });

  it('confirms a pending order once; a settled order is neither confirmed nor cancelled again', async () => {
    expect(await confirmPendingOrder(database.db, 902, LATER)).toBe(true);
    expect(await statusOf(902)).toEqual({ status: 'confirmed', paid_at: LATER, cancelled_at: null, pending_messages_json: null });
    expect(await confirmPendingOrder(database.db, 902, LATER)).toBe(false);
    expect(await cancelPendingOrder(database.db, 902, LATER)).toBe(false);
    expect((await statusOf(902)).status).toBe('confirmed');
  });

  it('cancels a pending order once; a cancelled order is not confirmed', async () => {
    expect(await cancelPendingOrder(database.db, 903, LATER)).toBe(true);
    expect(await statusOf(903)).toEqual({ status: 'cancelled', paid_at: null, cancelled_at: LATER, pending_messages_json: null });
    expect(await cancelPendingOrder(database.db, 903, LATER)).toBe(false);
    expect(await confirmPendingOrder(database.db, 903, LATER)).toBe(false);
    expect(await ordersPendingPaymentBefore(database.db, LATER, 10)).toEqual([]);
  });
});
