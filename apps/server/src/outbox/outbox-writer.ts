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

/**
 * Queues several messages inside the caller's transaction in one statement (an order's e-mail and SMS: one round
 * trip instead of one per message, docs/performance-seatmap-checkout.md).
 */
export async function enqueueOutboxMessages(trx: Kysely<Database>, messages: readonly OutboxMessage[], now: Date): Promise<void> {
  const [only] = messages;
  if (messages.length === 0 || !only) return;
  if (messages.length === 1) {
    await enqueueOutboxMessage(trx, only, now);
    return;
  }
  const rows = await insertOutboxRows.execute(trx, {
    business_id: messages.map((m) => m.businessId),
    channel: messages.map((m) => m.channel),
    recipient: messages.map((m) => m.recipient),
    template: messages.map((m) => m.template),
    subject: messages.map((m) => m.subject ?? null),
    body: messages.map((m) => m.body),
    created_at: now.toISOString(),
  });
  if (rows.length !== messages.length) throw new Error('outbox messages not written');
}

// One row per message, the lists' lengths part of the statement's shape (an order writes one or two).
const insertOutboxRows = new CompiledOnce(
  (
    db: Kysely<Database>,
    m: {
      business_id: Array<number | null>;
      channel: Array<'sms' | 'email'>;
      recipient: string[];
      template: string[];
      subject: Array<string | null>;
      body: string[];
      created_at: string;
    },
  ) =>
    db
      .insertInto('outbox')
      .values(
        m.channel.map((channel, i) => ({
          business_id: m.business_id[i] ?? null,
          channel,
          recipient: m.recipient[i] ?? '',
          template: m.template[i] ?? '',
          subject: m.subject[i] ?? null,
          body: m.body[i] ?? '',
          created_at: m.created_at,
          last_error: null,
          sent_at: null,
        })),
      )
      .returning('id'),
);
