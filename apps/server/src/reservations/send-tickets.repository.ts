import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect';
import type { Database } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { enqueueOutboxMessage, type OutboxMessage } from '../outbox/outbox-writer';

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
  async sentSince(reservationId: number, sinceIso: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('audit_log')
      .select('at')
      .where('entity', '=', 'reservation')
      .where('entity_id', '=', String(reservationId))
      .where('action', '=', TICKETS_SENT)
      .where('at', '>', sinceIso)
      .execute();
    return rows.map((r) => r.at);
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
      await trx
        .insertInto('audit_log')
        .values({
          business_id: businessId,
          at: now.toISOString(),
          actor_kind: actor.kind,
          actor_id: actor.id,
          action: TICKETS_SENT,
          entity: 'reservation',
          entity_id: String(reservationId),
          data_json: null,
        })
        .execute();
    });
  }
}
