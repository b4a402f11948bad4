import fastifyCookie from '@fastify/cookie';
import { systemClock, type Clock } from '@kupa/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueRepository } from './catalogue/catalogue.repository';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { CatalogueService } from './catalogue/catalogue.service';
import { createBusinessSettings } from './catalogue/business-settings.service';
import { createBusinessTexts } from './catalogue/business-texts.service';
import { businessTextsRoutes } from './catalogue/business-texts.routes';
import { registerBackOffice } from './back-office/back-office-module';
import { registerCheckout, type CheckoutOptions } from './checkout/checkout-module';
import type { ItemOrderLines } from './checkout/order-items';
import { registerCustomerAccount } from './customer-account/customer-account-module';
import { registerCustomerArea } from './customer-auth/customer-area-module';
import { registerDonations } from './donations/donations-module';
import { assertDemoModeAllows, type Config } from './config';
import type { DatabaseHandle } from './db/connect';
import { registerMemberships } from './memberships/memberships-module';
import { ExternalLinkPolicy } from './external-links/external-link-policy';
import { ExternalLinksRepository } from './external-links/external-links.repository';
import { answerSerializer } from './http/answer-serializers';
import { trustProxyOption } from './http/client-address';
import { installErrorHandler } from './http/error-handler';
import { installInputGuard } from './http/input-guard';
import { loggerOptions } from './http/logger-options';
import { installNotFound } from './http/not-found';
import { installSecurityHeaders } from './http/security-headers';
import { registerOpenApi } from './http/openapi';
import { orderPageAnswers } from './http/order-page-answers';
import { registerWebApp } from './http/web-app';
import { PresentationsRepository } from './presentations/presentations.repository';
import { presentationsRoutes } from './presentations/presentations.routes';
import { PresentationsService } from './presentations/presentations.service';
import { integrationRoutes } from './integration/integration.routes';
import { createIntegrationLinks } from './integration/integration-module';
import { createMiniSites, createReferralPricing } from './mini-sites/mini-sites-module';
import { miniSitesRoutes } from './mini-sites/mini-sites.routes';
import { ExpiryWatcher } from './seating/expiry-watcher';
import { HoldCleanup } from './seating/hold-cleanup';
import { membershipSeatRoutes } from './seating/membership-seats.routes';
import { MembershipSeatsService } from './seating/membership-seats.service';
import { SeatCatalogueRepository } from './seating/seat-catalogue.repository';
import { SeatClaimsRepository } from './seating/seat-claims.repository';
import { seatEventRoutes } from './seating/seat-events.routes';
import { SeatEventStreams } from './seating/seat-event-streams';
import { createSeatEventTransport } from './seating/seat-event-transport';
import { SeatEventHub } from './seating/seat-events';
import { SoldSeats } from './seating/sold-seats';
import type { OrderCancellationService } from './reservations/order-cancellation.service';
import { registerCustomerOrders } from './reservations/reservations-module';
import { SeatHolder } from './seating/seat-holder';
import { SeatHoldsService } from './seating/seat-holds.service';
import { seatLayoutRoutes } from './seating/seat-layout.routes';
import { SeatLayoutsService } from './seating/seat-layouts.service';
import { seatHoldRoutes } from './seating/seat-holds.routes';
import { SeatHoldAndReleaseService } from './seating/seat-hold-and-release.service';
import { SeatStatusService } from './seating/seat-status.service';
import { SeatingPresentations } from './seating/seating-presentation';
import { DEFAULT_SEATING_TIMINGS, type SeatingTimings } from './seating/seating-timings';
import { ticketGroupRoutes } from './seating/ticket-groups.routes';
import { TicketGroupsService } from './seating/ticket-groups.service';
import { AttendanceService } from './live-dashboard/attendance.service';
import { attendanceRoutes } from './live-dashboard/attendance.routes';
import { DashboardCatalogue } from './live-dashboard/dashboard-catalogue';
import { DashboardRepository } from './live-dashboard/dashboard.repository';
import { featureMonitorRoutes } from './live-dashboard/feature-monitor.routes';
import { FeatureMonitorService } from './live-dashboard/feature-monitor.service';
import { PresentationFacts } from './live-dashboard/presentation-facts';
import { ReferencePromptsRepository } from './live-dashboard/reference-prompts.repository';
import { referencePromptsRoutes } from './live-dashboard/reference-prompts.routes';
import { ReferencePromptsService } from './live-dashboard/reference-prompts.service';
import { SalesBreakdowns } from './live-dashboard/sales-breakdowns';
import { salesReportsRoutes } from './live-dashboard/sales-reports.routes';
import { SalesReportsService } from './live-dashboard/sales-reports.service';
import { StaffScope } from './live-dashboard/staff-scope';
import { requireStaffSession } from './staff-auth/require-staff-session';
import { narrowSessionToPage } from './staff-auth/page-access';
import { StaffAuthRepository } from './staff-auth/staff-auth.repository';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { StaffAuthService } from './staff-auth/staff-auth.service';
import { registerVouchers } from './vouchers/vouchers-module';
import { registerVod } from './vod/vod-module';
import { vodMediaStoreOf, type VodMediaStore } from './vod/vod-media';
import { ReservationTickets } from './reservations/reservation-tickets';
import { ReservationTicketsRepository } from './reservations/reservation-tickets.repository';
import { staffWaiverRoutes } from './waivers/staff-waivers.routes';
import type { StaffWaiversService } from './waivers/staff-waivers.service';
import { registerWaivers } from './waivers/waivers-module';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Seat selection's background timers (tests shorten them). */
  seatingTimings?: Partial<SeatingTimings>;
  /** The checkout's replaceable parts: payment provider, test-only faults, hold-order expiry interval. */
  checkout?: CheckoutOptions;
}

