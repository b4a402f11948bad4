import type { Clock } from '@kupa/domain';
import type { AuditEntry } from './audit-log';

/** An audit entry of a staff user's change in the back office (ADR 0014): the business is added by the writer. */
export function staffAuditEntry(
  clock: Clock,
  actorId: number,
  change: { action: string; entity: string; entityId: number; data: unknown },
): Omit<AuditEntry, 'businessId'> {
  return {
    at: clock.now().toISOString(),
    actorKind: 'staff',
    actorId: String(actorId),
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    data: change.data,
  };
}
