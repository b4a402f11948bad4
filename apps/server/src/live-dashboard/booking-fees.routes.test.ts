import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillBookingFees } from '../db/migrations/0015-booking-fees-in-sales';
import { writeTransaction } from '../db/write-transaction';
import { DASHBOARD_NOW } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';
import { rebuildAllSalesSummaries, refreshSalesSummariesOfReservation } from './sales-summary';

const MONITOR = '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21';
const WEBSITE = 11;

/**
 * A booking fee is money the customer paid for the order: the monitors' total counts it (once per order, with the
 * order's lowest presentation id) and shows it as its own figure.
 */
describe.each(testEngines())('booking fees on the kupa-live monitors on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** A web order of one 45.00 ticket (5.50 service charge) on each presentation, with a booking fee, written as a checkout does. */
  async function orderWithBookingFee(id: number, presentations: number[], bookingFeeAgorot: number): Promise<number> {
    const at = DASHBOARD_NOW.toISOString();
    const ticketsAgorot = 4500 * presentations.length;
    const serviceAgorot = 550 * presentations.length;
    const total = ticketsAgorot + serviceAgorot + bookingFeeAgorot;
    await writeTransaction(t.database.db, t.database.dialect, async (trx) => {
      await trx
        .insertInto('reservations')
        .values({
          id,
          identifier: `FEE-${id}`,
          business_id: 1,
          channel_id: WEBSITE,
          kind: 'tickets',
          status: 'confirmed',
          tickets_agorot: ticketsAgorot,
          service_charge_agorot: serviceAgorot,
          booking_fee_agorot: bookingFeeAgorot,
          total_agorot: total,
          business_date: '2026-11-21',
          paid_at: at,
          edocument_key: `fee-${id}`,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('reservation_tickets')
        .values(
          presentations.map((presentation_id, i) => ({
            id: id * 10 + i,
            reservation_id: id,
            presentation_id,
            seat_id: null,
            ticket_group_id: 1,
            price_policy_id: 1,
            price_agorot: 4500,
            service_charge_agorot: 550,
            ticket_secret: `fee-${id}-${i}`,
            created_at: at,
          })),
        )
        .execute();
      await refreshSalesSummariesOfReservation(trx, id, DASHBOARD_NOW);
    });
    return total / 100;
  }

  it('adds what the customer paid, booking fee included, to the total and shows the fee on its own', async () => {
    const before = (await t.get('cinema', MONITOR)).json();
    const paid = await orderWithBookingFee(901, [5001], 966);
    const after = (await t.get('cinema', MONITOR)).json();
    expect(after.totals.Total - before.totals.Total).toBeCloseTo(paid, 2);
    expect(after.totals.BookingFeesTotal - before.totals.BookingFeesTotal).toBeCloseTo(9.66, 2);
    const web = (body: { channels: Array<{ ChannelId: number; Total: number; BookingFeesTotal: number }> }) =>
      body.channels.find((c) => c.ChannelId === WEBSITE);
    expect((web(after)?.Total ?? 0) - (web(before)?.Total ?? 0)).toBeCloseTo(paid, 2);
    expect(web(after)?.BookingFeesTotal).toBeCloseTo((web(before)?.BookingFeesTotal ?? 0) + 9.66, 2);
  });

  it('counts an order of two presentations once, with the lower presentation id, and a rebuild agrees', async () => {
    const before = (await t.get('cinema', MONITOR)).json();
    const paid = await orderWithBookingFee(902, [5002, 5001], 500);
    const after = (await t.get('cinema', MONITOR)).json();
    expect(after.totals.Total - before.totals.Total).toBeCloseTo(paid, 2);
    const fees = async () =>
      (
        await t.database.db
          .selectFrom('presentation_sales')
          .select(['presentation_id', 'booking_fee_agorot'])
          .where('booking_fee_agorot', '>', 0)
          .orderBy('presentation_id')
          .execute()
      ).map((r) => [r.presentation_id, r.booking_fee_agorot]);
    expect(await fees()).toEqual([[5001, 966 + 500]]);
    await writeTransaction(t.database.db, t.database.dialect, (trx) => rebuildAllSalesSummaries(trx, t.database.dialect, DASHBOARD_NOW));
    expect(await fees()).toEqual([[5001, 966 + 500]]);
  });

  it('fills the fees of orders written before the summaries had them (migration 0015) as the refresh keeps them', async () => {
    const kept = async () => ({
      presentations: await t.database.db
        .selectFrom('presentation_sales')
        .select(['presentation_id', 'booking_fee_agorot'])
        .orderBy('presentation_id')
        .execute(),
      channels: await t.database.db
        .selectFrom('presentation_channel_sales')
        .select(['presentation_id', 'channel_id', 'booking_fee_agorot'])
        .orderBy('presentation_id')
        .orderBy('channel_id')
        .execute(),
    });
    const before = await kept();
    await t.database.db.updateTable('presentation_sales').set({ booking_fee_agorot: 0 }).execute();
    await t.database.db.updateTable('presentation_channel_sales').set({ booking_fee_agorot: 0 }).execute();
    await fillBookingFees(t.database.db);
    expect(await kept()).toEqual(before);
    expect(before.channels.filter((c) => c.booking_fee_agorot > 0)).toEqual([
      { presentation_id: 5001, channel_id: WEBSITE, booking_fee_agorot: 966 + 500 },
    ]);
  });
});
