import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEATING } from '../testing/seating-fixture';
import type { TestApp } from '../testing/test-app';
import { testEngines } from '../testing/test-database';
import { createSeatingTestApp } from '../testing/seating/seating-test-app';

describe.each(testEngines())('ticket groups on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeatingTestApp(engine);
    // An add-on of the regular ticket, and an inactive one that is never offered.
    await t.database.db
      .insertInto('products')
      .values([
        {
          id: 901,
          business_id: SEATING.businessId,
          category: 'addons',
          name_he: 'משקפיים',
          name_en: 'Glasses',
          price_agorot: 500,
          sort_order: 1,
          is_active: 1,
        },
        {
          id: 902,
          business_id: SEATING.businessId,
          category: 'addons',
          name_he: 'ישן',
          name_en: 'Old',
          price_agorot: 100,
          sort_order: 2,
          is_active: 0,
        },
      ])
      .execute();
    await t.database.db
      .insertInto('price_policy_addons')
      .values([
        { price_policy_id: 21, product_id: 901 },
        { price_policy_id: 21, product_id: 902 },
      ])
      .execute();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('answers the price levels of a presentation with their tickets in shekels, in the request language', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${SEATING.presentations.basic}/ticketGroups?lang=en` });
    expect(res.statusCode).toBe(200);
    const ticket = {
      description: null,
      multiplyFactor: 1,
      minQuantity: null,
      maxQuantity: null,
      requiredWithTicketId: null,
      loyaltyPointsPrice: null,
      membershipId: null,
      systemVoucherClassId: null,
      walkin: false,
      ref2prompt: null,
      addons: [],
    };
    expect(res.json()).toEqual({
      serviceCharge: 5.5,
      ticketGroups: [
        {
          id: 21,
          name: 'Regular',
          color: '#3366cc',
          tickets: [
            {
              ...ticket,
              id: 21,
              name: 'Regular',
              kind: 'regular',
              price: 45,
              serviceCharge: 0,
              requiresCode: false,
              ref1prompt: null,
              addons: [{ productId: 901, name: 'Glasses', price: 5 }],
            },
            {
              ...ticket,
              id: 22,
              name: 'Hotel guest',
              kind: 'hotel',
              price: 40,
              serviceCharge: 0,
              requiresCode: false,
              ref1prompt: 'Room number',
            },
            { ...ticket, id: 23, name: 'Discount code', kind: 'code', price: 30, serviceCharge: 0, requiresCode: true, ref1prompt: null },
          ],
        },
        {
          id: 22,
          name: 'Premium',
          color: '#cc9933',
          tickets: [
            { ...ticket, id: 24, name: 'Premium', kind: 'regular', price: 69.9, serviceCharge: 2, requiresCode: false, ref1prompt: null },
          ],
        },
      ],
    });
  });

  it('answers in Hebrew by default', async () => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/presentations/${SEATING.presentations.basic}/ticketGroups` })).json();
    expect(body.ticketGroups.map((g: { name: string }) => g.name)).toEqual(['רגיל', 'פרימיום']);
    expect(body.ticketGroups[0].tickets[1].ref1prompt).toBe('מספר חדר');
    expect(body.ticketGroups[0].tickets[0].addons).toEqual([{ productId: 901, name: 'משקפיים', price: 5 }]);
  });

  it('answers an empty list for a presentation without prices, and PRESENTATION_NOT_FOUND for an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/presentations/${SEATING.presentations.events}/ticketGroups` })).json()).toEqual({
      ticketGroups: [],
      serviceCharge: 0,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/presentations/999999/ticketGroups' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.error).toBe('PRESENTATION_NOT_FOUND');
  });
});
