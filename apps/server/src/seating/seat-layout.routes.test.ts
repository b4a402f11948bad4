import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATING } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { createSeatingTestApp } from '../testing/seating/seating-test-app';

describe.each(testEngines())('seat plan layouts on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const v2 = (query: string, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `/api/seats/seatplanV2?${query}`, payload: payload as object });

  describe('POST /api/seats/seatplanV2', () => {
    it('answers the compact nested layout of api-compat, hand-checked for the fixture hall', async () => {
      const res = await v2('venueId=200&seatplanId=2000', { recaptchaToken: 'x' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body.S)).toEqual(['21', '22', '23']);
      expect({ w: body.w, h: body.h, sl: body.sl }).toEqual({ w: 400, h: 300, sl: 'מסך' });

      // A whole section: not reserved, one group, one row keyed by grid Y, seats keyed by grid X, labels right to left.
      expect(body.S['23']).toEqual({
        n: 'עמידה',
        r: 0,
        G: {
          '231': {
            rd: { x: 300, y: 40, rotate: 0 },
            R: {
              '1': {
                n: 'S',
                S: {
                  '1': { n: '3', tg: 21, rd: { cx: 0, cy: 0 } },
                  '2': { n: '2', tg: 21, rd: { cx: 30, cy: 0 } },
                  '3': { n: '1', tg: 21, rd: { cx: 60, cy: 0 } },
                },
              },
            },
          },
        },
      });

      const hall = body.S['21'];
      expect(hall.n).toBe('אולם');
      expect(hall.r).toBe(1);
      expect(Object.keys(hall.G)).toEqual(['211', '212']);
      // The rotated group carries its transform; its seats keep their own offsets.
      expect(hall.G['212']).toEqual({
        rd: { x: 300, y: 200, rotate: 90 },
        R: {
          '10': {
            n: 'Z',
            S: {
              '1': { n: '3', tg: 21, rd: { cx: 0, cy: 0 } },
              '2': { n: '2', tg: 21, rd: { cx: 30, cy: 0 } },
              '3': { n: '1', tg: 21, rd: { cx: 60, cy: 0 } },
            },
          },
        },
      });
      const rows = hall.G['211'].R;
      expect(Object.keys(rows)).toEqual(['1', '2', '3', '4', '5']);
      expect(rows['1'].n).toBe('A');
      expect(rows['1'].S['1']).toEqual({ n: '8', tg: 21, rd: { cx: 0, cy: 0 } });
      expect(rows['1'].S['8']).toEqual({ n: '1', tg: 21, rd: { cx: 210, cy: 0 } });
      // Flags appear only when set, as 1.
      expect(rows['2'].S['1']).toEqual({ n: '8', tg: 21, rd: { cx: 0, cy: 30 }, hc: 1 });
      expect(rows['2'].S['2']).toEqual({ n: '7', tg: 21, rd: { cx: 30, cy: 30 }, co: 1 });
      expect(rows['2'].S['8']).toEqual({ n: '1', tg: 21, rd: { cx: 210, cy: 30 }, lv: 1 });
      expect(rows['3'].S['1']).toEqual({ n: '8', tg: 21, rd: { cx: 0, cy: 60 }, cl: 1 });
      expect(rows['3'].S['2']).toEqual({ n: '7', tg: 21, rd: { cx: 30, cy: 60 }, cr: 1 });
      expect(rows['4'].S['5']).toEqual({ n: '4', tg: 22, rd: { cx: 120, cy: 90 }, pr: 1 });
      expect(rows['5'].S['4']).toEqual({ n: '1', tg: 21, rd: { cx: 90, cy: 120 }, bl: 1 });
      expect(Object.keys(rows['5'].S)).toEqual(['1', '2', '3', '4']);
    });

    it('names sections and the screen in the request language', async () => {
      const body = (await v2('venueId=200&seatplanId=2000&lang=en')).json();
      expect([body.S['21'].n, body.S['22'].n, body.S['23'].n, body.sl]).toEqual(['Hall', 'Balcony', 'Standing', 'Screen']);
      const he = (
        await t.app.inject({
          method: 'POST',
          url: '/api/seats/seatplanV2?venueId=200&seatplanId=2000',
          headers: { 'accept-language': 'en-US' },
          payload: {},
        })
      ).json();
      expect(he.S['22'].n).toBe('Balcony');
    });

    it('accepts a call without a body', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/seats/seatplanV2?venueId=200&seatplanId=2001' });
      expect(res.statusCode).toBe(404);
      const ok = await t.app.inject({ method: 'POST', url: '/api/seats/seatplanV2?venueId=201&seatplanId=2001' });
      expect(ok.statusCode).toBe(200);
      expect(Object.keys(ok.json().S['24'].G['241'].R)).toEqual(['1', '2']);
    });

    it('answers SEATPLAN_NOT_FOUND for an unknown plan or a plan of another venue', async () => {
      const unknown = await v2('venueId=200&seatplanId=9999&lang=en');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: { error: 'SEATPLAN_NOT_FOUND', message: 'The seat plan was not found' } });
      expect((await v2('venueId=201&seatplanId=2000')).json().error.error).toBe('SEATPLAN_NOT_FOUND');
      expect((await v2('venueId=200')).statusCode).toBe(400);
    });

    it('serves a plan from memory once read: a later change in the database does not show', async () => {
      await v2('venueId=202&seatplanId=2002');
      await t.database.db
        .updateTable('seats')
        .set({ seat_name: 'changed' })
        .where('seatplan_id', '=', SEATING.seatplans.raceHall)
        .execute();
      const body = (await v2('venueId=202&seatplanId=2002')).json();
      expect(body.S['25'].G['251'].R['1'].S['1'].n).toBe('8');
    });
  });

  describe('GET /api/seats/seatplan (v1)', () => {
    it('answers the verbose layout with capacities and availability flags', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/seats/seatplan?venueId=200&seatplanId=2000&lang=en' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        VenueId: 200,
        VenueSeatplanId: 2000,
        width: 400,
        height: 300,
        screenLabel: 'Screen',
        viewAreaName: 'Hall A',
        viewAreaFilename: 'hall-a.svg',
        imageMapHtml: null,
      });
      const hall = body.sections['21'];
      // 8 x 4 rows + 3 of row E (one blocked) + 3 of the rotated group.
      expect(hall).toMatchObject({ VenueSectionId: 21, SectionName: 'Hall', Capacity: 38, IsReserved: true });
      expect(body.sections['23']).toMatchObject({ SectionName: 'Standing', Capacity: 3, IsReserved: false });
      const rowE = hall.groups['211'].rows['5'];
      expect(rowE).toMatchObject({ YCoordinate: 5, RowName: 'E' });
      expect(rowE.seats['4']).toEqual({
        XCoordinate: 4,
        YCoordinate: 5,
        SeatName: '1',
        RowName: 'E',
        TicketGroupId: 21,
        VenueSectionId: 21,
        isAvailable: false,
        isBlocked: true,
        isPremium: false,
        isAccessible: false,
        isCompanion: false,
        isLimitedView: false,
        sofaSide: null,
        cx: 90,
        cy: 120,
      });
      expect(hall.groups['212']).toMatchObject({ VenueGroupId: 212, x: 300, y: 200, rotate: 90 });
    });
  });

  it('publishes the seat calls in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/seats/seatplanV2',
        '/api/seats/seatplan',
        '/api/seats/seats-statusV2',
        '/api/seats/lock-seat',
        '/api/seats/unlock-seat',
        '/api/seats/lock-seats',
        '/api/seats/best-available',
        '/api/seats/holds',
        '/api/seats/step',
        '/api/seats/extend',
        '/api/seats/presentations/{id}/events',
        '/api/presentations/{id}/ticketGroups',
        '/api/integration',
        '/api/membership/seatplan',
        '/api/membership/lock-seat',
        '/api/membership/unlock-seat',
        '/api/enroll/{id}/seatplan',
        '/api/enroll/{id}/lock-seat',
        '/api/enroll/{id}/unlock-seat',
      ]),
    );
    const operation = doc.paths['/api/seats/lock-seat'].put;
    expect(operation.requestBody.content['application/json'].schema.properties.seat).toBeDefined();
    expect(operation.responses['200'].content['application/json'].schema.properties.lockedSeat).toBeDefined();
    expect(operation.responses['409']).toBeDefined();
  });
});
