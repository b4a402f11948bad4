import type { fixedClock } from '@kupa/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import type { CustomerSession } from '../http/customer-session';
import type { TestDatabase } from './test-database';
import { createCartTestApp } from './cart-test-fixture';
import { COMMIT_STEPS, type CommitFaults } from '../checkout/commit-faults';
import type { ItemOrderLines } from '../checkout/order-items';

export interface CommitTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  clock: ReturnType<typeof fixedClock>;
  provider: SandboxPaymentProvider;
  /** Set a step's hook (e.g. `faults.afterSeatsSold`) to make the next commits fail or crash there. */
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
  options: {
    wrapProvider?: (provider: SandboxPaymentProvider, clock: ReturnType<typeof fixedClock>) => PaymentProvider;
    holdExpiryIntervalMs?: number;
    reconcileIntervalMs?: number;
    /** Item kinds to register (after the app's own: a stand-in replaces the real module of its kind). */
    itemKinds?: ItemOrderLines[];
  } = {},
): Promise<CommitTestApp> {
  let provider: SandboxPaymentProvider | null = null;
  const faults: CommitFaults = {};
  const session: { current: CustomerSession | null } = { current: null };
  const t = await createCartTestApp(engine, {
    dependencies: (database, clock) => {
      provider = new SandboxPaymentProvider({ clock, database });
      return {
        checkout: {
          paymentProvider: options.wrapProvider ? options.wrapProvider(provider, clock) : provider,
          // Every step's hook reads the test's current setting when it runs.
          faults: Object.fromEntries(COMMIT_STEPS.map((step) => [step, () => faults[step]?.() ?? Promise.resolve()])) as CommitFaults,
          ...(options.holdExpiryIntervalMs ? { holdExpiryIntervalMs: options.holdExpiryIntervalMs } : {}),
          ...(options.reconcileIntervalMs ? { reconcileIntervalMs: options.reconcileIntervalMs } : {}),
          ...(options.itemKinds ? { itemKinds: options.itemKinds } : {}),
        },
      };
    },
    beforeReady: (app) =>
      app.addHook('preHandler', async (request) => {
        // Unset, the real session cookie (if any) stands: tests that log in by SMS code use it.
        if (session.current) request.customerSession = session.current;
      }),
  });
  if (!provider) throw new Error('The test app was built without its payment provider');
  return { ...t, provider, faults, session };
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
