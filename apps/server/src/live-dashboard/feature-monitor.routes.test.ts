import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

// Figures by hand from testing/live-dashboard-fixture.ts. Drama plays Friday 5006 (3 sold of 10, 120), Saturday 5001
// (5 sold, 3 held of 10; tickets 182, service 10, products 91) and 5004 in Haifa (0 of 8), Sunday 5005 (1 sold, 45 + 5),
// and on 2026-10-01 5009 (outside the window).
describe.each(testEngines())('feature view (v2) API on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('v2/availableFeatures', () => {
    it('lists the features playing in the 29-day window by default', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/v2/availableFeatures')).json();
      expect(body).toEqual({
        startDate: '2026-11-07',
        endDate: '2026-12-05',
        features: [
          {
            FeatureId: 2,
            Name: 'Comedy',
            FeatureCategoryId: 2,
            BusinessId: 1,
            Presentations: 2,
            FirstDate: '2026-11-21',
            LastDate: '2026-11-21',
          },
          {
            FeatureId: 1,
            Name: 'Drama',
            FeatureCategoryId: 1,
            BusinessId: 1,
            Presentations: 4,
            FirstDate: '2026-11-20',
            LastDate: '2026-11-22',
          },
        ],
      });
    });

    it('takes a range and a location, and shows the manager both businesses', async () => {
      const october = (await t.get('cinema', '/api/kupa-live/v2/availableFeatures?startDate=2026-10-01&endDate=2026-10-31')).json();
      expect(october.features).toEqual([expect.objectContaining({ FeatureId: 1, Presentations: 1, FirstDate: '2026-10-01' })]);
      const haifa = (await t.get('cinema', '/api/kupa-live/v2/availableFeatures?locationId=11')).json();
      expect(haifa.features).toEqual([expect.objectContaining({ FeatureId: 1, Presentations: 1 })]);
      const manager = (await t.get('manager', '/api/kupa-live/v2/availableFeatures')).json();
      expect(manager.features.map((f: { Name: string; Presentations: number }) => [f.Name, f.Presentations])).toEqual([
        ['Comedy', 2],
        ['Drama', 4],
        ['Hamlet', 2],
      ]);
      expect((await t.get('cinema', '/api/kupa-live/v2/availableFeatures?locationId=20')).statusCode).toBe(403);
      expect(
        (await t.get('cinema', '/api/kupa-live/v2/availableFeatures?startDate=2026-12-01&endDate=2026-11-01')).json().error.details,
      ).toEqual({ field: 'querystring.endDate', reason: 'beforeFrom' });
    });
  });

  describe('v2/featureData', () => {
    it('answers one feature by day and by location', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/v2/featureData?featureId=1&startDate=2026-11-20&endDate=2026-11-22')).json();
      expect(body.feature).toEqual({ FeatureId: 1, Name: 'Drama', FeatureCategoryId: 1, BusinessId: 1 });
      expect(body.totals).toMatchObject({
        Presentations: 4,
        Capacity: 38,
        SoldQuantity: 9,
        HeldQuantity: 3,
        TicketsTotal: 347,
        ServiceChargeTotal: 15,
        ProductsTotal: 91,
        Total: 453,
      });
      expect(
        body.days.map((d: { BusinessDate: string; Capacity: number; SoldQuantity: number }) => [
          d.BusinessDate,
          d.Capacity,
          d.SoldQuantity,
        ]),
      ).toEqual([
        ['2026-11-20', 10, 3],
        ['2026-11-21', 18, 5],
        ['2026-11-22', 10, 1],
      ]);
      expect(
        body.locations.map(
          (l: { LocationName: string; Presentations: number; Capacity: number; SoldQuantity: number; HeldQuantity: number }) => [
            l.LocationName,
            l.Presentations,
            l.Capacity,
            l.SoldQuantity,
            l.HeldQuantity,
          ],
        ),
      ).toEqual([
        ['Tel Aviv', 3, 30, 9, 3],
        ['Haifa', 1, 8, 0, 0],
      ]);
    });

    it("needs a feature of the user's businesses", async () => {
      expect((await t.get('cinema', '/api/kupa-live/v2/featureData')).json().error).toMatchObject({
        error: 'VALIDATION_ERROR',
        details: { field: 'querystring.featureId' },
      });
      expect((await t.get('cinema', '/api/kupa-live/v2/featureData?featureId=999')).json().error.error).toBe('FEATURE_NOT_FOUND');
      expect((await t.get('cinema', '/api/kupa-live/v2/featureData?featureId=20')).statusCode).toBe(403);
      expect((await t.get('manager', '/api/kupa-live/v2/featureData?featureId=20')).json().totals).toMatchObject({
        Presentations: 2,
        SoldQuantity: 4,
      });
    });
  });

  describe('v2/availablePresentations', () => {
    it("lists a feature's presentations in start order", async () => {
      const body = (await t.get('cinema', '/api/kupa-live/v2/availablePresentations?featureId=1')).json();
      expect(body).toMatchObject({ startDate: '2026-11-07', endDate: '2026-12-05', featureId: 1, page: 1, pageSize: 25, totalRows: 4 });
      expect(body.presentations.map((p: { PresentationId: number }) => p.PresentationId)).toEqual([5006, 5004, 5001, 5005]);
      const second = (await t.get('cinema', '/api/kupa-live/v2/availablePresentations?featureId=1&pageSize=3&page=2')).json();
      expect(second).toMatchObject({ totalRows: 4, page: 2 });
      expect(second.presentations.map((p: { PresentationId: number }) => p.PresentationId)).toEqual([5005]);
      expect(body.presentations[1]).toEqual({
        PresentationId: 5004,
        BusinessDate: '2026-11-21',
        PresentationDateTime: '2026-11-21 19:00',
        StartsAt: '2026-11-21T17:00:00.000Z',
        VenueId: 110,
        VenueName: 'Haifa 1',
        LocationId: 11,
        LocationName: 'Haifa',
      });
    });
  });

  describe('v2/presentationData', () => {
    it('answers one presentation with its sales per ticket type, channel and product', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/v2/presentationData?presentationId=5001')).json();
      expect(body.presentation).toMatchObject({
        PresentationId: 5001,
        Capacity: 10,
        SoldQuantity: 5,
        HeldQuantity: 3,
        TakenRatio: 0.8,
        Total: 283,
      });
      expect(body.ticketTypes).toEqual([
        { PricePolicyId: 1, TicketName: 'Regular', Kind: 'regular', SoldQuantity: 2, TicketsTotal: 90 },
        { PricePolicyId: 2, TicketName: 'Senior', Kind: 'senior', SoldQuantity: 1, TicketsTotal: 32 },
        { PricePolicyId: 3, TicketName: 'Hotel guest', Kind: 'hotel', SoldQuantity: 2, TicketsTotal: 60 },
      ]);
      expect(
        body.channels.map((c: { ChannelId: number; SoldQuantity: number; Total: number }) => [c.ChannelId, c.SoldQuantity, c.Total]),
      ).toEqual([
        [12, 3, 120],
        [11, 2, 163],
      ]);
      expect(body.products).toEqual([
        { ProductId: 1, ProductName: 'Popcorn', Category: 'snack', Quantity: 2, Total: 48 },
        { ProductId: 3, ProductName: 'Nachos', Category: 'snack', Quantity: 1, Total: 28 },
        { ProductId: 2, ProductName: 'Drink', Category: 'drink', Quantity: 1, Total: 15 },
      ]);
    });

    it("answers PRESENTATION_NOT_FOUND for unknown, video-on-demand and called-off presentations, FORBIDDEN for another business's", async () => {
      for (const id of [99999, 5007, 5008]) {
        const res = await t.get('cinema', `/api/kupa-live/v2/presentationData?presentationId=${id}`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json().error).toMatchObject({ error: 'PRESENTATION_NOT_FOUND', message: 'No event found' });
      }
      expect((await t.get('cinema', '/api/kupa-live/v2/presentationData?presentationId=6001')).statusCode).toBe(403);
      expect((await t.get('cinema', '/api/kupa-live/v2/presentationData?presentationId=abc')).statusCode).toBe(400);
    });
  });
});
