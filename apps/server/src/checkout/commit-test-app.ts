import fs from 'node:fs';
import path from 'node:path';
import { fixedClock } from '@kupa/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { CustomerSession } from '../http/customer-session';
import { insertSeatingFixture, SEATING_NOW } from '../testing/seating-fixture';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { insertCartFixture } from './cart-test-fixture';
import type { CommitFaults } from './commit.service';

export interface CommitTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  provider: SandboxPaymentProvider;
  /** Set `faults.afterSeatsSold` to make the next commits fail inside their transaction. */
  faults: CommitFaults;
  /** Set to act as a logged-in customer (the test's stand-in for the customer session hook). */
  session: { current: CustomerSession | null };
  dispose(): Promise<void>;
}

/**
 * The real app with the seating and cart fixtures at SEATING_NOW, a sandbox provider the test can ask, a fault hook
 * and a customer session the test sets. `wrapProvider` lets a test put a spy or a slow provider in front.
 */
export async function createCommitTestApp(
  engine: 'sqlite' | 'postgres',
  options: { wrapProvider?: (provider: SandboxPaymentProvider, clock: ReturnType<typeof fixedClock>) => PaymentProvider; holdExpiryIntervalMs?: number } = {},
): Promise<CommitTestApp> {
  const database = await createTestDatabase(engine);
  const webDist = path.join(database.options.dataDir, 'web');
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', KUPA_DATA_DIR: database.options.dataDir, KUPA_WEB_DIST: webDist });
  const clock = fixedClock(SEATING_NOW);
  const provider = new SandboxPaymentProvider({ clock, database });
  const faults: CommitFaults = {};
  const session: { current: CustomerSession | null } = { current: null };
  const app = await buildApp({
    config,
    database,
    clock,
    checkout: {
      paymentProvider: options.wrapProvider ? options.wrapProvider(provider, clock) : provider,
      faults: { afterSeatsSold: () => faults.afterSeatsSold?.() ?? Promise.resolve() },
      ...(options.holdExpiryIntervalMs ? { holdExpiryIntervalMs: options.holdExpiryIntervalMs } : {}),
    },
  });
  app.addHook('preHandler', async (request) => {
    request.customerSession = session.current;
  });
  await app.ready();
  await insertSeatingFixture(database.db);
  await insertCartFixture(database.db);
  return {
    app,
    database,
    clock,
    provider,
    faults,
    session,
    async dispose() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The customer details of a valid order form (the default one: ID number and terms required). */
export const CUSTOMER_INFO = {
  FirstName: 'Dana',
  LastName: 'Levi',
  SSN: '000000018',
  EmailAddress1: 'dana@example.com',
  MobileNumber1: '0501234567',
  IsEmailAllowed: true,
  IsSMSAllowed: false,
  TermsAccepted: true,
};

/** Card details of a sandbox test card. */
export const card = (creditCardNumber: string) => ({ creditCardNumber, creditCardExpDate: '12/29', creditCardCVV: '123' });

/** The commit and payment calls as one buyer. */
export function commitCalls(app: FastifyInstance) {
  const call = (options: InjectOptions) => app.inject(options);
  return {
    commit: (uuid: string, cart: Record<string, unknown>, extra: { idempotencyKey?: string; header?: string } = {}) =>
      call({
        method: 'POST',
        url: '/api/payment/commit?lang=en',
        headers: { uuid, ...(extra.header ? { 'idempotency-key': extra.header } : {}) },
        payload: { cart, ...(extra.idempotencyKey ? { idempotencyKey: extra.idempotencyKey } : {}) },
      }),
    paymentStatus: (uuid: string, identifier: string) => call({ method: 'GET', url: `/api/payment/${identifier}`, headers: { uuid } }),
  };
}
