import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One entry of the audit log: who did what to which entity, with the facts of the decision. */
export interface AuditEntry {
  businessId: number | null;
  at: string;
  actorKind: string;
  actorId: string;
  action: string;
  entity: string;
  entityId: string;
  data: unknown;
}

/** Writes an audit entry in the caller's transaction (or on its own when given the database). */
export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      business_id: entry.businessId,
      at: entry.at,
      actor_kind: entry.actorKind,
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      data_json: JSON.stringify(entry.data),
    })
    .execute();
}
