import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { signaturePngBytes } from '../demo/signature-drawing';
import { hashPassword } from '../staff-auth/password';
import { insertCatalogueFixture, FIXTURE_NOW } from './catalogue-fixture';

/** "Now" of the waiver tests: Saturday 2026-11-21 12:00 Jerusalem; the jump session (presentation 5007) is on the 22nd. */
export const WAIVER_NOW = FIXTURE_NOW;

export const WAIVER = {
  /** The general-admission hall 101 needs waivers (a trampoline hall), with a 48-hour test window. */
  venueId: 101,
  presentationId: 5007,
  otherPresentationId: 5001,
  /** Three tickets: kids 3-6, jump 7-17, and jump 7-17 paid with a "little jumpers" voucher (4-10). */
  order: {
    reservationId: 950,
    identifier: 'KPA-JUMP1',
    documentKey: 'waiver-doc-key-00000001',
    tickets: ['jump-ticket-kids', 'jump-ticket-teen', 'jump-ticket-voucher'],
  },
  /** Another buyer's order of the same session. */
  otherOrder: { reservationId: 951, identifier: 'KPA-JUMP2', documentKey: 'waiver-doc-key-00000002', tickets: ['jump-ticket-other'] },
  /** An order of a film, which needs no waiver. */
  filmOrder: { reservationId: 952, identifier: 'KPA-FILM1', documentKey: 'waiver-doc-key-00000003', tickets: ['film-ticket-1'] },
  staff: {
    cinema: { username: 'jump-staff', password: 'jump-staff-pass' },
    theatre: { username: 'other-staff', password: 'other-staff-pass' },
  },
} as const;

/** Valid Israeli ID numbers (check digit right) and one that is wrong. */
export const IDS = { guardian: '031845621', childA: '000000018', childB: '123456782', bad: '123456789' } as const;

/**
 * The catalogue fixture plus a trampoline hall: venue 101 needs waivers, jump ticket types with age limits (kids 3-6 =
 * policy 11, jump 7-17 = policy 12), a ticket voucher class 53 for ages 4-10, three orders and staff of two businesses.
 */
