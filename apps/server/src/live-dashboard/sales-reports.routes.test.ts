import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

// Figures by hand from testing/live-dashboard-fixture.ts; see attendance.routes.test.ts for Saturday's presentations.
const ids = (rows: Array<{ PresentationId: number }>) => rows.map((r) => r.PresentationId);

describe.each(testEngines())('sales monitors API on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('locationTicketSales', () => {
    it('answers the page metadata at both spellings of the path', async () => {
      for (const url of ['/api/kupa-live/locationTicketSales', '/api/kupa-live/locationTicketSales/']) {
        const res = await t.get('cinema', url);
        expect(res.statusCode, url).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ today: '2026-11-21', rowsPerPageOptions: [10, 25, 50, 100], defaultRowsPerPage: 25 });
        expect(body.days).toHaveLength(29);
        expect(body.locations.map((l: { LocationId: number }) => l.LocationId)).toEqual([10, 11]);
      }
    });

    it('answers every location for location 0, highest total first, and one location otherwise', async () => {
      const all = (await t.get('cinema', '/api/kupa-live/locationTicketSales/data/2026-11-21/0')).json();
      expect(all.locationId).toBe(0);
      expect(
        all.rows.map((r: { LocationId: number; Total: number; SoldQuantity: number }) => [r.LocationId, r.SoldQuantity, r.Total]),
      ).toEqual([
        [10, 13, 712],
        [11, 0, 0],
      ]);
      expect(all.totals).toMatchObject({ SoldQuantity: 13, TicketsTotal: 542, ServiceChargeTotal: 25, ProductsTotal: 145, Total: 712 });
      const manager = (await t.get('manager', '/api/kupa-live/locationTicketSales/data/2026-11-21/0')).json();
      expect(manager.rows.map((r: { LocationId: number; Total: number }) => [r.LocationId, r.Total])).toEqual([
        [10, 712],
        [20, 500],
        [11, 0],
      ]);
      const haifa = (await t.get('cinema', '/api/kupa-live/locationTicketSales/data/2026-11-21/11')).json();
      expect(haifa.rows).toEqual([expect.objectContaining({ LocationId: 11, LocationName: 'Haifa', Capacity: 8, SoldQuantity: 0 })]);
    });

    it("refuses the theatre's location to a cinema user and answers an unknown one", async () => {
      expect((await t.get('cinema', '/api/kupa-live/locationTicketSales/data/2026-11-21/20')).statusCode).toBe(403);
      expect((await t.get('cinema', '/api/kupa-live/locationTicketSales/data/2026-11-21/999')).json().error.error).toBe(
        'LOCATION_NOT_FOUND',
      );
      expect((await t.get('cinema', '/api/kupa-live/locationTicketSales/data/2026-11-31/0')).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'params.date' },
      });
    });
  });

  describe('featureTicketSales', () => {
    it('answers the page metadata with the features playing in the window', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/featureTicketSales')).json();
      expect(body.features.map((f: { Name: string }) => f.Name)).toEqual(['Comedy', 'Drama']);
      expect(body.rowsPerPageOptions).toEqual([10, 25, 50, 100]);
    });

    it('answers sales per feature, best selling first', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21')).json();
      expect(body.isByLocation).toBe(false);
      expect(body.rows).toEqual([
        expect.objectContaining({
          FeatureId: 2,
          FeatureName: 'Comedy',
          LocationId: null,
          LocationName: null,
          Presentations: 2,
          Capacity: 60,
          SoldQuantity: 8,
          HeldQuantity: 1,
          TicketsTotal: 360,
          Total: 429,
        }),
        // Drama: 5001 (5 sold, 3 held of 10) and Haifa's 5004 (nothing of 8).
        expect.objectContaining({
          FeatureId: 1,
          FeatureName: 'Drama',
          Presentations: 2,
          Capacity: 18,
          SoldQuantity: 5,
          HeldQuantity: 3,
          SoldPercent: 28,
          HeldPercent: 17,
          TakenRatio: 0.444,
          TicketsTotal: 182,
          Total: 283,
        }),
      ]);
    });

    it('splits by location and filters by location and feature', async () => {
      const byLocation = (await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?isByLocation=true')).json();
      expect(
        byLocation.rows.map((r: { FeatureId: number; LocationId: number; LocationName: string; SoldQuantity: number }) => [
          r.FeatureId,
          r.LocationId,
          r.LocationName,
          r.SoldQuantity,
        ]),
      ).toEqual([
        [2, 10, 'Tel Aviv', 8],
        [1, 10, 'Tel Aviv', 5],
        [1, 11, 'Haifa', 0],
      ]);
      const haifa = (await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?locationId=11&isByLocation=1')).json();
      expect(haifa.rows).toEqual([expect.objectContaining({ FeatureId: 1, LocationId: 11, Capacity: 8, SoldQuantity: 0 })]);
      const comedy = (await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?featureId=2&locationId=10')).json();
      expect(comedy.rows.map((r: { FeatureId: number }) => r.FeatureId)).toEqual([2]);
      expect(comedy.totals).toMatchObject({ Presentations: 2, SoldQuantity: 8 });
    });

    it("refuses another business's feature and a malformed flag", async () => {
      expect((await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?featureId=20')).statusCode).toBe(403);
      expect((await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?featureId=999')).json().error.error).toBe(
        'FEATURE_NOT_FOUND',
      );
      expect((await t.get('cinema', '/api/kupa-live/featureTicketSales/data/2026-11-21?isByLocation=maybe')).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.isByLocation' },
      });
    });
  });

  describe('monitors/PresentationSales/data', () => {
    it('pages the presentations of a range in start order, with totals over the whole range', async () => {
      const pages = await Promise.all(
        [1, 2, 3, 4].map((page) =>
          t.get('cinema', `/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&page=${page}&pageSize=2`),
        ),
      );
      const bodies = pages.map((p) => p.json());
      expect(bodies.map((b) => ids(b.rows))).toEqual([[5006, 5002], [5004, 5001], [5003, 5005], []]);
      for (const b of bodies) {
        expect(b).toMatchObject({ startDate: '2026-11-20', endDate: '2026-11-22', pageSize: 2, totalRows: 6 });
        expect(b.totals).toMatchObject({ Presentations: 6, Capacity: 98, SoldQuantity: 17, HeldQuantity: 4, Total: 882 });
      }
      expect(bodies[0].rows[0]).toMatchObject({
        PresentationId: 5006,
        PresentationDateTime: '2026-11-20 20:00',
        LocationName: 'Tel Aviv',
        VenueName: 'Hall 1',
        FeatureName: 'Drama',
        SoldQuantity: 3,
        TicketsTotal: 120,
      });
      const firstPage = (
        await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22')
      ).json();
      expect(firstPage).toMatchObject({ page: 1, pageSize: 25 });
      expect(firstPage.rows).toHaveLength(6);
    });

    it('filters by feature and location', async () => {
      const drama = (
        await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&featureId=1')
      ).json();
      expect(ids(drama.rows)).toEqual([5006, 5004, 5001, 5005]);
      const haifa = (
        await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&locationId=11')
      ).json();
      expect(ids(haifa.rows)).toEqual([5004]);
    });

    it('answers bad parameters with VALIDATION_ERROR and foreign filters with FORBIDDEN', async () => {
      const backwards = await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-22&endDate=2026-11-20');
      expect(backwards.json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.endDate', reason: 'beforeFrom' },
      });
      expect((await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?endDate=2026-11-20')).json().error.details).toEqual({
        field: 'querystring.startDate',
      });
      expect(
        (await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&pageSize=0'))
          .statusCode,
      ).toBe(400);
      expect(
        (await t.get('cinema', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&locationId=20'))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.get('theatre', '/api/kupa-live/monitors/PresentationSales/data?startDate=2026-11-20&endDate=2026-11-22&businessIds=1'))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('monitors/CinemaMonitor/data', () => {
    it("answers the date's totals, seven days, halls and films", async () => {
      const body = (await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21')).json();
      expect(body.totals).toMatchObject({
        Presentations: 4,
        Capacity: 78,
        SoldQuantity: 13,
        HeldQuantity: 4,
        TakenRatio: 0.218,
        Total: 712,
      });
      expect(body.days.map((d: { BusinessDate: string; SoldQuantity: number }) => [d.BusinessDate, d.SoldQuantity])).toEqual([
        ['2026-11-15', 0],
        ['2026-11-16', 0],
        ['2026-11-17', 0],
        ['2026-11-18', 0],
        ['2026-11-19', 0],
        ['2026-11-20', 3],
        ['2026-11-21', 13],
      ]);
      expect(
        body.venues.map((v: { VenueId: number; SoldQuantity: number; HeldQuantity: number }) => [
          v.VenueId,
          v.SoldQuantity,
          v.HeldQuantity,
        ]),
      ).toEqual([
        [100, 8, 4],
        [101, 5, 0],
        [110, 0, 0],
      ]);
      expect(
        body.features.map((f: { FeatureName: string; SoldQuantity: number; Capacity: number }) => [
          f.FeatureName,
          f.SoldQuantity,
          f.Capacity,
        ]),
      ).toEqual([
        ['Comedy', 8, 60],
        ['Drama', 5, 18],
      ]);
    });

    it('answers concessions, the top products and sales by channel, without the cancelled order', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21')).json();
      // Popcorn 2 (R1) + 1 (R5) = 72; nachos 1 = 28; drinks 1 (R1) + 2 (R4) = 45. R3's three popcorns do not count.
      expect(body.concessions).toEqual({
        Quantity: 7,
        Total: 145,
        categories: [
          { Category: 'snack', Quantity: 4, Total: 100 },
          { Category: 'drink', Quantity: 3, Total: 45 },
        ],
      });
      expect(body.topProducts).toEqual([
        { ProductId: 1, ProductName: 'Popcorn', Category: 'snack', Quantity: 3, Total: 72 },
        { ProductId: 2, ProductName: 'Drink', Category: 'drink', Quantity: 3, Total: 45 },
        { ProductId: 3, ProductName: 'Nachos', Category: 'snack', Quantity: 1, Total: 28 },
      ]);
      expect(body.channels).toEqual([
        // Box office: R2 (senior 32 + 2 hotel 30, nachos 28) and R5 (5 x 45, popcorn 24).
        {
          ChannelId: 12,
          ChannelName: 'Box office 1',
          Kind: 'pos',
          SoldQuantity: 8,
          TicketsTotal: 317,
          ServiceChargeTotal: 0,
          ProductsQuantity: 2,
          ProductsTotal: 52,
          BookingFeesTotal: 0,
          ItemOrders: 0,
          ItemsTotal: 0,
          Total: 369,
        },
        {
          ChannelId: 11,
          ChannelName: 'Website',
          Kind: 'web',
          SoldQuantity: 2,
          TicketsTotal: 90,
          ServiceChargeTotal: 10,
          ProductsQuantity: 3,
          ProductsTotal: 63,
          BookingFeesTotal: 0,
          ItemOrders: 0,
          ItemsTotal: 0,
          Total: 163,
        },
        {
          ChannelId: 13,
          ChannelName: 'Kiosk',
          Kind: 'kiosk',
          SoldQuantity: 3,
          TicketsTotal: 135,
          ServiceChargeTotal: 15,
          ProductsQuantity: 2,
          ProductsTotal: 30,
          BookingFeesTotal: 0,
          ItemOrders: 0,
          ItemsTotal: 0,
          Total: 180,
        },
      ]);
    });

    it('puts orders without a channel under channel 0 and keeps each business to itself', async () => {
      const friday = (await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-20')).json();
      expect(friday.channels).toEqual([
        {
          ChannelId: 0,
          ChannelName: '',
          Kind: 'other',
          SoldQuantity: 3,
          TicketsTotal: 120,
          ServiceChargeTotal: 0,
          ProductsQuantity: 0,
          ProductsTotal: 0,
          BookingFeesTotal: 0,
          ItemOrders: 0,
          ItemsTotal: 0,
          Total: 120,
        },
      ]);
      const theatre = (await t.get('theatre', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21')).json();
      expect(theatre.channels.map((c: { ChannelName: string; Total: number }) => [c.ChannelName, c.Total])).toEqual([
        ['Theatre box office', 500],
      ]);
      expect(theatre.topProducts.map((p: { ProductName: string }) => p.ProductName)).toEqual(['Programme']);
      const haifa = (await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21&locationId=11')).json();
      expect(haifa.totals).toMatchObject({ Presentations: 1, Capacity: 8, SoldQuantity: 0 });
      expect(haifa.channels).toEqual([]);
      expect((await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data?date=2026-11-21&locationId=20')).statusCode).toBe(403);
      expect((await t.get('cinema', '/api/kupa-live/monitors/CinemaMonitor/data')).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.date' },
      });
    });
  });
});