/** Builds the HTTP application: every module's routes under /api, the OpenAPI description and the web app. */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  seatingTimings,
  checkout,
}: AppDependencies): Promise<FastifyInstance> {
  // Before anything starts: demo mode never takes real money (the default provider is the sandbox).
  assertDemoModeAllows(config, [{ name: 'payment provider', sandbox: checkout?.paymentProvider?.sandbox ?? true }]);
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);

  await app.register(fastifyCookie);
  installSecurityHeaders(app, { captchaScriptUrl: config.captchaWidget?.scriptUrl });

  installErrorHandler(app, config.defaultLocale);
  installInputGuard(app);
  registerOpenApi(app, { title: 'Kupa API', version: '0.1.0' });
  const businessTexts = createBusinessTexts(database, clock);
  const sendWebPage = await registerWebApp(app, {
    webDist: config.webDist,
    defaultLocale: config.defaultLocale,
    enabledLocales: config.enabledLocales,
    // The language picker offers the site's languages that its businesses offer (ADR 0017).
    siteLocales: () => businessTexts.siteLanguages(config.enabledLocales, config.defaultLocale),
    timeZone: config.timeZone,
    secureCookies: config.secureCookies,
    captcha: config.captchaWidget ?? null,
    externalLinks: new ExternalLinkPolicy(new ExternalLinksRepository(database.db), app.log),
    miniSites: createMiniSites(database.db),
    // The order page's presentation and seat reads come with its HTML (issue 12).
    pageAnswers: orderPageAnswers(app),
  });
  installNotFound(app, config.defaultLocale, sendWebPage);

  const { db } = database;
  const now = () => clock.now();
  app.get('/api/health', async () => ({ status: 'ok', database: database.dialect, serverTime: now().toISOString() }));
  // The order page shows the step timers a presentation that follows its business gets (issue 13).
  const businessSettingsReader = createBusinessSettings(database, clock);
  const presentations = new PresentationsService(new PresentationsRepository(db), clock, (id) => businessSettingsReader.document(id));
  const miniSites = createMiniSites(db, presentations);
  await app.register(presentationsRoutes, {
    service: presentations,
    defaultLocale: config.defaultLocale,
    now,
    miniSites,
  });
  await app.register(miniSitesRoutes, { miniSites, defaultLocale: config.defaultLocale });
  await app.register(catalogueRoutes, { service: new CatalogueService(new CatalogueRepository(db)), defaultLocale: config.defaultLocale });
  await app.register(businessTextsRoutes, { texts: businessTexts, defaultLocale: config.defaultLocale });
  // The customer session hook first: seating, cart and commit routes read request.customerSession.
  await registerCustomerArea(app, { config, database, clock });
  const seating = await registerSeating(app, { config, database, clock, timings: { ...DEFAULT_SEATING_TIMINGS, ...seatingTimings } });
  // The carts that are not seats (ADR 0011): each module prices, fulfils and undoes its own lines.
  const itemKinds: ItemOrderLines[] = [];
  itemKinds.push(await registerVouchers(app, { db, clock, defaultLocale: config.defaultLocale }));
  itemKinds.push(
    await registerMemberships(app, {
      database,
      clock,
      defaultLocale: config.defaultLocale,
      presentationForSale: (id, locale) => presentations.getForSale(id, locale),
    }),
  );
  itemKinds.push(await registerDonations(app, { database, defaultLocale: config.defaultLocale }));
  // Uploaded video-on-demand files: the staff's upload (back office) and the customer's stream share one store.
  const vodMedia = vodMediaStoreOf(config);
  itemKinds.push(
    await registerVod(app, {
      database,
      clock,
      defaultLocale: config.defaultLocale,
      signingSecret: config.vodSigningSecret ?? null,
      media: vodMedia,
    }),
  );
  const { paidOrderUndo } = await registerCheckout(app, {
    config,
    database,
    clock,
    holds: seating.holds,
    events: seating.events,
    ...checkout,
    itemKinds: [...itemKinds, ...(checkout?.itemKinds ?? [])],
  });
  // The account's lists and voucher cancels (their card refund through the checkout, ADR 0012 addendum).
  await registerCustomerAccount(app, { database, clock, defaultLocale: config.defaultLocale, voucherRefunds: paidOrderUndo });
  // "My tickets" and order cancellation: the checkout refunds and gives back, seating frees the seats (ADR 0012).
  const orderCancellations = await registerCustomerOrders(app, {
    database,
    clock,
    timeZone: config.timeZone,
    defaultLocale: config.defaultLocale,
    paidOrderUndo,
    soldSeats: seating.soldSeats,
  });
  await app.register(integrationRoutes, { service: createIntegrationLinks(db), clock, defaultLocale: config.defaultLocale });
  // The waiver page reads the reservations' tickets through the reservations module (issue 11).
  const { staffWaivers } = await registerWaivers(app, {
    database,
    clock,
    defaultLocale: config.defaultLocale,
    reservations: new ReservationTickets(new ReservationTicketsRepository(db), config.timeZone),
  });
  await registerStaffArea(app, { config, database, clock, staffWaivers, orderCancellations, vodMedia });

  return app;
}

