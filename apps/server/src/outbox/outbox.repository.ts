import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type PendingOutboxRow = Awaited<ReturnType<OutboxRepository['pending']>>[number];

/** The outbox rows the dispatcher delivers and the sandbox inbox shows. */
export class OutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The oldest pending messages, at most `limit`. */
  pending(limit: number) {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'business_id', 'channel', 'recipient', 'template', 'subject', 'body', 'attempts'])
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /**
   * Takes a pending row for one delivery attempt by counting the attempt, only if nobody took it since it was read
   * (another server process may run a dispatcher too); false when someone else did.
   */
  async claim(id: number, attemptsSeen: number): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ attempts: attemptsSeen + 1 })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('attempts', '=', attemptsSeen)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Marks a message sent; `keptBody`, when given, replaces the body (its secrets removed). */
  async markSent(id: number, sentAt: string, keptBody?: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ status: 'sent', sent_at: sentAt, last_error: null, ...(keptBody === undefined ? {} : { body: keptBody }) })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Records a failed attempt; `final` gives the message up (status 'failed'), otherwise it stays pending for a retry.
   * `keptBody`, when given, replaces the body.
   */
  async markAttemptFailed(id: number, error: string, final: boolean, keptBody?: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ last_error: error, ...(final ? { status: 'failed' } : {}), ...(keptBody === undefined ? {} : { body: keptBody }) })
      .where('id', '=', id)
      .execute();
  }

  /** Pending messages written before an instant: too old to be worth sending. */
  pendingBefore(createdBeforeIso: string, limit: number) {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'body'])
      .where('status', '=', 'pending')
      .where('created_at', '<', createdBeforeIso)
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  /** Gives up a message that is still pending, if it is (another process may have just sent it). */
  async expirePending(id: number, keptBody: string): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ status: 'failed', last_error: 'expired before delivery', body: keptBody })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The newest messages to any of these recipient spellings, newest first. */
  recentTo(recipients: readonly string[], limit: number) {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'recipient', 'template', 'subject', 'body', 'status', 'created_at'])
      .where('recipient', 'in', [...recipients])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
