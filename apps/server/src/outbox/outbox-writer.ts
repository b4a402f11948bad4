import type { Kysely } from 'kysely';
import { CompiledOnce } from '../db/compiled-once';
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
  const [row] = await insertOutboxRow.execute(trx, {
    business_id: message.businessId,
    channel: message.channel,
    recipient: message.recipient,
    template: message.template,
    subject: message.subject ?? null,
    body: message.body,
    created_at: now.toISOString(),
  });
  if (!row) throw new Error('outbox message not written');
  return row.id;
}

// Written with every order and every login code: compiled once (db/compiled-once.ts).
const insertOutboxRow = new CompiledOnce(
  (
    db: Kysely<Database>,
    m: {
      business_id: number | null;
      channel: 'sms' | 'email';
      recipient: string;
      template: string;
      subject: string | null;
      body: string;
      created_at: string;
    },
  ) =>
    db
      .insertInto('outbox')
      .values({ ...m, last_error: null, sent_at: null })
      .returning('id'),
);
