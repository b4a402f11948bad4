import type { FastifyBaseLogger } from 'fastify';

/**
 * A background task run every `intervalMs` while the app runs: never two runs at once, a failure logged and left to
 * the next run, and the timer never keeps the process alive.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(
    private readonly name: string,
    private readonly task: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One run now (tests call it directly); skipped while a run is under way. */
  async runOnce(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.task();
    } catch (err) {
      this.log.warn({ err }, `${this.name} failed; the next run retries`);
    } finally {
      this.running = false;
    }
  }
}
