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

  async markSent(id: number, sentAt: string): Promise<void> {
    await this.db.updateTable('outbox').set({ status: 'sent', sent_at: sentAt, last_error: null }).where('id', '=', id).execute();
  }

  /** Records a failed attempt; `final` gives the message up (status 'failed'), otherwise it stays pending for a retry. */
  async markAttemptFailed(id: number, error: string, final: boolean): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ last_error: error, ...(final ? { status: 'failed' } : {}) })
      .where('id', '=', id)
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
