import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '../adapters/payment/sandbox-payment-provider';
import { SEATING } from '../testing/seating-fixture';
import { testEngines } from '../testing/test-database';
import { CART, cartBuyer, cartCalls, line } from '../testing/cart-test-fixture';
import { card, commitCalls, createCommitTestApp, CUSTOMER_INFO, type CommitTestApp } from '../testing/commit-test-app';
import { smsLoginCookie } from '../testing/sms-login';

const HALL = SEATING.sections.hall;
const APPROVE = SANDBOX_TEST_CARDS.approveVisa.number.replace(/\s/g, '');
/** The cart fixture's customer: Noa Cohen, member M1, 100 loyalty points. */
const VICTIM = { id: 601, mobile: '0521234567', ssn: '031845621' };
const ATTACKER_MOBILE = '0549990001';

/**
 * Issue 14, account takeover through checkout: a guest's order never changes, links to or reaches an existing
 * customer; a logged-in customer's order keeps the account's identity.
 */
describe.each(testEngines())('checkout and customer identity on %s', (engine) => {
  let t: CommitTestApp;
  let calls: ReturnType<typeof cartCalls> & ReturnType<typeof commitCalls>;
  let buyerSeq = 900;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createCommitTestApp(engine);
    calls = { ...cartCalls(t.app), ...commitCalls(t.app) };
    await db()
      .insertInto('customer_cards')
      .values({
        customer_id: VICTIM.id,
        provider: 'sandbox',
        provider_token: 'tok_victim',
        last4: '4242',
        exp_month: 12,
        exp_year: 2029,
        brand: 'visa',
        created_at: '2026-11-01T00:00:00.000Z',
      })
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });
  afterEach(() => {
    t.session.current = null;
  });

  /** Holds seat x of row A of a cart presentation and commits with these customer details; answers the order. */
  async function commitOrder(n: number, x: number, customerInfo: Record<string, unknown>, extra: Record<string, unknown> = {}) {
    const uuid = cartBuyer(++buyerSeq);
    const presentationId = CART.presentation(n);
    const held = await calls.hold(uuid, presentationId, [[HALL, x, 1]]);
    expect(held.statusCode, held.body).toBe(200);
    const res = await calls.commit(uuid, {
      seats: [line(presentationId, CART.policies.regular)],
      customerInfo,
      creditcardInfo: card(APPROVE),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return db().selectFrom('reservations').selectAll().where('identifier', '=', res.json().reservationIdentifier).executeTakeFirstOrThrow();
  }
  const victimRow = () => db().selectFrom('customers').selectAll().where('id', '=', VICTIM.id).executeTakeFirstOrThrow();
  const cardsOf = (customerId: number) =>
    db().selectFrom('customer_cards').select(['customer_id', 'provider_token']).where('customer_id', '=', customerId).execute();

  /** Logs in by SMS code as the owner of the mobile number would (the code read from the outbox). */
  const smsLogin = (mobile: string) => smsLoginCookie(t.app, db(), mobile, CART.presentation(1));
  const customerInfo = async (cookie: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/customer/refresh?lang=en', headers: { cookie } })).json().customerInfo;

  it("refuses the takeover: a guest typing the victim's ID number with their own mobile changes nothing of the victim and reaches none of it", async () => {
    const before = await victimRow();
    const order = await commitOrder(
      1,
      1,
      {
        ...CUSTOMER_INFO,
        FirstName: 'Eve',
        LastName: 'Mallory',
        SSN: VICTIM.ssn,
        MobileNumber1: ATTACKER_MOBILE,
        EmailAddress1: 'eve@example.com',
      },
      { saveMagCard: true },
    );

    expect(await victimRow()).toEqual(before);
    expect(order).toMatchObject({ customer_id: null, contact_mobile: ATTACKER_MOBILE });
    expect(JSON.parse(order.customer_json ?? '{}')).toMatchObject({ FirstName: 'Eve', SSN: VICTIM.ssn, MobileNumber1: ATTACKER_MOBILE });
    // No card was saved for a guest, and the victim's card stays the victim's only.
    expect(await db().selectFrom('customer_cards').select('customer_id').execute()).toEqual([{ customer_id: VICTIM.id }]);

    // The attacker logs in by SMS to their own phone: their own new record, with their own order and nothing else.
    const info = await customerInfo(await smsLogin(ATTACKER_MOBILE));
    expect(info.CustomerId).not.toBe(VICTIM.id);
    expect(info).toMatchObject({ MobileNumber1: ATTACKER_MOBILE, SSN: null, LoyaltyPoints: 0, MagCards: [], members: [] });
    const attached = await db().selectFrom('reservations').select('customer_id').where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(attached.customer_id).toBe(info.CustomerId);
    expect(await victimRow()).toEqual(before);
  });

  it("refuses the takeover by mobile number: the victim's record is untouched and the order joins the victim's only when the victim logs in", async () => {
    const before = await victimRow();
    const order = await commitOrder(2, 1, {
      ...CUSTOMER_INFO,
      FirstName: 'Eve',
      SSN: '000000026',
      MobileNumber1: VICTIM.mobile,
      EmailAddress1: 'eve@example.com',
    });
    expect(await victimRow()).toEqual(before);
    expect(order).toMatchObject({ customer_id: null, contact_mobile: VICTIM.mobile });

    // The owner of the number proves it by SMS code: the order sent to that number is now theirs, their record unchanged.
    const info = await customerInfo(await smsLogin(VICTIM.mobile));
    expect(info).toMatchObject({ CustomerId: VICTIM.id, FirstName: 'Noa', SSN: VICTIM.ssn, MobileNumber1: VICTIM.mobile });
    expect(
      (await db().selectFrom('reservations').select('customer_id').where('id', '=', order.id).executeTakeFirstOrThrow()).customer_id,
    ).toBe(VICTIM.id);
    expect(await victimRow()).toEqual(before);
  });

  it("keeps a logged-in customer's identity: the order's other mobile, ID number and name stay on the order, not on the account", async () => {
    const before = await victimRow();
    t.session.current = { mobile: VICTIM.mobile, customers: [{ customerId: VICTIM.id, businessId: SEATING.businessId }] };
    const order = await commitOrder(3, 1, CUSTOMER_INFO, { saveMagCard: true });

    expect(order).toMatchObject({ customer_id: VICTIM.id, contact_mobile: null });
    expect(JSON.parse(order.customer_json ?? '{}')).toMatchObject({ MobileNumber1: CUSTOMER_INFO.MobileNumber1, SSN: CUSTOMER_INFO.SSN });
    const after = await victimRow();
    // Identity and what the account had stay; only what it lacked (an e-mail address) and the consents are taken.
    expect(after).toEqual({ ...before, email: CUSTOMER_INFO.EmailAddress1, is_email_allowed: 1, is_sms_allowed: 0 });
    // The tickets go to the order's own contact details.
    const sms = await db()
      .selectFrom('outbox')
      .select('recipient')
      .where('template', '=', 'tickets-link')
      .where('body', 'like', `%${order.edocument_key}%`)
      .execute();
    expect(sms.map((s) => s.recipient).sort()).toEqual([CUSTOMER_INFO.MobileNumber1, CUSTOMER_INFO.EmailAddress1]);
    // The authenticated customer asked to save the card: it is theirs.
    expect((await cardsOf(VICTIM.id)).length).toBe(2);
  });
});
