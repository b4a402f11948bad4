import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A business's ticket-voucher classes by name, for the back office's voucher ticket types. */
export function ticketVoucherClassNamesOf(db: Kysely<Database>, businessId: number) {
  return db
    .selectFrom('system_voucher_classes')
    .select(['id', 'name_he', 'name_en'])
    .where('business_id', '=', businessId)
    .where('kind', '=', 'tickets')
    .orderBy('id')
    .execute();
}
