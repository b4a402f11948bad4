import type { Clock } from '@kupa/domain';
import type { DatabaseHandle } from '../db/connect';
import { insertAuditEntry } from '../shared/audit-log';

/** Records an upload or removal of a title's video in the audit log. */
export type VodVideoAudit = (entry: {
  businessId: number;
  actorId: number;
  presentationId: number;
  action: string;
  data: unknown;
}) => Promise<void>;

export function createVodVideoAudit(database: DatabaseHandle, clock: Clock): VodVideoAudit {
  return ({ businessId, actorId, presentationId, action, data }) =>
    insertAuditEntry(database.db, {
      businessId,
      at: clock.now().toISOString(),
      actorKind: 'staff',
      actorId: String(actorId),
      action,
      entity: 'presentation',
      entityId: String(presentationId),
      data,
    });
}
