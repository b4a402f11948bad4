import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FIXTURE_NOW, insertCatalogueFixture, type CatalogueFixture } from './catalogue-fixture';

/** "Now" of the customer-area tests: the catalogue fixture's Saturday 2026-11-21 12:00 Jerusalem. */
export const CUSTOMER_AREA_NOW = FIXTURE_NOW;

/** The people and orders of the customer-area tests (a member like the demo's M100001, and a buyer's paid order). */
export const CUSTOMER_AREA = {
  member: { customerId: 70, mobile: '0521234567', ssn: '031845621', email: 'noa.cohen@example.com', memberNumber: 'M100001' },
  /** The same mobile number as a customer of a second business. */
  memberElsewhere: { customerId: 71, businessId: 2 },
  stranger: { customerId: 72, mobile: '0547654321' },
  buyerUuid: 'a1b2c3d4-0000-4000-8000-00000000000a',
  strangerUuid: 'a1b2c3d4-0000-4000-8000-00000000000b',
  order: {
    reservationId: 900,
    identifier: 'KPA-2345',
    documentKey: 'edoc-key-0123456789abcdef',
    ticketSecrets: ['qr-secret-ticket-one', 'qr-secret-ticket-two'],
  },
  memberOrder: { reservationId: 901, identifier: 'KPA-6789', documentKey: 'edoc-key-member-000000000' },
} as const;

export interface CustomerAreaFixture extends CatalogueFixture {
  membershipId: number;
}

/**
 * The catalogue fixture plus: a second business; the member (annual membership that allows holds, a saved card and
 * a deleted one) with a customer record in both businesses; another customer; a paid order of an anonymous buyer
 * (two seated tickets of presentation 5001, one with a popcorn add-on, a drink, paid part by voucher and part by
 * card, a gift voucher bought with it) and a hold order of the member.
 */
