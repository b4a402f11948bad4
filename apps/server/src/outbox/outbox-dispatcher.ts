import type { Clock } from '@kupa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { IntervalJob } from '../shared/interval-job';
import { redactMessageBody } from './message-redaction';
import type { MessageSender } from './message-sender';
import type { OutboxRepository, PendingOutboxRow } from './outbox.repository';

/** Delivery attempts per message before it is given up as 'failed'. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** How often pending messages are looked for. */
export const DEFAULT_OUTBOX_INTERVAL_MS = 2_000;
const BATCH_SIZE = 50;
/** A message still undelivered after this long is given up: a login code or a link that late helps nobody. */
export const OUTBOX_MESSAGE_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ERROR_LENGTH = 500;

/**
 * Delivers the outbox (ADR 0009): every interval it takes the pending rows, hands each to the MessageSender and marks
 * it 'sent', or counts a failed attempt and, after five, marks it 'failed' with the last error. Logs carry ids and
 * counts only, never a recipient or a body. Once a message is sent or given up (after five attempts, or pending
 * for 24 hours) its body keeps no secret: login codes and e-ticket keys are replaced (redactMessageBody), unless
 * the bodies are retained for the demo's sandbox inbox (demo mode only).
 */
export class OutboxDispatcher {
  private readonly job: IntervalJob;
  private started = false;
  private running: Promise<void> | undefined;

  constructor(
    private readonly repository: OutboxRepository,
    private readonly sender: MessageSender,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    intervalMs: number = DEFAULT_OUTBOX_INTERVAL_MS,
    private readonly retainBodies = false,
  ) {
    this.job = new IntervalJob('outbox delivery', () => this.deliverPending(), intervalMs, log);
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.job.start();
  }

  /** Stops the timer and waits for a delivery round in progress. */
  async stop(): Promise<void> {
    this.job.stop();
    this.started = false;
    await this.running;
  }

  /** One delivery round (rounds never overlap); answers how many messages were sent. */
  async deliverPending(): Promise<number> {
    if (this.running) {
      await this.running;
      return 0;
    }
    let sent = 0;
    this.running = (async () => {
      try {
        await this.expireStale();
        for (const row of await this.repository.pending(BATCH_SIZE)) {
          if (await this.deliver(row)) sent++;
        }
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery round failed');
      }
    })();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
    return sent;
  }

  /** The body to keep once the message is done with: the same in demo mode, otherwise without its secrets. */
  private keptBody(body: string): string | undefined {
    return this.retainBodies ? undefined : redactMessageBody(body);
  }

  private async expireStale(): Promise<void> {
    const cutoff = new Date(this.clock.now().getTime() - OUTBOX_MESSAGE_TTL_MS).toISOString();
    for (const row of await this.repository.pendingBefore(cutoff, BATCH_SIZE)) {
      await this.repository.expirePending(row.id, this.keptBody(row.body) ?? row.body);
      this.log.warn({ outboxId: row.id }, 'outbox message expired before delivery');
    }
  }

  private async deliver(row: PendingOutboxRow): Promise<boolean> {
    if (!(await this.repository.claim(row.id, row.attempts))) return false;
    const attempt = row.attempts + 1;
    try {
      await this.sender.send({
        id: row.id,
        businessId: row.business_id,
        channel: row.channel,
        recipient: row.recipient,
        template: row.template,
        subject: row.subject,
        body: row.body,
      });
    } catch (error) {
      const final = attempt >= MAX_DELIVERY_ATTEMPTS;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
      await this.repository.markAttemptFailed(row.id, reason, final, final ? this.keptBody(row.body) : undefined);
      this.log.warn({ outboxId: row.id, template: row.template, attempt, final }, 'outbox message not delivered');
      return false;
    }
    await this.repository.markSent(row.id, this.clock.now().toISOString(), this.keptBody(row.body));
    return true;
  }
}
