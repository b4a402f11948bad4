import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What the back office's audit-log search narrows by (all optional except the business). */
export interface AuditSearch {
  businessId: number;
  actorId?: number | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  entityId?: string | undefined;
  /** UTC instants: from inclusive, until exclusive. */
  from?: string | undefined;
  until?: string | undefined;
  /** Free text found (case-insensitively) in the action, the entity id or the recorded data. */
  text?: string | undefined;
  offset: number;
  limit: number;
}

export interface AuditRow {
  id: number;
  at: string;
  actor_kind: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string;
  data_json: string | null;
}

/** LIKE's wildcards taken literally (escaped with a backslash). */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of a business's audit log, newest first; `limit + 1` rows are read to know whether more follow. */
export async function searchAuditLog(db: Kysely<Database>, q: AuditSearch): Promise<{ rows: AuditRow[]; hasMore: boolean }> {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'at', 'actor_kind', 'actor_id', 'action', 'entity', 'entity_id', 'data_json'])
    .where('business_id', '=', q.businessId);
  if (q.actorId !== undefined) query = query.where('actor_kind', '=', 'staff').where('actor_id', '=', String(q.actorId));
  if (q.entity !== undefined) query = query.where('entity', '=', q.entity);
  if (q.action !== undefined) query = query.where('action', '=', q.action);
  if (q.entityId !== undefined) query = query.where('entity_id', '=', q.entityId);
  if (q.from !== undefined) query = query.where('at', '>=', q.from);
  if (q.until !== undefined) query = query.where('at', '<', q.until);
  if (q.text !== undefined) {
    const pattern = likePattern(q.text);
    query = query.where((eb) =>
      eb.or(
        (['action', 'entity_id', 'data_json'] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`),
        ),
      ),
    );
  }
  const rows = await query
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(q.limit + 1)
    .offset(q.offset)
    .execute();
  return { rows: rows.slice(0, q.limit), hasMore: rows.length > q.limit };
}

/** The entity kinds found in a business's audit log, for the search's filter. */
export async function auditEntitiesOf(db: Kysely<Database>, businessId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('entity')
    .distinct()
    .where('business_id', '=', businessId)
    .orderBy('entity')
    .execute();
  return rows.map((r) => r.entity);
}

/** The audit log's search as a service the back office is given (the shared module owns the table). */
export class AuditLogSearch {
  constructor(private readonly db: Kysely<Database>) {}

  search(q: AuditSearch) {
    return searchAuditLog(this.db, q);
  }

  entities(businessId: number) {
    return auditEntitiesOf(this.db, businessId);
  }
}
