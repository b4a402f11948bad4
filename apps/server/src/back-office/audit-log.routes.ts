import { AuditPageResponseSchema, AuditQuerySchema, BusinessParamsSchema, type AuditEntryView } from '@kupa/contracts';
import { addDays, zonedTimeToUtc, type LocalDate } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditLogSearch, AuditRow } from '../shared/audit-log-search';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { StaffUsersService } from '../staff-auth/staff-users.service';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

export interface AuditLogRoutesOptions {
  audit: AuditLogSearch;
  staffUsers: StaffUsersService;
  timeZone: string;
}

/** The back office's audit log (issue 13, ADR 0016): every change of a business, searchable, newest first. */
export const auditLogRoutes: FastifyPluginAsyncZod<AuditLogRoutesOptions> = async (app, { audit, staffUsers, timeZone }) => {
  const midnight = (date: LocalDate) => zonedTimeToUtc(date, '00:00', timeZone).toISOString();

  app.get(
    '/api/kupa-live/manage/businesses/:businessId/audit-log',
    {
      schema: {
        summary: "Search a business's audit log",
        description: `Who changed what and when, with the entity before and after, newest first, a page at a time. Filters: the staff user (actorId), the kind of entity, the action, the entity id, local dates from and to (inclusive) and free text. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      const q = request.query;
      const [{ rows, hasMore }, entities, staff] = await Promise.all([
        audit.search({
          businessId,
          actorId: q.actorId,
          entity: q.entity,
          action: q.action,
          entityId: q.entityId,
          from: q.from === undefined ? undefined : midnight(q.from),
          until: q.to === undefined ? undefined : midnight(addDays(q.to, 1)),
          text: q.q,
          offset: (q.page - 1) * q.pageSize,
          limit: q.pageSize,
        }),
        audit.entities(businessId),
        staffUsers.list(businessId),
      ]);
      const actorIds = [...new Set(rows.filter((r) => r.actor_kind === 'staff' && r.actor_id).map((r) => Number(r.actor_id)))];
      const names = await staffUsers.names(actorIds.filter((id) => Number.isSafeInteger(id)));
      return {
        businessId,
        entries: rows.map((row) => entryOf(row, names)),
        page: q.page,
        pageSize: q.pageSize,
        hasMore,
        entities,
        actors: staff.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}` })),
      };
    },
  );
};

function entryOf(row: AuditRow, names: Map<number, string>): AuditEntryView {
  const data: unknown = row.data_json === null ? null : JSON.parse(row.data_json);
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    id: row.id,
    at: row.at,
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorName: row.actor_kind === 'staff' && row.actor_id ? (names.get(Number(row.actor_id)) ?? null) : null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: 'before' in record ? record['before'] : null,
    after: 'after' in record ? record['after'] : null,
    data,
  };
}