/** Seat selection: layouts, availability, holds, memberships' seats, live events and their background work. */
async function registerSeating(
  app: FastifyInstance,
  { config, database, clock, timings }: { config: Config; database: DatabaseHandle; clock: Clock; timings: SeatingTimings },
): Promise<{ holds: SeatHoldsService; events: SeatEventHub; soldSeats: SoldSeats }> {
  const { db, dialect } = database;
  const defaultLocale = config.defaultLocale;
  const catalogue = new SeatCatalogueRepository(db);
  const claims = new SeatClaimsRepository(database.holds, dialect);
  // A presentation that follows its business's lock timers reads them from the catalogue's settings (issue 13).
  const businessSettings = createBusinessSettings(database, clock);
  const presentations = new SeatingPresentations(catalogue, clock, (businessId) => businessSettings.document(businessId));
  const layouts = new SeatLayoutsService(catalogue);
  const events = new SeatEventHub(
    await createSeatEventTransport({ dialect, databaseUrl: config.databaseUrl, db, log: app.log }),
    clock,
    app.log,
  );
  await events.start();
  const holder = new SeatHolder(claims, events, clock);
  const status = new SeatStatusService(presentations, layouts, claims, clock);
  const streams = new SeatEventStreams(events, timings.heartbeatMs);
  const expiryWatcher = new ExpiryWatcher(claims, presentations, layouts, events, clock, app.log, timings.expiryScanMs);
  const cleanup = new HoldCleanup(claims, clock, app.log, timings.cleanupIntervalMs);
  expiryWatcher.start();
  cleanup.start();
  // Event streams never finish by themselves: end them before the server waits for open connections.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    expiryWatcher.stop();
    cleanup.stop();
    await events.close();
  });

  const holds = new SeatHoldsService(presentations, layouts, claims, holder, clock);
  await app.register(seatLayoutRoutes, { layouts, presentations, defaultLocale });
  await app.register(seatHoldRoutes, {
    holdAndRelease: new SeatHoldAndReleaseService(presentations, layouts, claims, holder, clock),
    holds,
    status,
    defaultLocale,
  });
  await app.register(seatEventRoutes, { presentations, streams });
  await app.register(ticketGroupRoutes, {
    ticketGroups: new TicketGroupsService(presentations, catalogue, createReferralPricing(db), clock),
    defaultLocale,
  });
  await app.register(membershipSeatRoutes, {
    memberships: new MembershipSeatsService(catalogue, presentations, layouts, status, claims, holder, clock),
    defaultLocale,
  });
  return { holds, events, soldSeats: new SoldSeats(events) };
}

