import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SeatEventHub, SeatStreamMessage } from './seat-events';

/** Tells the browser how long to wait before reconnecting a dropped stream. */
const RETRY_MS = 3000;

/**
 * Server-sent event streams of seat changes: `event: seats` with a SeatChangeEvent, `event: resync` when changes
 * may have been missed (the client then calls seats-statusV2 again), and a `: heartbeat` comment every heartbeatMs
 * so proxies keep the connection open and the client notices a dead one.
 */
export class SeatEventStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(
    private readonly hub: SeatEventHub,
    private readonly heartbeatMs: number,
  ) {}

  attach(request: FastifyRequest, reply: FastifyReply, presentationId: number): void {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    res.write(`retry: ${RETRY_MS}\n\nevent: ready\ndata: ${JSON.stringify({ presentationId })}\n\n`);
    let id = 0;
    const send = (message: SeatStreamMessage) => {
      if (message.kind === 'seats') res.write(`id: ${++id}\nevent: seats\ndata: ${JSON.stringify(message.event)}\n\n`);
      else res.write('event: resync\ndata: {}\n\n');
    };
    const unsubscribe = this.hub.subscribe(presentationId, send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), this.heartbeatMs);
    heartbeat.unref();
    this.open.add(res);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      this.open.delete(res);
    };
    request.raw.once('close', close);
    res.once('close', close);
  }

  /** Ends every open stream (the server is closing; clients reconnect elsewhere). */
  closeAll(): void {
    for (const res of this.open) res.end();
    this.open.clear();
  }

  get size(): number {
    return this.open.size;
  }
}
