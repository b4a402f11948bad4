import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, cartBuyer, cartCalls, createCartTestApp, line } from '../testing/cart-test-fixture';
import { SEATING, SEATING_NOW } from '../testing/seating-fixture';
import { signInBackOfficeStaff } from '../testing/staff-login';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';

const BUSINESS = SEATING.businessId;
const GROUP = SEATING.ticketGroups.regular;
const P = CART.presentation;
const HALL = SEATING.sections.hall;
const url = (path: string, businessId: number = BUSINESS) => `/api/kupa-live/manage/businesses/${businessId}${path}`;

const TYPE = {
  kind: 'regular',
  ticketGroupId: GROUP,
  nameHe: 'סטודנט',
  nameEn: 'Student',
  descriptionHe: null,
  descriptionEn: null,
  priceAgorot: 3500,
  serviceChargeAgorot: 0,
  multiplyFactor: 1,
  loyaltyPointsPrice: null,
  membershipId: null,
  systemVoucherClassId: null,
  ref1PromptHe: null,
  ref1PromptEn: null,
  ref2PromptHe: null,
  ref2PromptEn: null,
  quota: null,
  saleFrom: null,
  saleUntil: null,
  soldOnline: true,
  soldAtBoxOffice: true,
  sortOrder: 5,
} as const;

const CODE = { code: 'WINTER25', ticketTypeId: 0, maxUses: 10, validFrom: null, validUntil: null, disabled: false };

