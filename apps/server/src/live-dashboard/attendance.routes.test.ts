import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardTestApp, type DashboardTestApp } from '../testing/live-dashboard-test-app';
import { testEngines } from '../testing/test-database';

// Expected figures are computed by hand from the fixture (testing/live-dashboard-fixture.ts). Saturday 2026-11-21
// at the cinema: 5001 Drama, Hall 1 (10 seats): sold 2 (R1) + 3 (R2) = 5, held 2 (hold order R6) + 1 live hold = 3,
// tickets 2x45 + 32 + 2x30 = 182, service 2x5 = 10, products popcorn 2x24 + drink 15 + nachos 28 = 91 (4 items).
// 5002 Comedy, Hall 1: sold 3 (R4, one ticket cancelled), held 1 live hold, tickets 135, service 15, drinks 2 = 30.
// 5003 Comedy, open hall (50): sold 5 (R5), tickets 225, popcorn 1 = 24. 5004 Drama, Haifa 1 (8): nothing (its
// hold order lapsed). R3 (cancelled), the expired hold, the video-on-demand and the called-off show count nowhere.
const SATURDAY_CINEMA = {
  Presentations: 4,
  Capacity: 78,
  SoldQuantity: 13,
  HeldQuantity: 4,
  FreeQuantity: 61,
  SoldPercent: 17, // 13/78 = 16.7%
  HeldPercent: 5, // 4/78 = 5.1%
  TakenPercent: 22, // 17/78 = 21.8%
  TakenRatio: 0.218,
  TicketsTotal: 542,
  ServiceChargeTotal: 25,
  ProductsQuantity: 7,
  ProductsTotal: 145,
  BookingFeesTotal: 0,
  Total: 712,
};

