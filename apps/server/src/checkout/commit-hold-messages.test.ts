import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';

const HALL = SEATING.sections.hall;

/** Spec 4, order types: a hold order is unpaid and must be paid and collected at the box office 30 minutes before. */
describe.each(testEngines())('the messages of a hold order on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    calls = cartCalls(t.app);
    await t.database.db.updateTable('memberships').set({ allows_hold: 1 }).where('id', '=', SEATING.memberships.club).execute();
    t.session.current = { mobile: '0521234567', customers: [{ customerId: 601, businessId: SEATING.businessId }] };
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Holds seat x of row A of a cart presentation (18:00Z on 21/11/2026) as a hold order in the language given. */
  async function holdOrder(buyer: number, n: number, lang: 'he' | 'en') {
    const uuid = cartBuyer(buyer);
    const presentationId = CART.presentation(n);
    expect((await calls.hold(uuid, presentationId, [[HALL, 1, 1]], 'hold')).statusCode).toBe(200);
    const cart = { seats: [line(presentationId, CART.policies.regular)], customerInfo: CUSTOMER_INFO, isHold: true };
    expect((await calls.cart(uuid, cart)).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'POST', url: `/api/payment/commit?lang=${lang}`, headers: { uuid }, payload: { cart } });
    expect(res.statusCode, res.body).toBe(200);
    const identifier: string = res.json().reservationIdentifier;
    const outbox = await t.database.db
      .selectFrom('outbox')
      .selectAll()
      .where('body', 'like', `%${identifier}%`)
      .orderBy('channel')
      .execute();
    expect(outbox.map((o) => [o.channel, o.recipient])).toEqual([
      ['email', CUSTOMER_INFO.EmailAddress1],
      ['sms', CUSTOMER_INFO.MobileNumber1],
    ]);
    const [email, sms] = outbox;
    return { identifier, sms: sms?.body ?? '', subject: email?.subject ?? '', email: email?.body ?? '' };
  }

  it('says in English that the reservation is unpaid and must be paid and collected at the box office by 19:30 local time', async () => {
    const { identifier, sms, subject, email } = await holdOrder(1401, 1, 'en');
    // 17:30Z is 19:30 in Jerusalem in November (UTC+2).
    const deadline = 'Saturday, 21/11/2026, 19:30';
    for (const text of [sms, email]) {
      expect(text).toContain(identifier);
      expect(text).toContain('not paid');
      expect(text).toContain('box office');
      expect(text).toContain(deadline);
      expect(text).not.toMatch(/confirmed/i);
    }
    expect(subject).toContain(identifier);
    expect(subject).toContain(deadline);
  });

  it('says it in Hebrew too', async () => {
    const { identifier, sms, email } = await holdOrder(1402, 2, 'he');
    for (const text of [sms, email]) {
      expect(text).toContain(identifier);
      expect(text).toContain('לא שולמה');
      expect(text).toContain('בקופה');
      expect(text).toContain('יום שבת, 21/11/2026, 19:30');
      expect(text).not.toContain('אושרה');
    }
  });
});
