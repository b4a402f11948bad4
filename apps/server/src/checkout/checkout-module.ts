import type { Clock } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { PaymentProvider } from '../adapters/payment/payment-provider';
import { SandboxPaymentProvider } from '../adapters/payment/sandbox-payment-provider';
import { sandboxPagesRoutes } from '../adapters/payment/sandbox-pages.routes';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { createBusinessTexts, MESSAGE_TEXT_TABLES } from '../catalogue/business-texts.service';
import { linkBaseOf } from '../http/link-base';
import { WebSalesChannels } from '../catalogue/order-sales-channels';
import { RecentReads } from '../db/recent-reads';
import type { BusinessMessageTexts } from '../outbox/business-message-texts';
import { ORDER_FORM_TABLES, orderFormConfigJson } from '../forms/order-form-configurations';
import { createReservationViews } from '../reservations/reservation-views';
import type { SeatEventPublisher } from '../seating/seat-events';
import type { SeatHoldsService } from '../seating/seat-holds.service';
import { createCartServices } from './cart-services';
import { cartRoutes } from './cart.routes';
import { commitRoutes } from './commit.routes';
import { CommitRepository } from './commit.repository';
import type { CommitFaults } from './commit-faults';
import { CommitService } from './commit.service';
import { HoldOrderExpiry } from './hold-order-expiry';
import { HoldOrderRules } from './hold-order-rules';
import { OrderSettlement } from './order-settlement';
import { createPaidOrderUndo, type PaidOrderUndo } from './paid-order-undo';
import { OrderSettlementRepository } from './order-settlement.repository';
import { PaymentReconciler } from './payment-reconciler';
import { PaymentRecovery } from './payment-recovery';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';
import { IntervalJob } from '../shared/interval-job';
import { itemOrderRegistry, type ItemOrderLines } from './order-items';

/** What tests and benchmarks may replace in the checkout. */
export interface CheckoutOptions {
  /** The payment provider; the sandbox provider by default. */
  paymentProvider?: PaymentProvider;
  /** Test-only failure points of the commit. */
  faults?: CommitFaults;
  /** How often unpaid hold orders past their deadline are released; one minute by default. */
  holdExpiryIntervalMs?: number;
  /** How often the reconciliation job looks for commits left half-done by a crash; one minute by default. */
  reconcileIntervalMs?: number;
  /**
   * The carts that are not seats (vouchers, memberships, donations), each from the module that owns it (ADR 0011);
   * a later entry of the same kind replaces an earlier one (tests put a stand-in after the real one).
   */
  itemKinds?: readonly ItemOrderLines[];
  /** The sandbox whose refunds page to serve when the provider is a wrapper around it (tests). */
  sandboxRefunds?: Pick<SandboxPaymentProvider, 'recentRefunds'>;
}

/** How often, and after how long untouched, payments that no order took are given back (ADR 0009). */
const ABANDONED_PAYMENT_SCAN_MS = 5 * 60_000;
export const ABANDONED_PAYMENT_AFTER_MS = 30 * 60_000;
/** How long a commit may sit between two of its steps before the reconciliation job takes it for dead (ADR 0010). */
export const RECONCILE_GRACE_MS = 2 * 60_000;
const DEFAULT_RECONCILE_INTERVAL_MS = 60_000;

export interface CheckoutDependencies extends CheckoutOptions {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  holds: SeatHoldsService;
  events: SeatEventPublisher;
}

export interface Checkout {
  commits: CommitService;
  payments: PaymentService;
  paymentProvider: PaymentProvider;
  holdExpiry: HoldOrderExpiry;
  abandonedPayments: IntervalJob;
  reconciler: PaymentReconciler;
  /** The checkout's half of a customer's cancellation: refund, vouchers, memberships and points back (ADR 0012). */
  paidOrderUndo: PaidOrderUndo;
}

const DEFAULT_HOLD_EXPIRY_INTERVAL_MS = 60_000;

/**
 * The checkout (ADR 0009): the cart and its lookups, the commit and payments, the sandbox provider's pages and the
 * hold-order expiry job (started and stopped with the app).
 */