describe.each(testEngines())('attendance API on %s', (engine) => {
  let t: DashboardTestApp;
  beforeAll(async () => {
    t = await createDashboardTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  describe('GET attendanceByDate/{from}/{to}', () => {
    it('answers every date of the range with hand-computed figures', async () => {
      const res = await t.get('cinema', '/api/kupa-live/attendanceByDate/2026-11-20/2026-11-22');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.days.map((d: { BusinessDate: string }) => d.BusinessDate)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
      // Friday: 5006 sold 2 regular + 1 hotel (R8) = 3 of 10, 90 + 30 = 120.
      expect(body.days[0]).toEqual({
        BusinessDate: '2026-11-20',
        Weekday: 5,
        IsWeekend: true,
        Presentations: 1,
        Capacity: 10,
        SoldQuantity: 3,
        HeldQuantity: 0,
        FreeQuantity: 7,
        SoldPercent: 30,
        HeldPercent: 0,
        TakenPercent: 30,
        TakenRatio: 0.3,
        TicketsTotal: 120,
        ServiceChargeTotal: 0,
        ProductsQuantity: 0,
        ProductsTotal: 0,
        BookingFeesTotal: 0,
        Total: 120,
      });
      expect(body.days[1]).toEqual({ BusinessDate: '2026-11-21', Weekday: 6, IsWeekend: true, ...SATURDAY_CINEMA });
      // Sunday: 5005 sold 1 regular 45 + 5 service.
      expect(body.days[2]).toMatchObject({
        Weekday: 0,
        IsWeekend: false,
        Presentations: 1,
        Capacity: 10,
        SoldQuantity: 1,
        SoldPercent: 10,
        TicketsTotal: 45,
        ServiceChargeTotal: 5,
        Total: 50,
      });
      expect(body.totals).toMatchObject({
        Presentations: 6,
        Capacity: 98,
        SoldQuantity: 17,
        HeldQuantity: 4,
        TicketsTotal: 707,
        ServiceChargeTotal: 30,
        ProductsTotal: 145,
        Total: 882,
      });
    });

    it('shows the manager both businesses and narrows to the requested ones', async () => {
      const both = (await t.get('manager', '/api/kupa-live/attendanceByDate/2026-11-21/2026-11-21')).json();
      // Plus Hamlet 6001 (20 seats): 3 regular 120 + 1 hotel 100 sold, 1 live hold, programmes 2x20.
      expect(both.days[0]).toMatchObject({
        Presentations: 5,
        Capacity: 98,
        SoldQuantity: 17,
        HeldQuantity: 5,
        SoldPercent: 17,
        HeldPercent: 5,
        TakenRatio: 0.224,
        TicketsTotal: 1002,
        ProductsQuantity: 9,
        ProductsTotal: 185,
        Total: 1212,
      });
      const theatre = (await t.get('manager', '/api/kupa-live/attendanceByDate/2026-11-21/2026-11-21?businessIds=2')).json();
      expect(theatre.days[0]).toMatchObject({
        Presentations: 1,
        Capacity: 20,
        SoldQuantity: 4,
        HeldQuantity: 1,
        SoldPercent: 20,
        HeldPercent: 5,
        TakenRatio: 0.25,
        TicketsTotal: 460,
        ProductsTotal: 40,
        Total: 500,
      });
      expect((await t.get('theatre', '/api/kupa-live/attendanceByDate/2026-11-21/2026-11-21')).json().days[0]).toEqual(theatre.days[0]);
    });

    it("refuses another business's data with FORBIDDEN", async () => {
      const res = await t.get('cinema', '/api/kupa-live/attendanceByDate/2026-11-21/2026-11-21?businessIds=1,2');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: { error: 'FORBIDDEN', message: 'You are not allowed to see this data', details: { field: 'businessIds', id: 2 } },
      });
    });

    it('answers bad ranges with VALIDATION_ERROR naming the parameter and the reason, in the asked language', async () => {
      const backwards = await t.get('cinema', '/api/kupa-live/attendanceByDate/2026-11-22/2026-11-20');
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().error).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'Please check the entered data',
        details: { field: 'params.to', reason: 'beforeFrom' },
      });
      const long = await t.get('cinema', '/api/kupa-live/attendanceByDate/2026-01-01/2027-01-02?lang=he');
      expect(long.json().error).toEqual({
        error: 'VALIDATION_ERROR',
        message: 'נא לבדוק את הנתונים שהוזנו',
        details: { field: 'params.to', reason: 'tooLong', maxDays: 366 },
      });
      expect((await t.get('cinema', '/api/kupa-live/attendanceByDate/2026-01-01/2026-12-31')).statusCode).toBe(200);
      for (const bad of ['2026-13-01', '2026-02-30', '21-11-2026', 'today']) {
        const res = await t.get('cinema', `/api/kupa-live/attendanceByDate/${bad}/2026-12-01`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'params.from' } });
      }
    });
  });

  describe('GET attendanceByDateByLocation/{date}', () => {
    it('answers each location with presentations that day', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/attendanceByDateByLocation/2026-11-21')).json();
      expect(body.totals).toEqual(SATURDAY_CINEMA);
      expect(body.locations).toEqual([
        // 5001 + 5002 + 5003: 20 + 50 seats; 13 sold (18.6%), 4 held (5.7%), 17/70 = 0.243.
        {
          LocationId: 10,
          LocationName: 'Tel Aviv',
          BusinessId: 1,
          Presentations: 3,
          Capacity: 70,
          SoldQuantity: 13,
          HeldQuantity: 4,
          FreeQuantity: 53,
          SoldPercent: 19,
          HeldPercent: 6,
          TakenPercent: 24,
          TakenRatio: 0.243,
          TicketsTotal: 542,
          ServiceChargeTotal: 25,
          ProductsQuantity: 7,
          ProductsTotal: 145,
          BookingFeesTotal: 0,
          Total: 712,
        },
        {
          LocationId: 11,
          LocationName: 'Haifa',
          BusinessId: 1,
          Presentations: 1,
          Capacity: 8,
          SoldQuantity: 0,
          HeldQuantity: 0,
          FreeQuantity: 8,
          SoldPercent: 0,
          HeldPercent: 0,
          TakenPercent: 0,
          TakenRatio: 0,
          TicketsTotal: 0,
          ServiceChargeTotal: 0,
          ProductsQuantity: 0,
          ProductsTotal: 0,
          BookingFeesTotal: 0,
          Total: 0,
        },
      ]);
    });

    it("names locations in Hebrew by default and adds the theatre's for the manager", async () => {
      const he = (await t.get('cinema', '/api/kupa-live/attendanceByDateByLocation/2026-11-21?lang=he')).json();
      expect(he.locations.map((l: { LocationName: string }) => l.LocationName)).toEqual(['תל אביב', 'חיפה']);
      const manager = (await t.get('manager', '/api/kupa-live/attendanceByDateByLocation/2026-11-21')).json();
      expect(manager.locations.map((l: { LocationId: number }) => l.LocationId)).toEqual([10, 11, 20]);
      expect(manager.locations[2]).toMatchObject({ LocationName: 'Jaffa', BusinessId: 2, SoldQuantity: 4, HeldQuantity: 1 });
    });
  });

  describe('GET attendanceByDateByLocationByVenue/{date}/{locationId}', () => {
    it('answers each hall of the location (video on demand is not a hall)', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/attendanceByDateByLocationByVenue/2026-11-21/10')).json();
      expect(body.location).toEqual({ LocationId: 10, LocationName: 'Tel Aviv', BusinessId: 1 });
      expect(body.venues).toEqual([
        // 5001 + 5002: sold 8 of 20, held 4; tickets 182 + 135, products 91 + 30 (6 items).
        {
          VenueId: 100,
          VenueName: 'Hall 1',
          LocationId: 10,
          Presentations: 2,
          Capacity: 20,
          SoldQuantity: 8,
          HeldQuantity: 4,
          FreeQuantity: 8,
          SoldPercent: 40,
          HeldPercent: 20,
          TakenPercent: 60,
          TakenRatio: 0.6,
          TicketsTotal: 317,
          ServiceChargeTotal: 25,
          ProductsQuantity: 6,
          ProductsTotal: 121,
          BookingFeesTotal: 0,
          Total: 463,
        },
        {
          VenueId: 101,
          VenueName: 'Open hall',
          LocationId: 10,
          Presentations: 1,
          Capacity: 50,
          SoldQuantity: 5,
          HeldQuantity: 0,
          FreeQuantity: 45,
          SoldPercent: 10,
          HeldPercent: 0,
          TakenPercent: 10,
          TakenRatio: 0.1,
          TicketsTotal: 225,
          ServiceChargeTotal: 0,
          ProductsQuantity: 1,
          ProductsTotal: 24,
          BookingFeesTotal: 0,
          Total: 249,
        },
      ]);
      expect(body.totals).toMatchObject({ Presentations: 3, Capacity: 70, SoldQuantity: 13 });
    });

    it("answers LOCATION_NOT_FOUND for an unknown location and FORBIDDEN for another business's", async () => {
      const unknown = await t.get('cinema', '/api/kupa-live/attendanceByDateByLocationByVenue/2026-11-21/999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toMatchObject({ error: 'LOCATION_NOT_FOUND', message: 'The branch was not found' });
      const foreign = await t.get('cinema', '/api/kupa-live/attendanceByDateByLocationByVenue/2026-11-21/20');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.error).toBe('FORBIDDEN');
      const manager = await t.get('manager', '/api/kupa-live/attendanceByDateByLocationByVenue/2026-11-21/20');
      expect(manager.json().venues).toEqual([
        expect.objectContaining({ VenueId: 200, VenueName: 'Main stage', SoldQuantity: 4, HeldQuantity: 1, Capacity: 20 }),
      ]);
    });
  });

  describe('GET attendanceByDateByLocationByFeature/{date}/{locationId}', () => {
    it('answers each feature at the location, best attended first', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/attendanceByDateByLocationByFeature/2026-11-21/10')).json();
      expect(body.features).toEqual([
        // Comedy: 5002 + 5003, 60 seats, 8 sold (13.3%), 1 held (1.7%), 9/60 = 0.15.
        {
          FeatureId: 2,
          FeatureName: 'Comedy',
          FeatureCategoryId: 2,
          BusinessId: 1,
          Presentations: 2,
          Capacity: 60,
          SoldQuantity: 8,
          HeldQuantity: 1,
          FreeQuantity: 51,
          SoldPercent: 13,
          HeldPercent: 2,
          TakenPercent: 15,
          TakenRatio: 0.15,
          TicketsTotal: 360,
          ServiceChargeTotal: 15,
          ProductsQuantity: 3,
          ProductsTotal: 54,
          BookingFeesTotal: 0,
          Total: 429,
        },
        {
          FeatureId: 1,
          FeatureName: 'Drama',
          FeatureCategoryId: 1,
          BusinessId: 1,
          Presentations: 1,
          Capacity: 10,
          SoldQuantity: 5,
          HeldQuantity: 3,
          FreeQuantity: 2,
          SoldPercent: 50,
          HeldPercent: 30,
          TakenPercent: 80,
          TakenRatio: 0.8,
          TicketsTotal: 182,
          ServiceChargeTotal: 10,
          ProductsQuantity: 4,
          ProductsTotal: 91,
          BookingFeesTotal: 0,
          Total: 283,
        },
      ]);
    });

    it("refuses another business's location", async () => {
      expect((await t.get('theatre', '/api/kupa-live/attendanceByDateByLocationByFeature/2026-11-21/10')).statusCode).toBe(403);
    });
  });

  describe('GET attendanceByDatePresentationBox/{date}/{locationId}/{drillBy}/{id}', () => {
    it("lists a hall's presentations in start order with their dashboard data", async () => {
      const body = (await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/venue/100')).json();
      expect(body).toMatchObject({ date: '2026-11-21', drillBy: 'venue', id: 100, name: 'Hall 1', location: { LocationId: 10 } });
      expect(body.presentations.map((p: { PresentationId: number }) => p.PresentationId)).toEqual([5002, 5001]);
      expect(body.presentations[1]).toEqual({
        PresentationId: 5001,
        BusinessId: 1,
        LocationId: 10,
        LocationName: 'Tel Aviv',
        VenueId: 100,
        VenueName: 'Hall 1',
        FeatureId: 1,
        FeatureName: 'Drama',
        FeatureCategoryId: 1,
        BusinessDate: '2026-11-21',
        PresentationDateTime: '2026-11-21 20:00',
        StartsAt: '2026-11-21T18:00:00.000Z',
        Presentations: 1,
        Capacity: 10,
        SoldQuantity: 5,
        HeldQuantity: 3,
        FreeQuantity: 2,
        SoldPercent: 50,
        HeldPercent: 30,
        TakenPercent: 80,
        TakenRatio: 0.8,
        TicketsTotal: 182,
        ServiceChargeTotal: 10,
        ProductsQuantity: 4,
        ProductsTotal: 91,
        BookingFeesTotal: 0,
        Total: 283,
      });
      expect(body.presentations[0]).toMatchObject({
        PresentationDateTime: '2026-11-21 17:00',
        Capacity: 10,
        SoldQuantity: 3,
        HeldQuantity: 1,
        TakenRatio: 0.4,
        TicketsTotal: 135,
        Total: 180,
      });
    });

    it("lists a feature's presentations at the location", async () => {
      const body = (await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/feature/2')).json();
      expect(body.name).toBe('Comedy');
      expect(body.presentations.map((p: { PresentationId: number }) => p.PresentationId)).toEqual([5002, 5003]);
      expect(body.presentations[1]).toMatchObject({
        VenueName: 'Open hall',
        Capacity: 50,
        SoldQuantity: 5,
        HeldQuantity: 0,
        SoldPercent: 10,
        TakenRatio: 0.1,
        Total: 249,
      });
    });

    it('answers clear errors for a bad drill-down', async () => {
      const badDrill = await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/hall/100');
      expect(badDrill.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'params.drillBy' } });
      const otherLocation = await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/venue/110');
      expect(otherLocation.json().error).toMatchObject({ error: 'VENUE_NOT_FOUND', message: 'The hall was not found' });
      expect((await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/venue/200')).json().error.error).toBe(
        'FORBIDDEN',
      );
      const noFeature = await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/feature/999');
      expect(noFeature.statusCode).toBe(404);
      expect(noFeature.json().error.error).toBe('FEATURE_NOT_FOUND');
      expect((await t.get('cinema', '/api/kupa-live/attendanceByDatePresentationBox/2026-11-21/10/feature/20')).statusCode).toBe(403);
    });
  });

  describe('GET getCinemaFilterData', () => {
    it('gives the 29-day calendar around today in Jerusalem with Friday and Saturday marked', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/getCinemaFilterData')).json();
      expect(body).toMatchObject({ today: '2026-11-21', timeZone: 'Asia/Jerusalem', weekendDays: [5, 6] });
      expect(body.days).toHaveLength(29);
      expect(body.days[0]).toEqual({ date: '2026-11-07', weekday: 6, isWeekend: true, isToday: false });
      expect(body.days[14]).toEqual({ date: '2026-11-21', weekday: 6, isWeekend: true, isToday: true });
      expect(body.days[28].date).toBe('2026-12-05');
      expect(body.days.filter((d: { isWeekend: boolean }) => d.isWeekend)).toHaveLength(9);
    });

    it('offers only what the user may filter by', async () => {
      const body = (await t.get('cinema', '/api/kupa-live/getCinemaFilterData')).json();
      expect(body.businesses).toEqual([{ BusinessId: 1, Name: 'Cinema' }]);
      expect(body.locations).toEqual([
        { LocationId: 10, Name: 'Tel Aviv', BusinessId: 1, IsOffline: false },
        { LocationId: 11, Name: 'Haifa', BusinessId: 1, IsOffline: false },
      ]);
      expect(body.venues.map((v: { VenueId: number }) => v.VenueId)).toEqual([100, 101, 110]);
      expect(body.featureCategories.map((c: { Name: string }) => c.Name)).toEqual(['Drama', 'Comedy']);
      expect(body.features).toEqual([
        { FeatureId: 2, Name: 'Comedy', FeatureCategoryId: 2, BusinessId: 1 },
        { FeatureId: 1, Name: 'Drama', FeatureCategoryId: 1, BusinessId: 1 },
      ]);
      const manager = (await t.get('manager', '/api/kupa-live/getCinemaFilterData')).json();
      expect(manager.features.map((f: { Name: string }) => f.Name)).toEqual(['Comedy', 'Drama', 'Hamlet']);
      expect(manager.locations.map((l: { LocationId: number }) => l.LocationId)).toEqual([10, 11, 20]);
    });
  });
});
