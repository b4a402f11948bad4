import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { enqueueOutboxMessage, type OutboxMessage } from '../outbox/outbox-writer';
import { auditTimesSince, insertAuditEntry } from '../shared/audit-log';

/** The audit action of a tickets SMS; its rows are what the per-reservation limit counts. */
const TICKETS_SENT = 'reservation.tickets-sent';

/** What sending tickets needs of a reservation, and the record of each sending. */
export class SendTicketsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DialectName,
  ) {}

  /** The reservation of a public identifier, with who may act for it. */
  reservationByIdentifier(identifier: string) {
    return this.db
      .selectFrom('reservations')
      .select(['id', 'business_id', 'customer_id', 'buyer_uuid', 'status', 'edocument_key'])
      .where('identifier', '=', identifier)
      .executeTakeFirst();
  }

  /** When the tickets of a reservation were sent since an instant. */
  sentSince(reservationId: number, sinceIso: string): Promise<string[]> {
    return auditTimesSince(this.db, { action: TICKETS_SENT, entity: 'reservation', entityId: String(reservationId), sinceIso });
  }

  /** The SMS (outbox) and its audit row, in one transaction. The audit row names who asked, never the number. */
  async recordSending(
    reservationId: number,
    businessId: number,
    actor: { kind: 'buyer' | 'customer'; id: string | null },
    sms: OutboxMessage,
    now: Date,
  ): Promise<void> {
    await writeTransaction(this.db, this.dialect, async (trx) => {
      await enqueueOutboxMessage(trx, sms, now);
      await insertAuditEntry(trx, {
        businessId,
        at: now.toISOString(),
        actorKind: actor.kind,
        actorId: actor.id,
        action: TICKETS_SENT,
        entity: 'reservation',
        entityId: String(reservationId),
      });
    });
  }
}
