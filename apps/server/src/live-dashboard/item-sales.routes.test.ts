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

  it('adds a confirmed donation and gift voucher to their channel in sales by POS, and the kinds to the monitor', async () => {
    const before = await monitor();
    expect(before.items).toEqual([
      { Kind: 'vouchers', Orders: 0, Total: 0 },
      { Kind: 'memberships', Orders: 0, Total: 0 },
      { Kind: 'donations', Orders: 0, Total: 0 },
    ]);
    expect(channel(before, POS)).toMatchObject({ ItemOrders: 0, ItemsTotal: 0 });
    await itemOrder(801, 'donations', 18000, POS);
    await itemOrder(802, 'vouchers', 10000, POS);
    await itemOrder(803, 'memberships', 25000, WEB);
    const after = await monitor();
    expect(channel(after, POS)).toMatchObject({ ItemOrders: 2, ItemsTotal: 280, Total: (channel(before, POS)?.Total ?? 0) + 280 });
    expect(channel(after, WEB)).toMatchObject({ ItemOrders: 1, ItemsTotal: 250, Total: (channel(before, WEB)?.Total ?? 0) + 250 });
    expect(after.items).toEqual([
      { Kind: 'vouchers', Orders: 1, Total: 100 },
      { Kind: 'memberships', Orders: 1, Total: 250 },
      { Kind: 'donations', Orders: 1, Total: 180 },
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
