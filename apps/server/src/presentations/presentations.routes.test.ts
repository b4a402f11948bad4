import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

describe.each(testEngines())('presentations API on %s', (engine) => {
  let t: TestApp;
  let f: CatalogueFixture;
  beforeAll(async () => {
    t = await createTestApp(engine, FIXTURE_NOW);
    f = await insertCatalogueFixture(t.database.db);
    // Two seats of tonight's show are sold, one is held by a live hold and one by an expired hold (which must not count).
    const row = {
      presentation_id: f.presentationIds.tonight,
      buyer_uuid: 'x',
      created_at: FIXTURE_NOW.toISOString(),
      updated_at: FIXTURE_NOW.toISOString(),
    };
    await t.database.db
      .insertInto('seat_claims')
      .values([
        { ...row, seat_id: 1, status: 'sold' },
        { ...row, seat_id: 2, status: 'sold' },
        { ...row, seat_id: 3, status: 'held', expires_at: new Date(FIXTURE_NOW.getTime() + 60_000).toISOString() },
        { ...row, seat_id: 4, status: 'held', expires_at: new Date(FIXTURE_NOW.getTime() - 1).toISOString() },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/presentations/', () => {
    it('lists only presentations that have not started (and video on demand still on sale), in start order', async () => {
      const res = await get('/api/presentations/');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.presentations.map((p: { id: number }) => p.id)).toEqual([
        f.presentationIds.vod,
        f.presentationIds.tonight,
        f.presentationIds.tomorrow,
        f.presentationIds.ga,
        f.presentationIds.haifaTomorrow,
      ]);
      expect(body.hasReserved).toBe(true);
      expect(body.hasGA).toBe(true);
    });

    it('shapes a presentation as api-compat clients read it', async () => {
      const body = (await get('/api/presentations/?lang=en')).json();
      const p = body.presentations.find((x: { id: number }) => x.id === f.presentationIds.tonight);
      expect(p).toMatchObject({
        id: 5001,
        featureId: 1,
        featureName: 'Drama',
        venueId: 100,
        venueName: 'Hall 1',
        locationName: 'Tel Aviv',
        seatplanId: 1000,
        venueTypeId: 1,
        isReserved: 1,
        isGA: 0,
        soldout: 0,
        businessDate: '2026-11-21',
        dateTime: '2026-11-21 20:00',
        startsAt: '2026-11-21T18:00:00.000Z',
        durationInMinutes: 120,
        serviceCharge: 5.5,
        // Regular 45 and senior 32 in group 1, premium 69.90 in group 2; the points ticket is not a public price.
        priceLevels: [
          { minPrice: 32, maxPrice: 45 },
          { minPrice: 69.9, maxPrice: 69.9 },
        ],
        posterUrl: '/api/features/1/image?lang=en',
        lockTimer: { chooseSeatsInSeconds: 600, chooseTicketsInSeconds: 600, customerInfoInSeconds: 900, chooseProductsInSeconds: 600 },
        products: [
          { id: 1, name: 'Popcorn', category: 'snack', price: 24 },
          { id: 2, name: 'Drink', category: 'drink', price: 15 },
        ],
      });
      // 9 sellable seats, 2 sold and 1 live hold: 6 left. The expired hold does not count.
      expect(p.availRatio).toBe(0.667);
      expect(p.synopsis).toBeUndefined();
    });

    it('answers in Hebrew by default', async () => {
      const p = (await get('/api/presentations/')).json().presentations[1];
      expect(p.featureName).toBe('דרמה');
      expect(p.locationName).toBe('תל אביב');
    });

    it('filters by location, dates and features, and includes the synopsis on request', async () => {
      const byLocation = (await get(`/api/presentations/?locationId=${f.locationIds.haifa}`)).json();
      expect(byLocation.presentations.map((p: { id: number }) => p.id)).toEqual([f.presentationIds.ga, f.presentationIds.haifaTomorrow]);
      const byDate = (await get('/api/presentations/?startDate=2026-11-22&endDate=2026-11-22&featureIds=2')).json();
      expect(byDate.presentations.map((p: { id: number }) => p.id)).toEqual([f.presentationIds.tomorrow, f.presentationIds.ga]);
      // Video on demand available since 10 November is on offer in a window that starts later.
      const window = (await get('/api/presentations/?startDate=2026-11-22&endDate=2026-11-23')).json();
      expect(window.presentations.map((p: { id: number }) => p.id)).toEqual([
        f.presentationIds.vod,
        f.presentationIds.tomorrow,
        f.presentationIds.ga,
        f.presentationIds.haifaTomorrow,
      ]);
      const withSynopsis = (await get('/api/presentations/?includeSynopsis=1&featureIds=1&lang=en')).json();
      expect(withSynopsis.presentations[0].synopsis).toBe('Synopsis');
    });

    it('reports general admission and video on demand correctly', async () => {
      const body = (await get('/api/presentations/')).json();
      const ga = body.presentations.find((p: { id: number }) => p.id === f.presentationIds.ga);
      expect(ga).toMatchObject({ isReserved: 0, isGA: 1, seatplanId: null, availRatio: 1, soldout: 0 });
      const vod = body.presentations.find((p: { id: number }) => p.id === f.presentationIds.vod);
      expect(vod).toMatchObject({ isVod: true, venueTypeId: 101, availRatio: 1, soldout: 0 });
    });

    it('refuses malformed filters with VALIDATION_ERROR in the asked language', async () => {
      const res = await get('/api/presentations/?startDate=2026-13-01&lang=en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { error: 'VALIDATION_ERROR', message: 'Please check the entered data' } });
      const he = await get('/api/presentations/?featureIds=a,b');
      expect(he.json().error.message).toBe('נא לבדוק את הנתונים שהוזנו');
    });

    it('marks a full presentation sold out', async () => {
      const now = FIXTURE_NOW.toISOString();
      await t.database.db
        .insertInto('seat_claims')
        .values(
          [1, 2, 3, 4, 5, 6, 7, 8, 9].map((seat_id) => ({
            presentation_id: f.presentationIds.haifaTomorrow,
            seat_id,
            buyer_uuid: 'y',
            status: 'sold' as const,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const p = (await get(`/api/presentations/?locationId=${f.locationIds.haifa}`))
        .json()
        .presentations.find((x: { id: number }) => x.id === f.presentationIds.haifaTomorrow);
      expect(p).toMatchObject({ soldout: 1, availRatio: 0 });
    });
  });

  describe('GET /api/presentations/{id}', () => {
    it('answers the presentation and the server time', async () => {
      const res = await get(`/api/presentations/${f.presentationIds.tomorrow}?referralMiniSiteId=0`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ presentation: { id: 5002, featureName: 'קומדיה' }, serverTime: FIXTURE_NOW.toISOString() });
    });

    it('sells video on demand through its sale window, long after it became available', async () => {
      const res = await get(`/api/presentations/${f.presentationIds.vod}`);
      expect(res.json().presentation).toMatchObject({ id: 5006, isVod: true });
      t.clock.set(new Date('2026-12-01T00:00:00.000Z'));
      try {
        expect((await get(`/api/presentations/${f.presentationIds.vod}`)).json().error.error).toBe('TICKETING_ENDED');
        expect((await get('/api/presentations/')).json().presentations).toEqual([]);
      } finally {
        t.clock.set(FIXTURE_NOW);
      }
    });

    it('still sells a show that started less than 15 minutes ago', async () => {
      const res = await get(`/api/presentations/${f.presentationIds.startedTenMinutesAgo}`);
      expect(res.json().presentation.id).toBe(5003);
    });

    it('says whether sales have opened and whether the branch is offline, so the order page can tell before any seat map', async () => {
      const open = (await get(`/api/presentations/${f.presentationIds.tomorrow}?lang=en`)).json().presentation;
      expect(open).toMatchObject({ ticketingState: 'open', isOffline: false, ticketSaleStart: null });
      const saleStart = '2026-11-21T16:00:00.000Z';
      await t.database.db
        .updateTable('presentations')
        .set({ sale_starts_at: saleStart })
        .where('id', '=', f.presentationIds.tomorrow)
        .execute();
      await t.database.db.updateTable('locations').set({ is_offline: 1 }).where('id', '=', f.locationIds.haifa).execute();
      try {
        const early = await get(`/api/presentations/${f.presentationIds.tomorrow}?lang=en`);
        expect(early.statusCode).toBe(200);
        expect(early.json().presentation).toMatchObject({
          id: 5002,
          ticketingState: 'not-started',
          ticketSaleStart: saleStart,
          isOffline: false,
        });
        const offline = (await get(`/api/presentations/${f.presentationIds.haifaTomorrow}?lang=en`)).json().presentation;
        expect(offline).toMatchObject({ id: 5005, ticketingState: 'open', isOffline: true });
        const listed = (await get('/api/presentations/?lang=en')).json().presentations as Array<{
          id: number;
          ticketingState: string;
          isOffline: boolean;
        }>;
        expect(listed.find((p) => p.id === 5002)).toMatchObject({ ticketingState: 'not-started', isOffline: false });
        expect(listed.find((p) => p.id === 5005)).toMatchObject({ ticketingState: 'open', isOffline: true });
        t.clock.set(new Date(saleStart));
        expect((await get(`/api/presentations/${f.presentationIds.tomorrow}`)).json().presentation.ticketingState).toBe('open');
      } finally {
        t.clock.set(FIXTURE_NOW);
        await t.database.db
          .updateTable('presentations')
          .set({ sale_starts_at: null })
          .where('id', '=', f.presentationIds.tomorrow)
          .execute();
        await t.database.db.updateTable('locations').set({ is_offline: 0 }).where('id', '=', f.locationIds.haifa).execute();
      }
    });

    it('answers TICKETING_ENDED with status 200 once sales have closed', async () => {
      const res = await get(`/api/presentations/${f.presentationIds.startedAnHourAgo}?lang=en`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: { error: 'TICKETING_ENDED', message: 'Ticketing has ended, please contact the box office' } });
    });

    it('answers PRESENTATION_NOT_FOUND with status 200 for an unknown id', async () => {
      const res = await get('/api/presentations/999999');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ error: { error: 'PRESENTATION_NOT_FOUND', message: 'לא נמצא אירוע' } });
    });

    it('refuses a malformed id', async () => {
      const res = await get('/api/presentations/abc');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.error).toBe('VALIDATION_ERROR');
    });
  });

  describe('GET /api/seats/presentations', () => {
    it('lists every presentation of the business date, started or not', async () => {
      const body = (await get('/api/seats/presentations?date=2026-11-21')).json();
      expect(body.date).toBe('2026-11-21');
      expect(body.presentations.map((p: { id: number }) => p.id)).toEqual([5004, 5003, 5001]);
    });

    it('requires a valid date', async () => {
      expect((await get('/api/seats/presentations')).statusCode).toBe(400);
      expect((await get('/api/seats/presentations?date=21/11/2026')).statusCode).toBe(400);
    });
  });
});
