import type { SignWaiverBody } from '@kupa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffCookie } from '../testing/staff-login';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { IDS, insertWaiverFixture, signatureDataUrl, WAIVER, WAIVER_NOW } from '../testing/waiver-fixture';

const { order, otherOrder, filmOrder } = WAIVER;
const [KIDS, TEEN, VOUCHER] = order.tickets;
const PAGE = `/api/waivers/${order.documentKey}`;

/** A waiver for the order's first two tickets: Maya (4 on the session's day, kids 3-6) and Itai (11, jump 7-17). */
function body(overrides: Partial<SignWaiverBody> = {}): SignWaiverBody {
  return {
    guardian: { firstName: 'דנה', lastName: 'ישראלי', ssn: IDS.guardian, mobileNumber: '050-1234567' },
    jumpers: [
      { ticketIdentifier: KIDS, firstName: 'מאיה', lastName: 'ישראלי', ssn: IDS.childA, dateOfBirth: '2022-05-01' },
      { ticketIdentifier: TEEN, firstName: 'איתי', lastName: 'ישראלי', ssn: IDS.childB, dateOfBirth: '2015-03-03' },
    ],
    declarations: { noFever: true, negativeTest: true, guardianConsent: true },
    signature: signatureDataUrl(120),
    ...overrides,
  };
}

