import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART, createCartTestDatabase } from '../testing/cart-test-fixture';
import { SEATING } from '../testing/seating-fixture';
import { testEngines, type TestDatabase } from '../testing/test-database';
import { activeReferenceOptions, cartPresentations, ticketCodesOf, ticketTypeAddons, webTicketTypes } from './cart-presentations';

describe.each(testEngines())("the presentations module's read port for cart pricing on %s", (engine) => {
  let database: TestDatabase;
  const P = CART.policies;
  beforeAll(async () => {
    database = await createCartTestDatabase(engine);
  });
  afterAll(async () => database?.dispose());

  it('answers presentations with their hall location and its time zone, leaving out unknown ids', async () => {
    const rows = await cartPresentations(database.db, [CART.presentation(1), 999_999]);
    expect(rows).toEqual([
      {
        id: CART.presentation(1),
        business_id: SEATING.businessId,
        auth_profile_id: 2,
        mini_site_id: null,
        status: 'scheduled',
        business_date: '2026-11-21',
        service_charge_agorot: CART.serviceChargeAgorot,
        booking_fee_agorot: CART.bookingFeeAgorot,
        location_id: 20,
        time_zone: 'Asia/Jerusalem',
      },
    ]);
    expect(await cartPresentations(database.db, [])).toEqual([]);
  });

  it('offers the ticket types sold online and not retired, in display order', async () => {
    const db = database.db;
    await db.updateTable('price_policies').set({ retired_at: '2026-11-01T00:00:00.000Z' }).where('id', '=', P.senior).execute();
    await db.updateTable('price_policies').set({ is_sold_online: 0 }).where('id', '=', P.hotel).execute();
    await db.updateTable('price_policies').set({ sort_order: 0 }).where('id', '=', P.premium).execute();
    try {
      const rows = await webTicketTypes(db, [CART.presentation(2)]);
      expect(rows.map((r) => r.id)).toEqual([
        P.premium,
        ...Object.values(P).filter((id) => ![P.senior, P.hotel, P.premium].includes(id as never)),
      ]);
      expect(rows.every((r) => r.presentation_id === CART.presentation(2))).toBe(true);
      expect(await webTicketTypes(db, [])).toEqual([]);
    } finally {
      await db.updateTable('price_policies').set({ retired_at: null }).where('id', '=', P.senior).execute();
      await db.updateTable('price_policies').set({ is_sold_online: 1 }).where('id', '=', P.hotel).execute();
      await db.updateTable('price_policies').set({ sort_order: P.premium }).where('id', '=', P.premium).execute();
    }
  });

  it("matches a business's discount codes in any case, leaving out disabled ones and other businesses' codes", async () => {
    const db = database.db;
    await db.updateTable('ticket_codes').set({ is_disabled: 1 }).where('code', '=', 'ONCE').execute();
    try {
      const rows = await ticketCodesOf(db, SEATING.businessId, [' save10 ', 'once', 'unknown']);
      expect(rows.map((r) => r.code)).toEqual(['SAVE10']);
      expect(await ticketCodesOf(db, 3, ['SAVE10'])).toEqual([]);
      expect(await ticketCodesOf(db, SEATING.businessId, [])).toEqual([]);
    } finally {
      await db.updateTable('ticket_codes').set({ is_disabled: 0 }).where('code', '=', 'ONCE').execute();
    }
  });

  it('answers the active references of hotel-guest ticket types only', async () => {
    const db = database.db;
    expect(await activeReferenceOptions(db, [P.hotel])).toEqual([
      { id: 91, price_policy_id: P.hotel, reference1: 'Dan Hotel', reference2: null, quantity: 5 },
    ]);
    await db.updateTable('reference_prompt_options').set({ is_active: 0 }).where('id', '=', 91).execute();
    try {
      expect(await activeReferenceOptions(db, [P.hotel])).toEqual([]);
    } finally {
      await db.updateTable('reference_prompt_options').set({ is_active: 1 }).where('id', '=', 91).execute();
    }
  });

  it('answers the add-ons of ticket types that are active products', async () => {
    const db = database.db;
    expect(await ticketTypeAddons(db, [P.regular, P.pair])).toEqual([
      { price_policy_id: P.regular, id: CART.products.glasses, name_he: 'משקפי תלת־ממד', name_en: '3D glasses', price_agorot: 500 },
    ]);
    await db.updateTable('products').set({ is_active: 0 }).where('id', '=', CART.products.glasses).execute();
    try {
      expect(await ticketTypeAddons(db, [P.regular])).toEqual([]);
    } finally {
      await db.updateTable('products').set({ is_active: 1 }).where('id', '=', CART.products.glasses).execute();
    }
  });
});