export async function insertCustomerAreaFixture(db: Kysely<Database>): Promise<CustomerAreaFixture> {
  const catalogue = await insertCatalogueFixture(db);
  const created = '2026-11-01T00:00:00.000Z';
  const { member, memberElsewhere, stranger, order, memberOrder } = CUSTOMER_AREA;
  await db
    .insertInto('businesses')
    .values({ id: 2, name_he: 'תיאטרון', name_en: 'Theatre', slug: 'theatre', kind: 'theatre', created_at: created })
    .execute();
  const person = {
    first_name: 'נועה',
    last_name: 'כהן',
    address1: null,
    address2: null,
    city: null,
    postal_code: null,
    date_of_birth: null,
    license_plate: null,
    password_hash: null,
    created_at: created,
  };
  await db
    .insertInto('customers')
    .values([
      {
        ...person,
        id: member.customerId,
        business_id: 1,
        mobile: member.mobile,
        ssn: member.ssn,
        email: member.email,
        loyalty_points: 40,
        is_email_allowed: 1,
        is_sms_allowed: 1,
      },
      {
        ...person,
        id: memberElsewhere.customerId,
        business_id: memberElsewhere.businessId,
        mobile: member.mobile,
        ssn: member.ssn,
        email: member.email,
        loyalty_points: 0,
        is_email_allowed: 0,
        is_sms_allowed: 0,
      },
      {
        ...person,
        id: stranger.customerId,
        business_id: 1,
        first_name: 'יוסי',
        last_name: 'לוי',
        mobile: stranger.mobile,
        ssn: null,
        email: null,
        loyalty_points: 0,
        is_email_allowed: 0,
        is_sms_allowed: 0,
      },
    ])
    .execute();
  await db
    .insertInto('customer_cards')
    .values([
      {
        id: 1,
        customer_id: member.customerId,
        provider: 'sandbox',
        provider_token: 'tok_secret_1',
        last4: '4242',
        exp_month: 12,
        exp_year: 2028,
        brand: 'visa',
        is_deleted: 0,
        created_at: created,
      },
      {
        id: 2,
        customer_id: member.customerId,
        provider: 'sandbox',
        provider_token: 'tok_secret_2',
        last4: '1111',
        exp_month: 1,
        exp_year: 2027,
        brand: 'visa',
        is_deleted: 1,
        created_at: created,
      },
    ])
    .execute();
  await db
    .insertInto('memberships')
    .values({
      id: 30,
      business_id: 1,
      membership_type_id: 1,
      code: 'CINEMA-YEAR',
      name_he: 'מנוי שנתי',
      name_en: 'Annual membership',
      description_he: null,
      description_en: null,
      terms_he: null,
      terms_en: null,
      class_name: null,
      season_id: null,
      default_ticket_group_id: 1,
      validity_days: 365,
      allows_hold: 1,
    })
    .execute();
  await db
    .insertInto('members')
    .values({
      id: 40,
      membership_id: 30,
      customer_id: member.customerId,
      membership_price_id: null,
      purchase_reservation_id: null,
      member_number: member.memberNumber,
      balance: 9,
      used_balance: 3,
      start_date: '2026-08-13',
      end_date: '2027-08-12',
      created_at: created,
    })
    .execute();

  const reservation = {
    business_id: 1,
    channel_id: null,
    referral_mini_site_id: null,
    business_date: '2026-11-21',
    paid_at: '2026-11-21T08:00:00.000Z',
    cancelled_at: null,
    idempotency_key: null,
    created_at: '2026-11-21T08:00:00.000Z',
  };
  // One insert per row: SQLite fills a column missing from one row of a multi-row insert with NULL, not its default.
  await db
    .insertInto('reservations')
    .values({
      ...reservation,
      id: order.reservationId,
      identifier: order.identifier,
      customer_id: null,
      buyer_uuid: CUSTOMER_AREA.buyerUuid,
      status: 'confirmed',
      tickets_agorot: 9000,
      service_charge_agorot: 1100,
      booking_fee_agorot: 0,
      products_agorot: 3900,
      other_agorot: 10000,
      total_agorot: 24000,
      hold_deadline: null,
      edocument_key: order.documentKey,
      customer_json: JSON.stringify({
        FirstName: 'דנה',
        LastName: 'ישראלי',
        SSN: '000000018',
        MobileNumber1: '0509998877',
        EmailAddress1: 'dana@example.com',
      }),
    })
    .execute();
  await db
    .insertInto('reservations')
    .values({
      ...reservation,
      id: memberOrder.reservationId,
      identifier: memberOrder.identifier,
      customer_id: member.customerId,
      buyer_uuid: null,
      order_type: 'hold',
      status: 'hold',
      tickets_agorot: 4500,
      total_agorot: 4500,
      paid_at: null,
      hold_deadline: '2026-11-21T17:30:00.000Z',
      edocument_key: memberOrder.documentKey,
      customer_json: null,
    })
    .execute();
  const ticket = {
    presentation_id: 5001,
    ticket_group_id: 1,
    price_policy_id: 1,
    old_price_agorot: null,
    code: null,
    member_id: null,
    system_voucher_id: null,
    ref1: null,
    ref2: null,
    loyalty_points: null,
    created_at: created,
  };
  await db
    .insertInto('reservation_tickets')
    .values([
      {
        ...ticket,
        id: 1,
        reservation_id: order.reservationId,
        seat_id: 1,
        price_agorot: 4500,
        service_charge_agorot: 550,
        ticket_secret: order.ticketSecrets[0],
        status: 'valid',
        scanned_at: null,
      },
      {
        ...ticket,
        id: 2,
        reservation_id: order.reservationId,
        seat_id: 2,
        price_agorot: 4500,
        service_charge_agorot: 550,
        ticket_secret: order.ticketSecrets[1],
        status: 'valid',
        scanned_at: '2026-11-21T09:00:00.000Z',
      },
      {
        ...ticket,
        id: 3,
        reservation_id: memberOrder.reservationId,
        seat_id: 3,
        price_agorot: 4500,
        service_charge_agorot: 0,
        ticket_secret: 'qr-secret-held',
        status: 'valid',
        scanned_at: null,
      },
    ])
    .execute();
  await db
    .insertInto('reservation_products')
    .values([
      { reservation_id: order.reservationId, presentation_id: 5001, product_id: 1, ticket_id: 1, quantity: 1, unit_price_agorot: 2400 },
      { reservation_id: order.reservationId, presentation_id: 5001, product_id: 2, ticket_id: null, quantity: 1, unit_price_agorot: 1500 },
    ])
    .execute();
  await db
    .insertInto('system_voucher_classes')
    .values({
      id: 50,
      business_id: 1,
      super_class_id: null,
      kind: 'value',
      name_he: 'שובר מתנה',
      name_en: 'Gift voucher',
      description_he: null,
      description_en: null,
      terms_he: null,
      terms_en: null,
      validity_days: 365,
      replacement_days: null,
      min_price_agorot: null,
      max_price_agorot: null,
    })
    .execute();
  await db
    .insertInto('system_vouchers')
    .values([
      {
        id: 60,
        reference: 'GIFT-0001',
        business_id: 1,
        class_id: 50,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: null,
        channel_id: null,
        initial_value_agorot: 5000,
        balance_agorot: 0,
        quantity: null,
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        created_at: created,
      },
      {
        id: 61,
        reference: 'GIFT-0002',
        business_id: 1,
        class_id: 50,
        price_id: null,
        customer_id: null,
        purchase_reservation_id: order.reservationId,
        channel_id: null,
        initial_value_agorot: 10000,
        balance_agorot: 10000,
        quantity: null,
        start_date: '2026-11-21',
        end_date: '2027-11-20',
        created_at: created,
      },
    ])
    .execute();
  const payment = {
    reservation_id: order.reservationId,
    buyer_uuid: CUSTOMER_AREA.buyerUuid,
    provider: 'sandbox',
    provider_reference: null,
    customer_card_id: null,
    idempotency_key: null,
    failure_code: null,
    created_at: created,
    updated_at: created,
    identifier: null,
    capture_reference: null,
  };
  await db
    .insertInto('payments')
    .values([
      { ...payment, method: 'voucher', status: 'captured', amount_agorot: 5000, card_last4: null, system_voucher_id: 60 },
      { ...payment, method: 'card', status: 'captured', amount_agorot: 19000, card_last4: '4580', system_voucher_id: null },
      { ...payment, method: 'card', status: 'voided', amount_agorot: 19000, card_last4: '9999', system_voucher_id: null },
    ])
    .execute();
  return { ...catalogue, membershipId: 30 };
}