/** Issue 13, prices: ticket types, their combinations, discount codes and presentations' ticket types. */
describe.each(testEngines())('back-office prices on %s', (engine) => {
  let t: TestApp;
  const cookies: Record<'boss' | 'clerk' | 'stranger', string> = { boss: '', clerk: '', stranger: '' };
  const send = (who: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({ method, url: `${path}?lang=en`, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
  /** Holds seats of row A for a buyer and prices the cart (the public checkout path). */
  const priced = async (buyer: number, presentationId: number, xs: number[], seats: object[]) => {
    const calls = cartCalls(t.app);
    const uuid = cartBuyer(2100 + buyer);
    const held = await calls.hold(
      uuid,
      presentationId,
      xs.map((x) => [HALL, x, 1]),
    );
    expect(held.statusCode, held.body).toBe(200);
    const res = await calls.cart(uuid, { seats });
    return res;
  };
  const offered = async (presentationId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${presentationId}/ticketGroups?lang=en` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().ticketGroups as Array<{ tickets: Array<{ id: number; name: string; price: number }> }>).flatMap((g) => g.tickets);
  };

  beforeAll(async () => {
    t = await createCartTestApp(engine);
    Object.assign(cookies, await signInBackOfficeStaff(t, BUSINESS, 3, SEATING_NOW));
  });
  afterAll(async () => {
    await t?.dispose();
  });

  let student = 0;

  it('adds a ticket type, attaches it to presentations in bulk, and customers are offered it and can buy it at once', async () => {
    const list = await send('boss', 'GET', url('/ticket-types'));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().ticketGroups.map((g: { id: number }) => g.id)).toEqual([GROUP, SEATING.ticketGroups.premium]);
    expect(list.json().presentations.map((p: { id: number }) => p.id)).toContain(P(1));
    expect(list.json().ticketTypes.find((x: { id: number }) => x.id === CART.policies.code)).toMatchObject({ kind: 'discountCode' });
    expect(list.json().ticketTypes.find((x: { id: number }) => x.id === CART.policies.voucher)).toMatchObject({ kind: 'voucher' });

    const created = await send('boss', 'POST', url('/ticket-types'), TYPE);
    expect(created.statusCode, created.body).toBe(200);
    student = created.json().ticketType.id;
    expect(created.json().ticketType).toMatchObject({ ...TYPE, id: student, retired: false, presentationIds: [] });
    expect((await offered(P(1))).map((x) => x.id)).not.toContain(student);

    const linked = await send('boss', 'PUT', url(`/ticket-types/${student}/presentations`), { attach: [P(1), P(2)], detach: [] });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().ticketType.presentationIds).toEqual([P(1), P(2)]);
    expect((await offered(P(1))).find((x) => x.id === student)).toMatchObject({ name: 'Student', price: 35 });

    const cart = await priced(1, P(1), [1], [line(P(1), student)]);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart).toMatchObject({ problems: [], ticketsTotal: 35 });

    const audit = await t.database.db.selectFrom('audit_log').select(['action', 'actor_id']).where('entity', '=', 'price_policy').execute();
    expect(audit.map((a) => a.action)).toEqual(['ticketType.created', 'ticketType.presentations']);
    expect(audit[0]?.actor_id).toBe('901');
  });

  it('edits a ticket type (price, sale dates, online) and the customer pages follow at once', async () => {
    const cheaper = await send('boss', 'PUT', url(`/ticket-types/${student}`), { ...TYPE, priceAgorot: 3000 });
    expect(cheaper.statusCode, cheaper.body).toBe(200);
    expect((await offered(P(2))).find((x) => x.id === student)?.price).toBe(30);
    const later = await send('boss', 'PUT', url(`/ticket-types/${student}`), { ...TYPE, saleFrom: '2026-12-01' });
    expect(later.json().ticketType.saleFrom).toBe('2026-12-01');
    expect((await offered(P(2))).map((x) => x.id)).not.toContain(student);
    const boxOffice = await send('boss', 'PUT', url(`/ticket-types/${student}`), { ...TYPE, soldOnline: false });
    expect(boxOffice.json().ticketType).toMatchObject({ soldOnline: false, soldAtBoxOffice: true });
    expect((await offered(P(2))).map((x) => x.id)).not.toContain(student);
    const refused = await priced(2, P(2), [1], [line(P(2), student)]);
    expect(refused.json().error.error).toBe('TICKET_NOT_FOUND');
    await send('boss', 'PUT', url(`/ticket-types/${student}`), TYPE);
    expect((await offered(P(2))).map((x) => x.id)).toContain(student);
  });

  it('sets combination rules that the cart applies', async () => {
    const rule = await send('boss', 'PUT', url(`/ticket-types/${student}/combination`), {
      minQuantity: 2,
      maxQuantity: 3,
      requiredWithId: CART.policies.regular,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    expect(rule.json().ticketType).toMatchObject({ minQuantity: 2, maxQuantity: 3, requiredWithId: CART.policies.regular });
    const alone = await priced(3, P(2), [2], [line(P(2), student)]);
    expect(alone.json().cart.problems.map((p: { code: string }) => p.code)).toEqual(['TICKET_BELOW_MINIMUM', 'TICKET_REQUIRED_WITH']);
    const cleared = await send('boss', 'PUT', url(`/ticket-types/${student}/combination`), {
      minQuantity: null,
      maxQuantity: null,
      requiredWithId: null,
    });
    expect(cleared.json().ticketType).toMatchObject({ minQuantity: null, maxQuantity: null, requiredWithId: null });
  });

  it('creates a discount code that lowers the cart total at once; a disabled code is refused', async () => {
    const codeType = await send('boss', 'POST', url('/ticket-types'), {
      ...TYPE,
      kind: 'discountCode',
      nameHe: 'הנחת חורף',
      nameEn: 'Winter discount',
      priceAgorot: 2500,
    });
    expect(codeType.statusCode, codeType.body).toBe(200);
    const typeId = codeType.json().ticketType.id as number;
    expect(codeType.json().ticketType.kind).toBe('discountCode');
    await send('boss', 'PUT', url(`/ticket-types/${typeId}/presentations`), { attach: [P(3)], detach: [] });

    const regular = await priced(4, P(3), [1], [line(P(3), CART.policies.regular)]);
    const regularTotal = regular.json().cart.total as number;
    const created = await send('boss', 'POST', url('/discount-codes'), { ...CODE, ticketTypeId: typeId });
    expect(created.statusCode, created.body).toBe(200);
    const codeId = created.json().discountCode.id as number;
    expect(created.json().discountCode).toMatchObject({ code: 'WINTER25', usedCount: 0, disabled: false });

    const discounted = await priced(5, P(3), [2], [line(P(3), typeId, { code: 'winter25' })]);
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(discounted.json().cart.problems).toEqual([]);
    expect(discounted.json().cart.total).toBe(regularTotal - 20);

    const lookup = await cartCalls(t.app).ticketCode(cartBuyer(2150), P(3), 'winter25');
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json()).toMatchObject({ ticketId: typeId, price: 25, code: 'WINTER25' });

    const listed = await send('boss', 'GET', url('/discount-codes'));
    expect(listed.json().discountCodes.map((c: { code: string }) => c.code)).toContain('WINTER25');

    const disabled = await send('boss', 'PUT', url(`/discount-codes/${codeId}`), { ...CODE, ticketTypeId: typeId, disabled: true });
    expect(disabled.json().discountCode.disabled).toBe(true);
    const refused = await priced(6, P(3), [3], [line(P(3), typeId, { code: 'WINTER25' })]);
    expect(refused.json().cart.problems.map((p: { code: string }) => p.code)).toEqual(['TICKET_CODE_NOT_FOUND']);
    const lookupDisabled = await cartCalls(t.app).ticketCode(cartBuyer(2151), P(3), 'WINTER25');
    expect(lookupDisabled.json().error.error).toBe('TICKET_CODE_NOT_FOUND');
  });

  it("sets one presentation's ticket types, and a retired type is no longer offered nor attachable", async () => {
    const set = await send('boss', 'PUT', url(`/presentations/${P(4)}/ticket-types`), { ticketTypeIds: [CART.policies.regular, student] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ presentationId: P(4), ticketTypeIds: [CART.policies.regular, student] });
    // In display order: the new type's sort order (5) comes before the fixture's (its id).
    expect((await offered(P(4))).map((x) => x.id)).toEqual([student, CART.policies.regular]);

    const retired = await send('boss', 'POST', url(`/ticket-types/${student}/retire`));
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().ticketType.retired).toBe(true);
    expect((await offered(P(4))).map((x) => x.id)).toEqual([CART.policies.regular]);
    expect((await send('boss', 'POST', url(`/ticket-types/${student}/retire`))).statusCode).toBe(200);
    const attach = await send('boss', 'PUT', url(`/ticket-types/${student}/presentations`), { attach: [P(5)], detach: [] });
    expect(attach.json().error).toMatchObject({ error: 'VALIDATION_ERROR', details: { field: 'body.attach' } });
    const schedule = await send('boss', 'GET', url('/presentations'));
    expect(schedule.json().pricePolicies.map((p: { id: number }) => p.id)).not.toContain(student);
  });

  it("refuses another business's staff, non-administrators and bad input, saving nothing", async () => {
    expect((await send('stranger', 'GET', url('/ticket-types'))).statusCode).toBe(403);
    expect((await send('stranger', 'PUT', url(`/ticket-types/${CART.policies.regular}`, 3), TYPE)).json().error.error).toBe('FORBIDDEN');
    expect((await send('clerk', 'POST', url('/ticket-types'), TYPE)).statusCode).toBe(403);
    expect((await send('clerk', 'POST', url('/discount-codes'), { ...CODE, ticketTypeId: CART.policies.code })).statusCode).toBe(403);
    const count = async (table: 'price_policies' | 'ticket_codes' | 'presentation_price_policies') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('price_policies'), await count('ticket_codes'), await count('presentation_price_policies')];
    const cases: Array<[string, string, object, string]> = [
      ['POST', '/ticket-types', { ...TYPE, nameEn: ' ' }, 'body.nameEn'],
      ['POST', '/ticket-types', { ...TYPE, priceAgorot: -1 }, 'body.priceAgorot'],
      ['POST', '/ticket-types', { ...TYPE, ticketGroupId: 999 }, 'body.ticketGroupId'],
      ['POST', '/ticket-types', { ...TYPE, kind: 'loyalty' }, 'body.loyaltyPointsPrice'],
      ['POST', '/ticket-types', { ...TYPE, kind: 'hotel' }, 'body.ref1PromptHe'],
      ['POST', '/ticket-types', { ...TYPE, kind: 'voucher', systemVoucherClassId: 42 }, 'body.systemVoucherClassId'],
      ['POST', '/ticket-types', { ...TYPE, saleFrom: '2026-12-10', saleUntil: '2026-12-01' }, 'body.saleUntil'],
      ['POST', '/ticket-types', { ...TYPE, soldOnline: false, soldAtBoxOffice: false }, 'body.soldOnline'],
      [
        'PUT',
        `/ticket-types/${CART.policies.kid}/combination`,
        { minQuantity: 3, maxQuantity: 2, requiredWithId: null },
        'body.maxQuantity',
      ],
      [
        'PUT',
        `/ticket-types/${CART.policies.kid}/combination`,
        { minQuantity: null, maxQuantity: null, requiredWithId: CART.policies.kid },
        'body.requiredWithId',
      ],
      [
        'PUT',
        `/ticket-types/${CART.policies.regular}/presentations`,
        { attach: [CART.otherBusinessPresentation], detach: [] },
        'body.attach',
      ],
      ['PUT', `/presentations/${P(6)}/ticket-types`, { ticketTypeIds: [999] }, 'body.ticketTypeIds'],
      ['POST', '/discount-codes', { ...CODE, ticketTypeId: CART.policies.regular }, 'body.ticketTypeId'],
      ['POST', '/discount-codes', { ...CODE, code: 'save10', ticketTypeId: CART.policies.code }, 'body.code'],
      ['POST', '/discount-codes', { ...CODE, code: 'a b', ticketTypeId: CART.policies.code }, 'body.code'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await send('boss', method as 'POST' | 'PUT', url(path), body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error, field).toMatchObject({ error: 'VALIDATION_ERROR', details: { field } });
    }
    expect([await count('price_policies'), await count('ticket_codes'), await count('presentation_price_policies')]).toEqual(before);
    const kid = (await send('boss', 'GET', url('/ticket-types')))
      .json()
      .ticketTypes.find((x: { id: number }) => x.id === CART.policies.kid);
    expect(kid).toMatchObject({ maxQuantity: 1, requiredWithId: CART.policies.family });
    expect((await send('boss', 'PUT', url('/ticket-types/99999'), TYPE)).json().error.error).toBe('TICKET_NOT_FOUND');
  });

  it('is described in /api/docs', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const base = '/api/kupa-live/manage/businesses/{businessId}';
    expect(Object.keys(docs.paths[`${base}/ticket-types`])).toEqual(['get', 'post']);
    expect(Object.keys(docs.paths[`${base}/discount-codes/{discountCodeId}`])).toEqual(['put']);
    expect(docs.paths[`${base}/ticket-types/{ticketTypeId}/combination`].put.tags).toEqual(['back-office']);
    expect(docs.paths[`${base}/presentations/{presentationId}/ticket-types`].put.tags).toEqual(['back-office']);
  });
});
