import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An SMS or e-mail to send. It is written in the transaction of the change it reports, and delivered later (spec: SMS and e-mail through an outbox). */
export interface OutboxMessage {
  businessId: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  /** What kind of message this is, e.g. 'tickets-link' or 'login-code'. */
  template: string;
  subject?: string | null;
  body: string;
}

/** Queues a message inside the caller's transaction: it exists exactly when the change it reports commits. */
export async function enqueueOutboxMessage(trx: Kysely<Database>, message: OutboxMessage, now: Date): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      business_id: message.businessId,
      channel: message.channel,
      recipient: message.recipient,
      template: message.template,
      subject: message.subject ?? null,
      body: message.body,
      last_error: null,
      sent_at: null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
