import type { Insertable, Kysely } from 'kysely';
import type { Database, SystemVouchersTable } from '../db/schema';
import { CUSTOMER_AREA } from './reservation-fixture';

/**
 * The customer-account tests' vouchers and videos, on top of the customer-area fixture (class 50 "Gift voucher" of
 * business 1, whose replacement window is set to 14 days): the member's vouchers bought in their order KPA-6789 in
 * every state, one given to them (no order), and a stranger's; one video entitlement of the member.
 */
export const ACCOUNT = {
  replacementDays: 14,
  vouchers: {
    unused: 'MINE-UNUSED',
    partial: 'MINE-PARTIAL',
    used: 'MINE-USED',
    expired: 'MINE-EXPIRED',
    given: 'MINE-GIVEN',
    strangers: 'THEIRS-0001',
    anonymousOrder: 'GIFT-0002',
  },
} as const;

export async function insertCustomerAccountFixture(db: Kysely<Database>): Promise<void> {
  const { member, stranger, memberOrder } = CUSTOMER_AREA;
  const V = ACCOUNT.vouchers;
  await db
    .updateTable('businesses')
    .set({ settings_json: JSON.stringify({ replacementVoucherDays: ACCOUNT.replacementDays }) })
    .where('id', '=', 1)
    .execute();
  const voucher = (
    id: number,
    reference: string,
    extra: Partial<Insertable<SystemVouchersTable>> = {},
  ): Insertable<SystemVouchersTable> => ({
    id,
    reference,
    business_id: 1,
    class_id: 50,
    price_id: null,
    customer_id: member.customerId,
    purchase_reservation_id: memberOrder.reservationId,
    channel_id: null,
    initial_value_agorot: 10000,
    balance_agorot: 10000,
    quantity: null,
    start_date: '2026-11-01',
    end_date: '2027-10-31',
    created_at: `2026-11-0${id - 79}T10:00:00.000Z`,
    ...extra,
  });
  for (const row of [
    voucher(80, V.unused),
    voucher(81, V.partial, { balance_agorot: 4000 }),
    voucher(82, V.used, { balance_agorot: 0 }),
    voucher(83, V.expired, { start_date: '2025-10-01', end_date: '2026-10-01' }),
    voucher(84, V.given, { purchase_reservation_id: null }),
    voucher(85, V.strangers, { customer_id: stranger.customerId, purchase_reservation_id: null }),
  ])
    await db.insertInto('system_vouchers').values(row).execute();
  await db
    .insertInto('vod_entitlements')
    .values({
      customer_id: member.customerId,
      presentation_id: 5001,
      reservation_id: memberOrder.reservationId,
      purchased_at: '2026-11-20T10:00:00.000Z',
      available_from: '2026-11-20T10:00:00.000Z',
      available_until: '2026-11-27T10:00:00.000Z',
      max_plays: 3,
      play_count: 1,
      last_played_at: '2026-11-20T20:00:00.000Z',
    })
    .execute();
}
