import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, MembershipPricesTable, MembershipsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';
import { businessFacts } from '../catalogue/business-directory';

export type MembershipValues = Omit<Insertable<MembershipsTable>, 'id' | 'business_id' | 'membership_type_id'>;
export type MembershipPriceValues = Pick<Insertable<MembershipPricesTable>, 'price_code' | 'name_he' | 'name_en' | 'price_agorot'>;
export type MembershipAdminRow = Awaited<ReturnType<MembershipAdminRepository['memberships']>>[number];
export type MembershipAdminPriceRow = Awaited<ReturnType<MembershipAdminRepository['pricesOf']>>[number];

/** The prices a save leaves: each existing one changed (by id), the new ones added, the rest removed. */
export interface MembershipPriceChanges {
  changed: ReadonlyArray<{ id: number; values: MembershipPriceValues }>;
  added: readonly MembershipPriceValues[];
  removed: readonly number[];
}

/** The regular membership type (a series, 2, takes its presentations from the schedule). */
const REGULAR_MEMBERSHIP_TYPE_ID = 1;

/** A business's membership types and prices, as staff edit them (the memberships module owns them). */
export class MembershipAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  memberships(businessId: number, membershipId?: number) {
    let query = this.db
      .selectFrom('memberships')
      .select([
        'id',
        'business_id',
        'membership_type_id',
        'code',
        'name_he',
        'name_en',
        'class_name',
        'description_he',
        'description_en',
        'terms_he',
        'terms_en',
        'validity_days',
        'benefit_tickets',
        'benefit_points',
        'allows_hold',
        'allow_member_sale_tickets',
        'is_active',
      ])
      .where('business_id', '=', businessId);
    if (membershipId !== undefined) query = query.where('id', '=', membershipId);
    return query.orderBy('id').execute();
  }

  async ownerOf(membershipId: number): Promise<number | null> {
    const row = await this.db.selectFrom('memberships').select('business_id').where('id', '=', membershipId).executeTakeFirst();
    return row?.business_id ?? null;
  }

  pricesOf(membershipIds: readonly number[]) {
    if (membershipIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('membership_prices')
      .select(['id', 'membership_id', 'price_code', 'name_he', 'name_en', 'price_agorot'])
      .where('membership_id', 'in', [...membershipIds])
      .orderBy('id')
      .execute();
  }

  /** Another membership of the business with this code (the customer pages find a membership by code, any case). */
  async codeTaken(businessId: number, code: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('memberships')
      .select('id')
      .where('business_id', '=', businessId)
      .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()));
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Which of these prices members bought (such a price is never removed). */
  async boughtPrices(priceIds: readonly number[]): Promise<Set<number>> {
    if (priceIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('members')
      .select('membership_price_id')
      .distinct()
      .where('membership_price_id', 'in', [...priceIds])
      .execute();
    return new Set(rows.flatMap((r) => (r.membership_price_id === null ? [] : [r.membership_price_id])));
  }

  /** The currency a business sells in (its memberships' prices take it). */
  async currencyOf(businessId: number): Promise<string> {
    return (await businessFacts(this.db, businessId))?.currency ?? 'ILS';
  }

  /** Writes a membership (new when id is null: a regular one) and its prices with the audit entry; answers its id. */
  save(
    businessId: number,
    id: number | null,
    values: MembershipValues,
    prices: MembershipPriceChanges & { currency: string },
    audit: (id: number) => Omit<AuditEntry, 'businessId'>,
  ): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      let membershipId = id;
      if (membershipId === null) {
        ({ id: membershipId } = await trx
          .insertInto('memberships')
          .values({ ...values, business_id: businessId, membership_type_id: REGULAR_MEMBERSHIP_TYPE_ID })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx.updateTable('memberships').set(values).where('id', '=', membershipId).where('business_id', '=', businessId).execute();
      }
      const saved = membershipId;
      if (prices.removed.length > 0) {
        await trx
          .deleteFrom('membership_prices')
          .where('membership_id', '=', saved)
          .where('id', 'in', [...prices.removed])
          .execute();
      }
      for (const price of prices.changed) {
        await trx
          .updateTable('membership_prices')
          .set(price.values)
          .where('id', '=', price.id)
          .where('membership_id', '=', saved)
          .execute();
      }
      if (prices.added.length > 0) {
        await trx
          .insertInto('membership_prices')
          .values(prices.added.map((p) => ({ ...p, membership_id: saved, currency: prices.currency })))
          .execute();
      }
      await insertAuditEntry(trx, { ...audit(saved), businessId });
      return saved;
    });
  }
}