/** kupa-live, the staff operations dashboard: operator login, then every monitor call behind the session hook. */
async function registerStaffArea(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    staffWaivers,
    orderCancellations,
    vodMedia,
  }: {
    config: Config;
    database: DatabaseHandle;
    clock: Clock;
    staffWaivers: StaffWaiversService;
    orderCancellations: OrderCancellationService;
    vodMedia: VodMediaStore;
  },
): Promise<void> {
  const { db, dialect } = database;
  const defaultLocale = config.defaultLocale;
  const auth = new StaffAuthService(new StaffAuthRepository(db, dialect), clock);
  await app.register(staffAuthRoutes, { auth, secureCookies: config.secureCookies, defaultLocale });

  const repository = new DashboardRepository(db);
  const catalogue = new DashboardCatalogue(db);
  const facts = new PresentationFacts(repository, clock);
  const scope = new StaffScope(catalogue);
  const breakdowns = new SalesBreakdowns(repository, catalogue);
  const { timeZone } = config;
  app.decorateRequest('staffSession', null);
  await app.register(async (staff) => {
    // Registered inside this plugin, the hook guards exactly the monitor routes below.
    staff.addHook('onRequest', requireStaffSession(auth));
    // A page some roles may not open answers only for the businesses whose role may (ADR 0016).
    staff.addHook('preHandler', narrowSessionToPage);
    await staff.register(attendanceRoutes, {
      attendance: new AttendanceService(repository, catalogue, facts, scope, clock, timeZone),
      defaultLocale,
    });
    await staff.register(salesReportsRoutes, {
      reports: new SalesReportsService(repository, catalogue, facts, scope, breakdowns, clock, timeZone),
      defaultLocale,
    });
    await staff.register(featureMonitorRoutes, {
      features: new FeatureMonitorService(repository, catalogue, facts, scope, breakdowns, clock, timeZone),
      defaultLocale,
    });
    await staff.register(referencePromptsRoutes, {
      references: new ReferencePromptsService(new ReferencePromptsRepository(db, dialect), catalogue, scope, clock, timeZone),
      defaultLocale,
    });
    await staff.register(staffWaiverRoutes, { staffWaivers, defaultLocale });
    // The back office at /kupa-live/manage (issue 13, ADR 0014): behind the same session hook.
    await registerBackOffice(staff, { database, clock, defaultLocale, timeZone, orderCancellations, vodMedia });
  });
}