export async function insertWaiverFixture(db: Kysely<Database>): Promise<void> {
  await insertCatalogueFixture(db);
  const created = '2026-11-01T00:00:00.000Z';
  await db
    .insertInto('businesses')
    .values({ id: 2, name_he: 'תיאטרון', name_en: 'Theatre', slug: 'theatre', kind: 'theatre', created_at: created })
    .execute();
  const policy = { business_id: 1, ticket_group_id: 1, kind: 'regular' as const, loyalty_points_price: null };
  await db
    .insertInto('price_policies')
    .values([
      { ...policy, id: 11, name_he: 'קפיצה – גילאי 3–6', name_en: 'Little jump (3–6)', price_agorot: 6000 },
      { ...policy, id: 12, name_he: 'קפיצה – גילאי 7–17', name_en: 'Jump (7–17)', price_agorot: 8000 },
    ])
    .execute();
  await db
    .insertInto('system_voucher_classes')
    .values({
      id: 53,
      business_id: 1,
      super_class_id: null,
      kind: 'tickets',
      name_he: 'כרטיסיית קופצים קטנים',
      name_en: 'Little jumpers pass',
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
    .values({
      id: 63,
      reference: 'JUMP-PASS-1',
      business_id: 1,
      class_id: 53,
      price_id: null,
      customer_id: null,
      purchase_reservation_id: null,
      channel_id: null,
      initial_value_agorot: null,
      balance_agorot: null,
      quantity: 5,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      created_at: created,
    })
    .execute();
  await db
    .insertInto('waiver_policies')
    .values({ business_id: 1, venue_id: WAIVER.venueId, test_validity_hours: 48, created_at: created })
    .execute();
  await db
    .insertInto('jumper_age_limits')
    .values([
      { business_id: 1, price_policy_id: 11, system_voucher_class_id: null, min_age: 3, max_age: 6 },
      { business_id: 1, price_policy_id: 12, system_voucher_class_id: null, min_age: 7, max_age: 17 },
      { business_id: 1, price_policy_id: null, system_voucher_class_id: 53, min_age: 4, max_age: 10 },
    ])
    .execute();

  const reservation = {
    business_id: 1,
    channel_id: null,
    referral_mini_site_id: null,
    customer_id: null,
    buyer_uuid: null,
    business_date: '2026-11-21',
    paid_at: '2026-11-21T08:00:00.000Z',
    cancelled_at: null,
    idempotency_key: null,
    status: 'confirmed' as const,
    hold_deadline: null,
    tickets_agorot: 0,
    total_agorot: 0,
    created_at: '2026-11-21T08:00:00.000Z',
  };
  const { order, otherOrder, filmOrder } = WAIVER;
  for (const [o, buyer] of [
    [order, 'דנה ישראלי'],
    [otherOrder, 'יוסי לוי'],
    [filmOrder, 'רון כהן'],
  ] as const) {
    const [first, last] = buyer.split(' ');
    await db
      .insertInto('reservations')
      .values({
        ...reservation,
        id: o.reservationId,
        identifier: o.identifier,
        edocument_key: o.documentKey,
        customer_json: JSON.stringify({ FirstName: first, LastName: last }),
      })
      .execute();
  }
  const ticket = {
    seat_id: null,
    ticket_group_id: 1,
    old_price_agorot: null,
    code: null,
    member_id: null,
    ref1: null,
    ref2: null,
    loyalty_points: null,
    status: 'valid' as const,
    scanned_at: null,
    created_at: created,
  };
  const jump = { ...ticket, presentation_id: WAIVER.presentationId };
  await db
    .insertInto('reservation_tickets')
    .values([
      {
        ...jump,
        id: 101,
        reservation_id: order.reservationId,
        price_policy_id: 11,
        price_agorot: 6000,
        ticket_secret: order.tickets[0],
        system_voucher_id: null,
      },
      {
        ...jump,
        id: 102,
        reservation_id: order.reservationId,
        price_policy_id: 12,
        price_agorot: 8000,
        ticket_secret: order.tickets[1],
        system_voucher_id: null,
      },
      {
        ...jump,
        id: 103,
        reservation_id: order.reservationId,
        price_policy_id: 12,
        price_agorot: 0,
        ticket_secret: order.tickets[2],
        system_voucher_id: 63,
      },
      {
        ...jump,
        id: 104,
        reservation_id: otherOrder.reservationId,
        price_policy_id: 12,
        price_agorot: 8000,
        ticket_secret: otherOrder.tickets[0],
        system_voucher_id: null,
      },
      {
        ...ticket,
        id: 105,
        presentation_id: WAIVER.otherPresentationId,
        seat_id: 1,
        reservation_id: filmOrder.reservationId,
        price_policy_id: 1,
        price_agorot: 4500,
        ticket_secret: filmOrder.tickets[0],
        system_voucher_id: null,
      },
    ])
    .execute();

  let id = 1;
  for (const [business, user] of [
    [1, WAIVER.staff.cinema],
    [2, WAIVER.staff.theatre],
  ] as const) {
    await db
      .insertInto('staff_users')
      .values({
        id,
        username: user.username,
        password_hash: await hashPassword(user.password),
        first_name: 'S',
        last_name: 'T',
        is_active: 1,
        created_at: created,
      })
      .execute();
    await db.insertInto('staff_user_businesses').values({ user_id: id, business_id: business, role: 'box-office' }).execute();
    id++;
  }
}

/** A drawn signature of `inked` pixels as the pad's PNG data URL (0: a blank pad). */
export function signatureDataUrl(inked: number): string {
  return `data:image/png;base64,${signaturePngBytes(inked).toString('base64')}`;
}
