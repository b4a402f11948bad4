import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerAreaTestApp, type CustomerAreaTestApp } from '../testing/customer-area-test-app';
import { testEngines } from '../testing/test-database';
import { CUSTOMER_AREA, CUSTOMER_AREA_NOW } from '../testing/reservation-fixture';
import { createReservationViews } from './reservation-views';

const { order, memberOrder, member, buyerUuid, strangerUuid } = CUSTOMER_AREA;

describe.each(testEngines())('e-tickets and sending them on %s', (engine) => {
  let t: CustomerAreaTestApp;
  beforeAll(async () => {
    t = await createCustomerAreaTestApp(engine, CUSTOMER_AREA_NOW, { env: { KUPA_PUBLIC_URL: 'https://tickets.example.org/' } });
  });
  afterAll(async () => t?.dispose());

  const sendTickets = (identifier: string, mobileNumber: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/reservations/${identifier}/sendTickets?lang=en`, payload: { mobileNumber }, headers });
  const smsTo = (mobile: string) =>
    t.database.db.selectFrom('outbox').select(['template', 'body', 'business_id']).where('recipient', '=', mobile).orderBy('id').execute();
  const memberCookie = async (): Promise<string> => {
    await t.database.db.deleteFrom('customer_login_codes').execute();
    await t.app.inject({ method: 'POST', url: '/api/customer/mobile-login', payload: { mobileNumber: member.mobile } });
    // Production mode has no sandbox inbox: the test reads the code from the undelivered outbox row.
    const message = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', member.mobile)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /\d{6}/.exec(message.body)?.[0] ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/mobile-login-validation-area',
      payload: { mobileNumber: member.mobile, smsCode: code },
    });
    return String(res.headers['set-cookie']).split(';')[0] ?? '';
  };

  it('answers the e-ticket of a document key in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/edocuments/${order.documentKey}?lang=en` });
    expect(res.statusCode).toBe(200);
    const r = res.json().reservation;
    expect(r).toMatchObject({
      reservationIdentifier: order.identifier,
      documentKey: order.documentKey,
      // Its pages show the texts of the business that sold it (ADR 0017).
      businessId: 1,
      status: 'confirmed',
      orderType: 'normal',
      holdDeadline: null,
      ticketsTotal: 90,
      serviceChargeTotal: 11,
      bookingFee: 0,
      productsTotal: 39,
      total: 240,
      paidByVouchers: 50,
      paidByCard: 190,
      cardLast4: '4580',
      paymentMethod: 'card',
      customerName: 'דנה ישראלי',
      vouchers: [{ reference: 'GIFT-0002', name: 'Gift voucher' }],
      products: [{ id: 2, name: 'Drink', quantity: 1, unitPrice: 15, total: 15 }],
    });
    expect(r.presentations).toEqual([
      {
        presentationId: 5001,
        featureName: 'Drama',
        venueName: 'Hall 1',
        locationName: 'Tel Aviv',
        entrance: null,
        dateTime: '2026-11-21 20:00',
        isPast: false,
        isDisplayQr: true,
        tickets: [
          {
            ticketIdentifier: order.ticketSecrets[0],
            name: 'Regular',
            price: 45,
            serviceCharge: 5.5,
            sectionName: 'Hall',
            rowName: 'A',
            seatName: '5',
            status: 'valid',
            addons: ['Popcorn'],
          },
          {
            ticketIdentifier: order.ticketSecrets[1],
            name: 'Regular',
            price: 45,
            serviceCharge: 5.5,
            sectionName: 'Hall',
            rowName: 'A',
            seatName: '4',
            status: 'scanned',
            addons: [],
          },
        ],
      },
    ]);
    const he = (await t.app.inject({ method: 'GET', url: `/api/edocuments/${order.documentKey}?lang=he` })).json().reservation;
    expect(he.presentations[0]).toMatchObject({ featureName: 'דרמה', locationName: 'תל אביב' });
  });

  it("never shows the buyer's ID number, mobile number or e-mail address", async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/edocuments/${order.documentKey}` })).body;
    for (const secret of ['000000018', '0509998877', 'dana@example.com']) expect(body).not.toContain(secret);
  });

  it('answers RESERVATION_NOT_FOUND for an unknown key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/edocuments/no-such-document-key?lang=en' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ error: 'RESERVATION_NOT_FOUND', message: 'Order not found' });
  });

  it('shows a hold order as held with its deadline, and marks a presentation past once it ended', async () => {
    const views = createReservationViews(t.database.db, 'Asia/Jerusalem');
    const held = await views.byId(memberOrder.reservationId, 'en', CUSTOMER_AREA_NOW);
    expect(held).toMatchObject({
      status: 'held',
      orderType: 'hold',
      holdDeadline: '2026-11-21T17:30:00.000Z',
      paidByCard: 0,
      customerName: 'נועה כהן',
    });
    const later = await views.byId(memberOrder.reservationId, 'en', new Date('2026-11-21T20:01:00.000Z'));
    expect(later?.presentations[0]?.isPast).toBe(true);
    expect(await views.byId(123456, 'en', CUSTOMER_AREA_NOW)).toBeNull();
  });

  it('sends the e-ticket link to the buyer (uuid header) by SMS through the outbox', async () => {
    const res = await sendTickets(order.identifier, '052-777-8888', { uuid: buyerUuid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await smsTo('0527778888')).toEqual([
      { template: 'tickets-link', business_id: 1, body: `Your Kupa tickets: https://tickets.example.org/edocument/${order.documentKey}` },
    ]);
  });

  it("answers RESERVATION_NOT_FOUND to a stranger's uuid, to no uuid and for an unknown reservation, and sends nothing", async () => {
    for (const [identifier, headers] of [
      [order.identifier, { uuid: strangerUuid }],
      [order.identifier, {}],
      ['NOP-0000', { uuid: buyerUuid }],
      [memberOrder.identifier, { uuid: buyerUuid }],
    ] as const) {
      const res = await sendTickets(identifier, '0527779999', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.error).toBe('RESERVATION_NOT_FOUND');
    }
    expect(await smsTo('0527779999')).toEqual([]);
  });

  it("lets the logged-in customer who owns the reservation send it, and nobody else's", async () => {
    const cookie = await memberCookie();
    expect((await sendTickets(memberOrder.identifier, '0527770000', { cookie })).statusCode).toBe(200);
    expect((await smsTo('0527770000'))[0]?.body).toContain(`/edocument/${memberOrder.documentKey}`);
    expect((await sendTickets(order.identifier, '0527770000', { cookie })).statusCode).toBe(404);
  });

  it('refuses a number that is not an Israeli mobile', async () => {
    const res = await sendTickets(order.identifier, '03-555-1234', { uuid: buyerUuid });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.error).toBe('VALIDATION_ERROR');
  });

  it('sends at most 5 times per reservation per hour', async () => {
    await t.database.db.deleteFrom('audit_log').where('entity', '=', 'reservation').execute();
    for (let i = 0; i < 5; i++) {
      expect((await sendTickets(order.identifier, '0527771111', { uuid: buyerUuid })).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const refused = await sendTickets(order.identifier, '0527771111', { uuid: buyerUuid });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.error).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBe(String(55 * 60));
    t.clock.advance(55 * 60_000);
    expect((await sendTickets(order.identifier, '0527771111', { uuid: buyerUuid })).statusCode).toBe(200);
  });
});
