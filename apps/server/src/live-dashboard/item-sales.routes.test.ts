import type { ItemOrderKind, ReservationStatus } from '@kupa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../db/write-transaction';
import { DASHBOARD, DASHBOARD_NOW } from '../testing/live-dashboard-fixture';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';
import { rebuildAllSalesSummaries, refreshSalesSummariesOfReservation } from './sales-summary';

const MONITOR = '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21';
const { cinemaPos: POS, cinemaWeb: WEB } = DASHBOARD.channels;

interface Channel {
  ChannelId: number;
  ItemOrders: number;
  ItemsTotal: number;
  Total: number;
}

/**
 * Gift vouchers, memberships and donations have no presentation: the cinema monitor counts them per channel (sales
 * by POS) and per kind, once confirmed, never while their payment is pending nor after they are cancelled.
 */
describe.each(testEngines())('item orders on the kupa-live monitors on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => t?.dispose());

  /** An order of items as the checkout writes it (kind, other_agorot = the items' total), its summaries refreshed. */
  async function itemOrder(
    id: number,
    kind: ItemOrderKind,
    agorot: number,
    channelId: number | null,
    status: ReservationStatus = 'confirmed',
  ) {
    const at = DASHBOARD_NOW.toISOString();
    await writeTransaction(t.database.db, t.database.dialect, async (trx) => {
      await trx
        .insertInto('reservations')
        .values({
          id,
          identifier: `ITM-${id}`,
          business_id: DASHBOARD.businesses.cinema,
          channel_id: channelId,
          kind,
          status,
          other_agorot: agorot,
          total_agorot: agorot,
          business_date: '2026-11-21',
          paid_at: status === 'confirmed' ? at : null,
          edocument_key: `itm-${id}`,
          created_at: at,
        })
        .execute();
      await refreshSalesSummariesOfReservation(trx, id, DASHBOARD_NOW);
    });
  }

  async function setStatus(id: number, status: ReservationStatus) {
    await writeTransaction(t.database.db, t.database.dialect, async (trx) => {
      await trx.updateTable('reservations').set({ status }).where('id', '=', id).execute();
      await refreshSalesSummariesOfReservation(trx, id, DASHBOARD_NOW);
    });
  }

  const monitor = async () => (await t.get('cinema', MONITOR)).json();
  const channel = (body: { channels: Channel[] }, id: number) => body.channels.find((c) => c.ChannelId === id);

  it('adds a confirmed donation, gift voucher and video title to their channel in sales by POS, and the kinds to the monitor', async () => {
    const before = await monitor();
    expect(before.items).toEqual([
      { Kind: 'vouchers', Orders: 0, Total: 0 },
      { Kind: 'memberships', Orders: 0, Total: 0 },
      { Kind: 'donations', Orders: 0, Total: 0 },
      { Kind: 'vod', Orders: 0, Total: 0 },
    ]);
    expect(channel(before, POS)).toMatchObject({ ItemOrders: 0, ItemsTotal: 0 });
    await itemOrder(801, 'donations', 18000, POS);
    await itemOrder(802, 'vouchers', 10000, POS);
    await itemOrder(803, 'memberships', 25000, WEB);
    await itemOrder(899, 'vod', 3900, WEB);
    const after = await monitor();
    expect(channel(after, POS)).toMatchObject({ ItemOrders: 2, ItemsTotal: 280, Total: (channel(before, POS)?.Total ?? 0) + 280 });
    expect(channel(after, WEB)).toMatchObject({ ItemOrders: 2, ItemsTotal: 289, Total: (channel(before, WEB)?.Total ?? 0) + 289 });
    expect(after.items).toEqual([
      { Kind: 'vouchers', Orders: 1, Total: 100 },
      { Kind: 'memberships', Orders: 1, Total: 250 },
      { Kind: 'donations', Orders: 1, Total: 180 },
      { Kind: 'vod', Orders: 1, Total: 39 },
    ]);
    // Tickets and concessions are the presentations' own: item orders do not change them.
    expect(after.totals).toEqual(before.totals);
    expect(after.concessions).toEqual(before.concessions);
  });

  it('shows an order without a channel under channel 0, and none in a location, on another date or business', async () => {
    await itemOrder(804, 'donations', 3600, null);
    const body = await monitor();
    expect(channel(body, 0)).toMatchObject({ ChannelId: 0, Kind: 'other', SoldQuantity: 0, ItemOrders: 1, ItemsTotal: 36, Total: 36 });
    const telAviv = (await t.get('cinema', `${MONITOR}&locationId=${DASHBOARD.locations.telAviv}`)).json();
    expect(telAviv.channels.every((c: Channel) => c.ItemOrders === 0)).toBe(true);
    expect(telAviv.items.every((k: { Orders: number }) => k.Orders === 0)).toBe(true);
    const tomorrow = (await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-22')).json();
    expect(tomorrow.items.every((k: { Orders: number }) => k.Orders === 0)).toBe(true);
    const theatre = (await t.get('theatre', MONITOR)).json();
    expect(theatre.items.every((k: { Orders: number }) => k.Orders === 0)).toBe(true);
  });

  it("counts a voucher order's products in the concessions and top products, as a ticket order's; a rebuild agrees", async () => {
    const before = await monitor();
    const atTelAviv = async () => (await t.get('cinema', `${MONITOR}&locationId=${DASHBOARD.locations.telAviv}`)).json().concessions;
    const telAvivBefore = await atTelAviv();
    const { popcorn, drink } = DASHBOARD.products;
    await writeTransaction(t.database.db, t.database.dialect, async (trx) => {
      const at = DASHBOARD_NOW.toISOString();
      await trx
        .insertInto('reservations')
        .values({
          id: 806,
          identifier: 'ITM-806',
          business_id: DASHBOARD.businesses.cinema,
          channel_id: WEB,
          kind: 'vouchers',
          status: 'confirmed',
          other_agorot: 10000,
          products_agorot: 2 * 2400 + 1500,
          total_agorot: 10000 + 2 * 2400 + 1500,
          business_date: '2026-11-21',
          paid_at: at,
          edocument_key: 'itm-806',
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('reservation_products')
        .values([
          {
            id: 9806,
            reservation_id: 806,
            presentation_id: null,
            product_id: popcorn,
            ticket_id: null,
            quantity: 2,
            unit_price_agorot: 2400,
          },
          {
            id: 9807,
            reservation_id: 806,
            presentation_id: null,
            product_id: drink,
            ticket_id: null,
            quantity: 1,
            unit_price_agorot: 1500,
          },
        ])
        .execute();
      await refreshSalesSummariesOfReservation(trx, 806, DASHBOARD_NOW);
    });
    const after = await monitor();
    expect(after.concessions.Quantity).toBe(before.concessions.Quantity + 3);
    expect(after.concessions.Total).toBeCloseTo(before.concessions.Total + 63, 2);
    const category = (body: typeof before, name: string) =>
      body.concessions.categories.find((c: { Category: string }) => c.Category === name) ?? { Quantity: 0, Total: 0 };
    expect(category(after, 'snack').Quantity).toBe(category(before, 'snack').Quantity + 2);
    expect(category(after, 'drink').Quantity).toBe(category(before, 'drink').Quantity + 1);
    const top = (body: typeof before) => body.topProducts.find((p: { ProductId: number }) => p.ProductId === popcorn)?.Quantity ?? 0;
    expect(top(after)).toBe(top(before) + 2);
    // Tickets stay the presentations' own; a location's monitor has no item orders (as the item sales).
    expect(after.totals).toEqual(before.totals);
    expect(await atTelAviv()).toEqual(telAvivBefore);

    // Cancelled, the products count no more; a rebuild agrees with the refreshed rows.
    await setStatus(806, 'cancelled');
    expect((await monitor()).concessions).toEqual(before.concessions);
    await setStatus(806, 'confirmed');
    const rows = () =>
      t.database.db
        .selectFrom('item_order_product_sales')
        .select(['business_id', 'business_date', 'product_id', 'quantity', 'agorot'])
        .where('quantity', '>', 0)
        .orderBy(['business_id', 'business_date', 'product_id'])
        .execute();
    const refreshed = await rows();
    expect(refreshed).toEqual([
      { business_id: DASHBOARD.businesses.cinema, business_date: '2026-11-21', product_id: popcorn, quantity: 2, agorot: 4800 },
      { business_id: DASHBOARD.businesses.cinema, business_date: '2026-11-21', product_id: drink, quantity: 1, agorot: 1500 },
    ]);
    await writeTransaction(t.database.db, t.database.dialect, (trx) => rebuildAllSalesSummaries(trx, t.database.dialect, DASHBOARD_NOW));
    expect(await rows()).toEqual(refreshed);
    expect((await monitor()).concessions).toEqual(after.concessions);
  });

  it('counts an order only once it is confirmed, and no more once it is cancelled; a rebuild agrees', async () => {
    const donations = async () => (await monitor()).items.find((k: { Kind: string }) => k.Kind === 'donations');
    const start = await donations();
    await itemOrder(805, 'donations', 5000, POS, 'pending_payment');
    expect(await donations()).toEqual(start);
    await setStatus(805, 'confirmed');
    expect(await donations()).toEqual({ Kind: 'donations', Orders: start.Orders + 1, Total: start.Total + 50 });
    await setStatus(801, 'cancelled');
    const afterCancel = await donations();
    expect(afterCancel).toEqual({ Kind: 'donations', Orders: start.Orders, Total: start.Total + 50 - 180 });

    const rows = () =>
      t.database.db
        .selectFrom('item_order_sales')
        .select(['business_id', 'business_date', 'channel_id', 'kind', 'orders', 'agorot'])
        .where('orders', '>', 0)
        .orderBy(['business_id', 'business_date', 'channel_id', 'kind'])
        .execute();
    const refreshed = await rows();
    await writeTransaction(t.database.db, t.database.dialect, (trx) => rebuildAllSalesSummaries(trx, t.database.dialect, DASHBOARD_NOW));
    expect(await rows()).toEqual(refreshed);
    expect(await donations()).toEqual(afterCancel);
  });
});
