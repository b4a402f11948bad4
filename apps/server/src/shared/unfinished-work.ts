import type { FastifyInstance } from 'fastify';
import { IntervalJob } from './interval-job';

/**
 * Work that asks the payment provider for something before it finishes in the database (a refund, then the
 * transaction that records what it was for) records its request first, in the row it concerns; a process that dies
 * between the two leaves the request behind, and the finishing job completes it (ADR 0012, "Recovery"). The provider
 * answers an idempotency key once, so repeating the call never pays twice. Each module keeps and finishes its own
 * requests (order cancellations, voucher cancels); the job, its grace period and its start-up run are this one.
 */
export interface UnfinishedWork {
  /** What it finishes, for the log ("unfinished order cancellations"). */
  readonly name: string;
  /** Finishes the requests recorded more than `graceMs` ago and still open; answers how many it finished. */
  finishUnfinished(graceMs: number): Promise<number>;
}

/** How long a recorded request may stay open before the job takes its process for dead. */
export const UNFINISHED_WORK_GRACE_MS = 2 * 60_000;

/**
 * Runs `work` at start-up (what a crash of the previous process left) and then every `intervalMs` (one minute by
 * default) while the app runs; stopped when the app closes.
 */
export function startFinishingJob(app: FastifyInstance, work: UnfinishedWork, intervalMs = 60_000): IntervalJob {
  const job = new IntervalJob(`finishing of ${work.name}`, () => work.finishUnfinished(UNFINISHED_WORK_GRACE_MS), intervalMs, app.log);
  app.addHook('onReady', async () => {
    job.start();
    void job.runOnce();
  });
  app.addHook('onClose', async () => job.stop());
  return job;
}
