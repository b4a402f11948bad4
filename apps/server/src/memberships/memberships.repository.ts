import type { Insertable, Kysely } from 'kysely';
import type { Database, MembersTable } from '../db/schema';
import { businessFacts, webAuthProfileOf } from '../catalogue/business-directory';
import { membershipPresentationLinks } from './membership-seating';

export type MembershipRow = Awaited<ReturnType<MembershipsRepository['activeMemberships']>>[number];
export type MembershipPriceRow = Awaited<ReturnType<MembershipsRepository['pricesOf']>>[number];
export type MemberPeriodRow = NonNullable<Awaited<ReturnType<MembershipsRepository['memberByNumber']>>>;

/**
 * The membership sale's tables: memberships, their prices and presentations, and the members an order creates.
 * The business's time zone and web auth profile come from the catalogue's read port (catalogue/business-directory).
 */
export class MembershipsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The memberships on sale (active), optionally only some, by business and name. */
  async activeMemberships(filter: { code?: string; ids?: readonly number[] } = {}, executor: Kysely<Database> = this.db) {
    let query = executor.selectFrom('memberships').selectAll().where('is_active', '=', 1).orderBy('business_id').orderBy('id');
    if (filter.code !== undefined) query = query.where((eb) => eb(eb.fn('upper', ['code']), '=', filter.code?.toUpperCase() ?? ''));
    if (filter.ids !== undefined) {
      if (filter.ids.length === 0) return [];
      query = query.where('id', 'in', [...filter.ids]);
    }
    return query.execute();
  }

  async pricesOf(membershipIds: readonly number[], executor: Kysely<Database> = this.db) {
    if (membershipIds.length === 0) return [];
    return executor
      .selectFrom('membership_prices')
      .selectAll()
      .where('membership_id', 'in', [...membershipIds])
      .orderBy('membership_id')
      .orderBy('price_agorot')
      .orderBy('id')
      .execute();
  }

  async presentationsOf(membershipId: number, executor: Kysely<Database> = this.db) {
    return membershipPresentationLinks(executor, membershipId);
  }

  /** The time zone and the web sales' auth profile (the lowest id; 0 when none) of a business. */
  async businessFacts(
    businessId: number,
    executor: Kysely<Database> = this.db,
  ): Promise<{ timeZone: string; authProfileId: number } | null> {
    const business = await businessFacts(executor, businessId);
    if (!business) return null;
    return { timeZone: business.timeZone, authProfileId: (await webAuthProfileOf(executor, businessId)) ?? 0 };
  }

  async memberByNumber(memberNumber: string, executor: Kysely<Database> = this.db) {
    return executor
      .selectFrom('members')
      .select(['id', 'membership_id', 'customer_id', 'member_number', 'start_date', 'end_date', 'status'])
      .where((eb) => eb(eb.fn('upper', ['member_number']), '=', memberNumber.trim().toUpperCase()))
      .executeTakeFirst();
  }

  /** Whether the customer has an active period of the membership starting on `date` (the renewal of a period). */
  async hasPeriodStarting(customerId: number, membershipId: number, date: string, executor: Kysely<Database> = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('members')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('membership_id', '=', membershipId)
      .where('status', '=', 'active')
      .where('start_date', '=', date)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Writes one member and answers its id. */
  async insertMember(trx: Kysely<Database>, row: Insertable<MembersTable>): Promise<number> {
    const inserted = await trx.insertInto('members').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  async memberNumberTaken(trx: Kysely<Database>, memberNumber: string): Promise<boolean> {
    return (await trx.selectFrom('members').select('id').where('member_number', '=', memberNumber).executeTakeFirst()) !== undefined;
  }

  /** Cancels the members an order created (its undo): none of them may give benefits any more. */
  /** The loyalty points an order's live members granted, per customer (their memberships' benefit_points). */
  async pointsGrantedBy(trx: Kysely<Database>, reservationId: number): Promise<Array<{ customerId: number; points: number }>> {
    const rows = await trx
      .selectFrom('members as m')
      .innerJoin('memberships as ms', 'ms.id', 'm.membership_id')
      .select((eb) => ['m.customer_id', eb.fn.sum<number>('ms.benefit_points').as('points')])
      .where('m.purchase_reservation_id', '=', reservationId)
      .where('m.status', '!=', 'cancelled')
      .groupBy('m.customer_id')
      .execute();
    return rows.map((r) => ({ customerId: r.customer_id, points: Number(r.points) }));
  }

  async cancelMembersOf(trx: Kysely<Database>, reservationId: number): Promise<number> {
    const result = await trx
      .updateTable('members')
      .set({ status: 'cancelled' })
      .where('purchase_reservation_id', '=', reservationId)
      .where('status', '!=', 'cancelled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