export async function registerCheckout(app: FastifyInstance, deps: CheckoutDependencies): Promise<Checkout> {
  const { db, dialect } = deps.database;
  const { clock, config } = deps;
  const defaultLocale = config.defaultLocale;
  const itemKinds = itemOrderRegistry(deps.itemKinds ?? []);
  const cart = createCartServices({ db, writes: deps.database.writes, holds: deps.holds, clock, defaultLocale, itemKinds });
  await app.register(cartRoutes, cart.routes);

  const paymentProvider =
    deps.paymentProvider ??
    new SandboxPaymentProvider({ clock, database: deps.database, log: (event, data) => app.log.info({ ...data }, event) });
  const paymentRows = new PaymentRepository(db);
  const payments = new PaymentService(paymentRows, paymentProvider, clock, deps.faults);
  const repository = new CommitRepository(db);
  const orders = new OrderSettlementRepository(db);
  const settlement = new OrderSettlement({
    db,
    dialect,
    orders,
    commits: repository,
    payments,
    events: deps.events,
    clock,
    log: app.log,
    itemKinds,
    ...(deps.faults ? { faults: deps.faults } : {}),
  });
  const views = createReservationViews(db, config.timeZone);
  const businessTexts = createBusinessTexts(deps.database, clock);
  const recentTexts = new RecentReads<string, BusinessMessageTexts>(deps.database.writes, MESSAGE_TEXT_TABLES);
  const recentForms = new RecentReads<string, string | null>(deps.database.writes, ORDER_FORM_TABLES);
  const commits = new CommitService({
    db,
    dialect,
    repository,
    planner: cart.pricing,
    payments,
    settlement,
    holdRules: new HoldOrderRules(db, clock, config.timeZone),
    salesChannels: new WebSalesChannels(),
    clock,
    timeZone: config.timeZone,
    log: app.log,
    itemKinds,
    ...(deps.faults ? { faults: deps.faults } : {}),
    // Read by every commit and changed only by staff: kept while their tables are not written (db/recent-reads.ts).
    messageTexts: (businessId, locale) =>
      recentTexts.get(`${businessId}:${locale}`, async () => Object.freeze(await businessTexts.messageTexts(businessId, locale))),
    orderFormJson: (businessId, formType) =>
      recentForms.get(`${businessId}:${formType}`, () => orderFormConfigJson(db, businessId, formType)),
    reservationView: async (reservationId, locale) => (await views.byId(reservationId, locale, clock.now())) ?? undefined,
  });
  await app.register(commitRoutes, { commits, payments, defaultLocale, linkBase: linkBaseOf(config, app) });
  const sandbox = paymentProvider instanceof SandboxPaymentProvider ? paymentProvider : deps.sandboxRefunds;
  await app.register(sandboxPagesRoutes, {
    provider: paymentProvider,
    ...(sandbox ? { refunds: () => sandbox.recentRefunds() } : {}),
  });

  const holdExpiry = new HoldOrderExpiry({
    db,
    dialect,
    repository,
    events: deps.events,
    clock,
    log: app.log,
    intervalMs: deps.holdExpiryIntervalMs ?? DEFAULT_HOLD_EXPIRY_INTERVAL_MS,
  });
  holdExpiry.start();
  const abandonedPayments = new IntervalJob(
    'release of abandoned payments',
    () => payments.releaseAbandoned(new Date(clock.now().getTime() - ABANDONED_PAYMENT_AFTER_MS)),
    ABANDONED_PAYMENT_SCAN_MS,
    app.log,
  );
  abandonedPayments.start();
  const reconciler = new PaymentReconciler({
    orders,
    settlement,
    payments,
    recovery: new PaymentRecovery(paymentRows, payments, paymentProvider, clock),
    paymentRows,
    clock,
    log: app.log,
    graceMs: RECONCILE_GRACE_MS,
    intervalMs: deps.reconcileIntervalMs ?? DEFAULT_RECONCILE_INTERVAL_MS,
  });
  // Started once the app is ready (its first run resolves what a crash of the previous process left).
  app.addHook('onReady', async () => reconciler.start());
  app.addHook('onClose', async () => {
    holdExpiry.stop();
    abandonedPayments.stop();
    reconciler.stop();
  });
  const paidOrderUndo = createPaidOrderUndo(db, paymentProvider);
  return { commits, payments, paymentProvider, holdExpiry, abandonedPayments, reconciler, paidOrderUndo };
}
