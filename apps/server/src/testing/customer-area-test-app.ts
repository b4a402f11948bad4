import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import { fixedClock } from '@kupa/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerSerializer } from '../http/answer-serializers';
import { trustProxyOption } from '../http/client-address';
import { installErrorHandler } from '../http/error-handler';
import { loggerOptions } from '../http/logger-options';
import type { MessageSender } from '../outbox/message-sender';
import { insertCustomerAreaFixture } from './reservation-fixture';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';
import { registerCustomerArea, type CustomerArea } from '../customer-auth/customer-area-module';

export interface CustomerAreaTestApp {
  app: FastifyInstance;
  area: CustomerArea;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  /** Every log line the app wrote (at trace level), to check that no secret reaches the logs. */
  logs: string[];
  dispose(): Promise<void>;
}

/**
 * The customer area on the shell the real app has (cookies, zod, the error handler, the redacting logger, here at
 * trace level into memory) over a fresh database with the customer-area fixture. The outbox timer runs once a day
 * unless the test asks otherwise: tests run delivery rounds themselves.
 */
export async function createCustomerAreaTestApp(
  engine: 'sqlite' | 'postgres',
  now: Date,
  options: { env?: Record<string, string>; messageSender?: MessageSender; outboxIntervalMs?: number } = {},
): Promise<CustomerAreaTestApp> {
  const database = await createTestDatabase(engine);
  await insertCustomerAreaFixture(database.db);
  const webDist = path.join(database.options.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  const config = testConfig({ LOG_LEVEL: 'trace', KUPA_DATA_DIR: database.options.dataDir, KUPA_WEB_DIST: webDist, ...options.env });
  const logs: string[] = [];
  const base = loggerOptions('trace');
  const app = Fastify({
    logger: { ...(typeof base === 'object' ? base : {}), stream: { write: (line: string) => void logs.push(line) } },
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  await app.register(fastifyCookie);
  installErrorHandler(app, config.defaultLocale);
  const clock = fixedClock(now);
  const area = await registerCustomerArea(app, {
    config,
    database,
    clock,
    messageSender: options.messageSender,
    outboxIntervalMs: options.outboxIntervalMs ?? 86_400_000,
  });
  await app.ready();
  return {
    app,
    area,
    database,
    clock,
    logs,
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}
