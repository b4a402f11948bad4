import { zonedTimeToUtc } from '@kupa/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { DEMO_MEMBERS } from './demo-staff';
import { seedDemoData } from './seed-demo-data';

const TODAY = '2026-03-20';
const NOW = zonedTimeToUtc(TODAY, '16:00');
const BUYER = '00000000-0000-4000-9000-000000001414';
const README_MEMBER = DEMO_MEMBERS.find((m) => m.memberNumber === 'M100001');

/** The README's member pays with the saved card the demo gave them: the sandbox provider knows its token. */
describe.each(testEngines())('a demo member paying with a seeded saved card on %s', (engine) => {
  let t: TestApp;
  const inject = (options: InjectOptions): Promise<LightMyRequestResponse> => t.app.inject(options);
  const rows = async <T>(query: string) => (await sql<T>`${sql.raw(query)}`.execute(t.database.db)).rows;

  beforeAll(async () => {
    // Demo mode: the member reads the login code in the sandbox inbox, as the README says.
    t = await createTestApp(engine, NOW, { KUPA_MODE: 'demo' });
    // A few sales are enough: this test needs the customers, their cards and an upcoming show.
    await seedDemoData(t.database.db, t.database.dialect, { today: TODAY, now: NOW, salesDensity: 0.02 });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Logs in by SMS code, read from the sandbox outbox as a demo user would; answers the session cookie and customer. */
  async function logIn(mobileNumber: string) {
    expect((await inject({ method: 'POST', url: '/api/customer/mobile-login', payload: { mobileNumber } })).statusCode).toBe(200);
    const outbox = await inject({ method: 'GET', url: `/api/sandbox/outbox?recipient=${mobileNumber}` });
    const sms = outbox.json().messages.find((m: { template: string }) => m.template === 'login-code');
    const smsCode = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    const res = await inject({
      method: 'POST',
      url: '/api/customer/mobile-login-validation-area',
      payload: { mobileNumber, smsCode },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { cookie: String(res.headers['set-cookie']).split(';')[0] ?? '', customer: res.json().customerInfo };
  }

  it('approves an order paid with the seeded card (magCardId)', async () => {
    if (!README_MEMBER) throw new Error('the README member is not a demo member');
    const { cookie, customer } = await logIn(README_MEMBER.mobile);
    const savedCard = customer.MagCards.find((c: { isDeleted: boolean }) => !c.isDeleted);
    expect(savedCard).toBeDefined();

    // An upcoming reserved-seating cinema show on sale, a free seat of it, and its regular ticket type for that seat.
    const [seat] = await rows<{
      presentation_id: number;
      section_id: number;
      grid_x: number;
      grid_y: number;
      ticket_group_id: number;
      policy_id: number;
    }>(`
      select p.id as presentation_id, s.section_id, s.grid_x, s.grid_y, s.ticket_group_id, pol.id as policy_id
      from presentations p
      join venues v on v.id = p.venue_id join locations l on l.id = v.location_id
      join seats s on s.seatplan_id = p.seatplan_id and s.is_blocked = 0
      join presentation_price_policies pp on pp.presentation_id = p.id
      join price_policies pol on pol.id = pp.price_policy_id and pol.ticket_group_id = s.ticket_group_id and pol.kind = 'regular'
        and pol.multiply_factor = 1 and pol.min_quantity is null and pol.required_with_policy_id is null
      where p.business_id = 1 and p.is_reserved = 1 and p.status = 'scheduled' and l.is_offline = 0
        and p.starts_at > '${new Date(NOW.getTime() + 2 * 3_600_000).toISOString()}'
        and (p.sale_starts_at is null or p.sale_starts_at <= '${NOW.toISOString()}')
        and not exists (select 1 from seat_claims c where c.presentation_id = p.id and c.seat_id = s.id)
      order by p.starts_at, p.id, s.id limit 1`);
    if (!seat) throw new Error('the demo has no free seat of an upcoming show');
    const headers = { uuid: BUYER, cookie };
    const held = await inject({
      method: 'PUT',
      url: '/api/seats/lock-seats',
      headers,
      payload: {
        presentationId: seat.presentation_id,
        seats: [{ VenueSectionId: seat.section_id, XCoordinate: seat.grid_x, YCoordinate: seat.grid_y }],
      },
    });
    expect(held.statusCode, held.body).toBe(200);
    const cart = {
      seats: [{ prsntId: seat.presentation_id, ticketGroupId: seat.ticket_group_id, ticketId: seat.policy_id }],
      customerInfo: {
        FirstName: README_MEMBER.firstName,
        LastName: README_MEMBER.lastName,
        SSN: README_MEMBER.ssn,
        EmailAddress1: README_MEMBER.email,
        MobileNumber1: README_MEMBER.mobile,
        IsEmailAllowed: true,
        IsSMSAllowed: true,
        TermsAccepted: true,
      },
    };
    const stored = await inject({ method: 'POST', url: '/api/cart?lang=en', headers, payload: { cart } });
    expect(stored.statusCode, stored.body).toBe(200);

    const paid = await inject({
      method: 'POST',
      url: '/api/payment/commit?lang=en',
      headers,
      payload: { cart: { ...cart, creditcardInfo: { magCardId: savedCard.id } } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await rows<{ status: string; payment: string; card: number }>(`
      select r.status, p.status as payment, p.customer_card_id as card from reservations r join payments p on p.reservation_id = r.id
      where r.identifier = '${paid.json().reservationIdentifier}'`);
    expect(order).toMatchObject({ status: 'confirmed', payment: 'captured' });
    expect(Number(order?.card)).toBe(savedCard.id);
  });
});