describe.each(testEngines())('waivers on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, WAIVER_NOW);
    await insertWaiverFixture(t.database.db);
  });
  afterAll(async () => t?.dispose());

  const sign = (payload: unknown, key: string = order.documentKey, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/waivers/${key}?lang=${lang}`,
      payload: payload as object,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
  const storedWaivers = async () => (await t.database.db.selectFrom('waivers').select('id').execute()).length;
  const refused = async (payload: unknown, status: number, code: string, key?: string) => {
    const before = await storedWaivers();
    const res = await sign(payload, key);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.error).toBe(code);
    expect(await storedWaivers()).toBe(before);
    return res.json().error as { message: string; details?: Record<string, unknown> };
  };

  it('shows the tickets that need a waiver with the ages each admits', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${PAGE}?lang=en` });
    expect(res.statusCode).toBe(200);
    const { waiver } = res.json();
    expect(waiver).toMatchObject({
      reservationIdentifier: order.identifier,
      presentationDate: '2026-11-22',
      testValidityHours: 48,
      feverThreshold: 38,
      complete: false,
      waivers: [],
    });
    expect(waiver.tickets.map((x: { minAge: number; maxAge: number; jumperName: null }) => [x.minAge, x.maxAge, x.jumperName])).toEqual([
      [3, 6, null],
      [7, 17, null],
      // The voucher (4-10) and the ticket type (7-17) both apply.
      [7, 10, null],
    ]);
    expect(waiver.tickets[2].voucherName).toBe('Little jumpers pass');
  });

  it('refuses a missing or blank signature, storing nothing', async () => {
    await refused(body({ signature: '' }), 422, 'WAIVER_SIGNATURE_REQUIRED');
    await refused(body({ signature: signatureDataUrl(0) }), 422, 'WAIVER_SIGNATURE_REQUIRED');
    await refused(body({ signature: 'data:image/png;base64,aGVsbG8=' }), 422, 'WAIVER_SIGNATURE_REQUIRED');
    const { signature: _, ...unsigned } = body();
    await refused(unsigned, 400, 'VALIDATION_ERROR');
  });

  it('refuses an ID number with a wrong check digit, the child or the guardian', async () => {
    const [first, second] = body().jumpers;
    const error = await refused(body({ jumpers: [first!, { ...second!, ssn: IDS.bad }] }), 422, 'INVALID_ID');
    expect(error.details).toMatchObject({ field: 'jumpers.1.ssn' });
    await refused(body({ guardian: { ...body().guardian, ssn: IDS.bad } }), 422, 'INVALID_ID');
  });

  it('refuses a declaration not accepted', async () => {
    await refused(
      body({ declarations: { noFever: true, negativeTest: false, guardianConsent: true } }),
      422,
      'WAIVER_DECLARATIONS_REQUIRED',
    );
  });

  it('checks each child against the ticket type or the voucher bought (spec 5)', async () => {
    const [kids, teen] = body().jumpers;
    const young = await refused(body({ jumpers: [{ ...kids!, dateOfBirth: '2024-01-01' }] }), 422, 'JUMPER_TOO_YOUNG');
    expect(young.message).toBe('מאיה ישראלי is too young for the Little jump (3–6) ticket (from age 3)');
    await refused(body({ jumpers: [{ ...kids!, dateOfBirth: '2018-01-01' }] }), 422, 'JUMPER_TOO_OLD');
    // 12 is within the ticket type's 7-17 but above the voucher's 10.
    const old = await refused(
      body({ jumpers: [{ ...teen!, ticketIdentifier: VOUCHER, dateOfBirth: '2014-06-01' }] }),
      422,
      'JUMPER_TOO_OLD',
    );
    expect(old.message).toContain('Little jumpers pass');
    const he = await sign(body({ jumpers: [{ ...kids!, dateOfBirth: '2024-01-01' }] }), order.documentKey, 'he');
    expect(he.json().error.message).toBe('מאיה ישראלי צעיר/ה מדי לכרטיס קפיצה – גילאי 3–6 (מגיל 3)');
  });

  it("refuses another order's ticket, an unknown key and an order that needs no waiver", async () => {
    const [kids] = body().jumpers;
    await refused(body({ jumpers: [{ ...kids!, ticketIdentifier: otherOrder.tickets[0] }] }), 404, 'TICKET_NOT_FOUND');
    await refused(body(), 404, 'RESERVATION_NOT_FOUND', 'no-such-document-key');
    await refused(body(), 409, 'WAIVER_NOT_REQUIRED', filmOrder.documentKey);
    const film = await t.app.inject({ method: 'GET', url: `/api/waivers/${filmOrder.documentKey}` });
    expect([film.statusCode, film.json()]).toEqual([200, { waiver: null }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/waivers/no-such-document-key' })).statusCode).toBe(404);
    const [a, b] = body().jumpers;
    await refused(body({ jumpers: [a!, { ...b!, ticketIdentifier: a!.ticketIdentifier }] }), 409, 'WAIVER_TICKET_ALREADY_SIGNED');
  });

  it('stores a signed waiver for two children: signature image, who, when and from where', async () => {
    const res = await sign(body());
    expect(res.statusCode, res.body).toBe(201);
    const { waiver } = res.json();
    expect(waiver.tickets.map((x: { jumperName: string | null }) => x.jumperName)).toEqual(['מאיה ישראלי', 'איתי ישראלי', null]);
    expect(waiver.waivers).toEqual([
      { guardianName: 'דנה ישראלי', signedAt: WAIVER_NOW.toISOString(), jumperNames: ['מאיה ישראלי', 'איתי ישראלי'] },
    ]);
    expect(waiver.complete).toBe(false);
    const stored = await t.database.db.selectFrom('waivers').selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      reservation_id: order.reservationId,
      guardian_ssn: IDS.guardian,
      guardian_mobile: '0501234567',
      test_validity_hours: 48,
      locale: 'en',
      signed_at: WAIVER_NOW.toISOString(),
    });
    // No trusted proxy is configured: the forwarded address is not believed (http/client-address.ts).
    expect(stored.client_address).toBe('127.0.0.1');
    expect(Buffer.from(stored.signature_png).subarray(1, 4).toString('latin1')).toBe('PNG');
    const declarations = JSON.parse(stored.declarations_json);
    expect(declarations.noFever).toContain('38 degrees');
    expect(declarations.negativeTest).toContain('48 hours');
    const jumpers = await t.database.db
      .selectFrom('waiver_jumpers')
      .select(['ticket_id', 'ssn', 'date_of_birth'])
      .orderBy('ticket_id')
      .execute();
    expect(jumpers).toEqual([
      { ticket_id: 101, ssn: IDS.childA, date_of_birth: '2022-05-01' },
      { ticket_id: 102, ssn: IDS.childB, date_of_birth: '2015-03-03' },
    ]);
    // The page never hands ID numbers back.
    expect((await t.app.inject({ method: 'GET', url: PAGE })).body).not.toContain(IDS.childA);
  });

  it('refuses a ticket already signed for', async () => {
    await refused(body(), 409, 'WAIVER_TICKET_ALREADY_SIGNED');
  });

  it('shows staff which orders are complete, only in their own businesses', async () => {
    const cinema = await staffCookie(t.app, WAIVER.staff.cinema.username, WAIVER.staff.cinema.password);
    const theatre = await staffCookie(t.app, WAIVER.staff.theatre.username, WAIVER.staff.theatre.password);
    const ofDate = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/kupa-live/waivers?date=2026-11-22&lang=en', headers: { cookie } });
    const ofPresentation = (cookie: string, id: number = WAIVER.presentationId) =>
      t.app.inject({ method: 'GET', url: `/api/kupa-live/waivers/presentations/${id}`, headers: { cookie } });

    let res = await ofDate(cinema);
    expect(res.statusCode).toBe(200);
    expect(res.json().presentations).toHaveLength(1);
    expect(res.json().presentations[0]).toMatchObject({
      presentationId: WAIVER.presentationId,
      completeReservations: 0,
      incompleteReservations: 2,
    });
    expect(res.json().presentations[0].reservations[0]).toEqual({
      reservationIdentifier: order.identifier,
      customerName: 'דנה ישראלי',
      tickets: 3,
      signedTickets: 2,
      complete: false,
      guardians: ['דנה ישראלי'],
    });

    const [, teen] = body().jumpers;
    expect(
      (
        await sign(
          body({ jumpers: [{ ...teen!, ticketIdentifier: VOUCHER, firstName: 'נועם', dateOfBirth: '2018-02-02', ssn: '203040506' }] }),
        )
      ).statusCode,
    ).toBe(201);
    res = await ofPresentation(cinema);
    expect(res.json().presentation).toMatchObject({ completeReservations: 1, incompleteReservations: 1 });
    expect((await t.app.inject({ method: 'GET', url: PAGE })).json().waiver.complete).toBe(true);

    expect((await ofDate(theatre)).json().presentations).toEqual([]);
    const foreign = await ofPresentation(theatre);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.error).toBe('FORBIDDEN');
    expect((await ofPresentation(cinema, WAIVER.otherPresentationId)).json().error.error).toBe('WAIVER_NOT_REQUIRED');
    expect((await ofPresentation(cinema, 999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/kupa-live/waivers?date=2026-11-22' })).statusCode).toBe(401);
  });
});
