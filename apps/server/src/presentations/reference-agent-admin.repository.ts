import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database, ReferencePromptOptionsTable } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { insertAuditEntry, type AuditEntry } from '../shared/audit-log';

type Audit = (id: number) => Omit<AuditEntry, 'businessId'>;
export type ReferenceAgentValues = Omit<Insertable<ReferencePromptOptionsTable>, 'id' | 'business_id' | 'created_at'>;

/** Reference-prompt agents (reference_prompt_options) as the back office reads and writes them, with the audit entry. */
export class ReferenceAgentAdminRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  agents(businessId: number, id?: number) {
    let q = this.db
      .selectFrom('reference_prompt_options')
      .select(['id', 'price_policy_id', 'reference1', 'reference2', 'quantity', 'is_active'])
      .where('business_id', '=', businessId);
    if (id !== undefined) q = q.where('id', '=', id);
    return q.orderBy('price_policy_id').orderBy('reference1').orderBy('id').execute();
  }

  async ownerOf(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('reference_prompt_options').select('business_id').where('id', '=', id).executeTakeFirst();
    return row?.business_id ?? null;
  }

  /** The business's ticket types that ask for a reference (a Hebrew or English prompt). */
  referenceTicketTypes(businessId: number) {
    return this.db
      .selectFrom('price_policies')
      .select(['id', 'name_he', 'name_en'])
      .where('business_id', '=', businessId)
      .where((eb) => eb.or([eb('ref1_prompt_he', 'is not', null), eb('ref1_prompt_en', 'is not', null)]))
      .orderBy('id')
      .execute();
  }

  /** Another agent of the ticket type with the same reference, whatever the case (the cart matches it so). */
  async referenceTaken(pricePolicyId: number, reference1: string, exceptId: number | null): Promise<boolean> {
    const rows = await this.db
      .selectFrom('reference_prompt_options')
      .select(['id', 'reference1'])
      .where('price_policy_id', '=', pricePolicyId)
      .execute();
    const wanted = reference1.trim().toLowerCase();
    return rows.some((r) => r.id !== exceptId && r.reference1.trim().toLowerCase() === wanted);
  }

  /** Adds the agent (id null) or changes it, with its audit entry in the same transaction; answers its id. */
  save(businessId: number, id: number | null, values: ReferenceAgentValues, createdAt: string, audit: Audit): Promise<number> {
    return writeTransaction(this.db, this.dialect, async (trx) => {
      let savedId = id;
      if (savedId === null) {
        const row = await trx
          .insertInto('reference_prompt_options')
          .values({ ...values, business_id: businessId, created_at: createdAt })
          .returning('id')
          .executeTakeFirstOrThrow();
        savedId = row.id;
      } else {
        const change: Updateable<ReferencePromptOptionsTable> = values;
        await trx
          .updateTable('reference_prompt_options')
          .set(change)
          .where('id', '=', savedId)
          .where('business_id', '=', businessId)
          .execute();
      }
      await insertAuditEntry(trx, { ...audit(savedId), businessId });
      return savedId;
    });
  }
}
