import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';

/**
 * The audit log's one reader and writer: every module records and counts its audit entries through these functions
 * (the table belongs to the shared module, tools/eslint/table-owners.js). A writer takes the caller's transaction
 * when the entry must be written with the change it reports.
 */

/** One entry of the audit log: who did what to which entity, with the facts of the decision. */
export interface AuditEntry {
  businessId: number | null;
  at: string;
  actorKind: string;
  /** Who acted, when known (a staff user's id, a customer's id); null for an anonymous buyer or the system. */
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  /** The facts of the decision, stored as JSON; none when omitted. */
  data?: unknown;
}

function rowOf(entry: AuditEntry) {
  return {
    business_id: entry.businessId,
    at: entry.at,
    actor_kind: entry.actorKind,
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    data_json: entry.data === undefined ? null : JSON.stringify(entry.data),
  };
}

/** Writes an audit entry in the caller's transaction (or on its own when given the database). */
export async function insertAuditEntry(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRow.execute(db, rowOf(entry));
}

// Written with every order and every staff change: compiled once (db/compiled-once.ts).
const insertAuditRow = new CompiledOnce((db: Kysely<Database>, row: ReturnType<typeof rowOf>) => db.insertInto('audit_log').values(row));

/** Writes several audit entries at once (one event counted against several entities), in the caller's transaction. */
export async function insertAuditEntries(db: Kysely<Database>, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insertInto('audit_log').values(entries.map(rowOf)).execute();
}

/** When an action was recorded for one entity after an instant (what the rate limits count), oldest first. */
export async function auditTimesSince(
  db: Kysely<Database>,
  of: { action: string; entity: string; entityId: string; sinceIso: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('at')
    .where('action', '=', of.action)
    .where('entity', '=', of.entity)
    .where('entity_id', '=', of.entityId)
    .where('at', '>', of.sinceIso)
    .orderBy('at')
    .execute();
  return rows.map((r) => r.at);
}
