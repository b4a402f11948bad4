import type { Clock } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import type { MessageSender } from './message-sender';
import { OutboxDispatcher } from './outbox-dispatcher';
import { OutboxRepository } from './outbox.repository';
import { sandboxInboxRoutes } from './sandbox-inbox.routes';
import { SandboxInboxService } from './sandbox-inbox.service';

export interface OutboxModuleOptions {
  database: DatabaseHandle;
  clock: Clock;
  sender: MessageSender;
  /** How often pending messages are delivered (tests shorten it). */
  intervalMs?: number | undefined;
  /** Demo mode only: GET /api/sandbox/outbox. */
  sandboxInbox: boolean;
}

/**
 * Outbox delivery and the sandbox inbox: the dispatcher starts when the app is ready and stops when it closes.
 * Answers the dispatcher, so a test can run a delivery round itself.
 */
export async function registerOutbox(
  app: FastifyInstance,
  { database, clock, sender, intervalMs, sandboxInbox }: OutboxModuleOptions,
): Promise<OutboxDispatcher> {
  const repository = new OutboxRepository(database.db);
  // Demo mode keeps message bodies whole: its sandbox inbox shows codes after delivery too (e2e journeys read them).
  const dispatcher = new OutboxDispatcher(repository, sender, clock, app.log, intervalMs, sandboxInbox);
  app.addHook('onReady', async () => dispatcher.start());
  app.addHook('onClose', async () => dispatcher.stop());
  // Outside demo mode the route is not registered at all: it is absent from the API and its description.
  if (sandboxInbox) await app.register(sandboxInboxRoutes, { inbox: new SandboxInboxService(repository) });
  return dispatcher;
}
