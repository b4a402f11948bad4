import type { Insertable, Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, DonationAmountsTable, DonationsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

export type DonationValues = Omit<Insertable<DonationsTable>, 'id' | 'business_id'>;
export type DonationAmountValues = Omit<Insertable<DonationAmountsTable>, 'id' | 'donation_id'>;
export type DonationAdminRow = Awaited<ReturnType<DonationAdminRepository['donations']>>[number];
export type DonationAdminAmountRow = Awaited<ReturnType<DonationAdminRepository['amountsOf']>>[number];

/** A business's donation choices and their amounts, as staff edit them (the donations module owns them). */
export class DonationAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  donations(businessId: number, donationId?: number) {
    let query = this.db
      .selectFrom('donations')
      .select(['id', 'business_id', 'code', 'name_he', 'name_en', 'description_he', 'description_en', 'is_active'])
      .where('business_id', '=', businessId);
    if (donationId !== undefined) query = query.where('id', '=', donationId);
    return query.orderBy('id').execute();
  }

  async ownerOf(donationId: number): Promise<number | null> {
    const row = await this.db.selectFrom('donations').select('business_id').where('id', '=', donationId).executeTakeFirst();
    return row?.business_id ?? null;
  }

  amountsOf(donationIds: readonly number[]) {
    if (donationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('donation_amounts')
      .select(['id', 'donation_id', 'amount_agorot', 'min_agorot', 'max_agorot', 'is_custom'])
      .where('donation_id', 'in', [...donationIds])
      .orderBy('is_custom')
      .orderBy('amount_agorot')
      .orderBy('id')
      .execute();
  }

  async codeTaken(businessId: number, code: string, exceptId: number | null): Promise<boolean> {
    let query = this.db
      .selectFrom('donations')
      .select('id')
      .where('business_id', '=', businessId)
      .where((eb) => eb(eb.fn('upper', ['code']), '=', code.toUpperCase()));
    if (exceptId !== null) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /**
   * Writes a donation (new when id is null) with its audit entry; its amounts become `amounts`: a row whose amount
   * stays keeps its id (a cart already holding it still prices), the others are removed and the new ones added.
   */
  save(
    businessId: number,
    id: number | null,
    values: DonationValues,
    amounts: readonly DonationAmountValues[],
    audit: (id: number) => Omit<AuditEntry, 'businessId'>,
  ): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      let donationId = id;
      if (donationId === null) {
        ({ id: donationId } = await trx
          .insertInto('donations')
          .values({ ...values, business_id: businessId })
          .returning('id')
          .executeTakeFirstOrThrow());
      } else {
        await trx.updateTable('donations').set(values).where('id', '=', donationId).where('business_id', '=', businessId).execute();
      }
      const saved = donationId;
      const current = await trx
        .selectFrom('donation_amounts')
        .select(['id', 'amount_agorot', 'min_agorot', 'max_agorot', 'is_custom'])
        .where('donation_id', '=', saved)
        .execute();
      const same = (a: (typeof current)[number], b: DonationAmountValues) =>
        a.is_custom === b.is_custom &&
        a.amount_agorot === (b.amount_agorot ?? null) &&
        a.min_agorot === (b.min_agorot ?? null) &&
        a.max_agorot === (b.max_agorot ?? null);
      const stale = current.filter((a) => !amounts.some((b) => same(a, b))).map((a) => a.id);
      const fresh = amounts.filter((b) => !current.some((a) => same(a, b)));
      if (stale.length > 0) await trx.deleteFrom('donation_amounts').where('id', 'in', stale).execute();
      if (fresh.length > 0) {
        await trx
          .insertInto('donation_amounts')
          .values(fresh.map((a) => ({ ...a, donation_id: saved })))
          .execute();
      }
      await insertAuditEntry(trx, { ...audit(saved), businessId });
      return saved;
    });
  }
}
