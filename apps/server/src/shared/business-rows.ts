import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from './audit-log';

/** Tables whose rows belong to one business (a `business_id` column) and that the back office creates and changes. */
export type BusinessRowTable = 'features' | 'locations' | 'venues' | 'price_policies' | 'ticket_codes';

type Audit = Omit<AuditEntry, 'businessId'>;

/**
 * The back office's write of a business's row with its audit entry in one transaction (ADR 0014): the owner module's
 * repository calls it with its own table. Answers the new row's id.
 */
export function insertBusinessRow<T extends BusinessRowTable>(
  db: Kysely<Database>,
  dialect: DialectName,
  table: T,
  businessId: number,
  values: Omit<Insertable<Database[T]>, 'business_id'>,
  audit: (id: number) => Audit,
): Promise<number> {
  return writeTransaction(db, dialect, async (trx) => {
    // Kysely cannot type a write to a table chosen by a type parameter; the signature above is the checked one.
    const { id } = await trx
      .insertInto(table as BusinessRowTable)
      .values({ ...values, business_id: businessId } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertAuditEntry(trx, { ...audit(id), businessId });
    return id;
  });
}

/** Changes a row of the business with its audit entry; false (and no entry) when the business has no such row. */
export function updateBusinessRow<T extends BusinessRowTable>(
  db: Kysely<Database>,
  dialect: DialectName,
  table: T,
  businessId: number,
  id: number,
  values: Updateable<Database[T]>,
  audit: Audit,
): Promise<boolean> {
  return writeTransaction(db, dialect, async (trx) => {
    const result = await trx
      .updateTable(table as BusinessRowTable)
      .set(values as never)
      .where('id', '=', id)
      .where('business_id', '=', businessId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await insertAuditEntry(trx, { ...audit, businessId });
    return true;
  });
}
