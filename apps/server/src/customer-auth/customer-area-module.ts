import { systemClock, type Clock } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { assertDemoModeAllows, type Config } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { linkBaseOf } from '../http/link-base';
import { createFormConfigurations, registerFormConfigurations } from '../forms/forms-module';
import { SandboxMessageSender, type MessageSender } from '../outbox/message-sender';
import type { OutboxDispatcher } from '../outbox/outbox-dispatcher';
import { registerOutbox } from '../outbox/outbox-module';
import { GuestOrders } from '../reservations/guest-orders';
import { registerReservations } from '../reservations/reservations-module';
import { ReservationOwners } from '../reservations/reservation-owners';
import { captchaVerifier } from './captcha';
import { CustomerAuthRepository } from './customer-auth.repository';
import { customerAuthRoutes } from './customer-auth.routes';
import { CustomerAuthService } from './customer-auth.service';
import { CustomerLoginRepository } from './customer-login.repository';
import { customerLoginRoutes } from './customer-login.routes';
import { CustomerLoginService } from './customer-login.service';
import { installCustomerSessionHook } from './customer-session-hook';

export interface CustomerAreaDependencies {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** The SMS and e-mail gateway; the sandbox sender (sends nothing) by default. */
  messageSender?: MessageSender;
  /** How often the outbox is delivered (tests shorten it); 2 seconds by default. */
  outboxIntervalMs?: number;
}

export interface CustomerArea {
  auth: CustomerAuthService;
  outbox: OutboxDispatcher;
}

/**
 * The customer side of checkout: the customer session hook (request.customerSession on every request), login by
 * SMS code, form configurations, the e-ticket and sending it, outbox delivery and the sandbox inbox. Register it
 * on the root instance before routes that read request.customerSession.
 */
export async function registerCustomerArea(
  app: FastifyInstance,
  { config, database, clock = systemClock, messageSender, outboxIntervalMs }: CustomerAreaDependencies,
): Promise<CustomerArea> {
  const defaultLocale = config.defaultLocale;
  const guestOrders = new GuestOrders(database.db);
  const codes = new CustomerAuthRepository(database.db, database.dialect);
  const auth = new CustomerAuthService(codes, clock, (session) => guestOrders.attachTo(session));
  const logins = new CustomerLoginService(
    new CustomerLoginRepository(database.db, database.dialect),
    codes,
    auth,
    new ReservationOwners(database.db),
    clock,
  );
  const captcha = captchaVerifier(config.captcha);
  installCustomerSessionHook(app, auth);
  await app.register(customerAuthRoutes, { auth, secureCookies: config.secureCookies, defaultLocale, captcha });
  await app.register(customerLoginRoutes, {
    auth,
    logins,
    captcha,
    secureCookies: config.secureCookies,
    defaultLocale,
    linkBase: linkBaseOf(config, app),
  });
  await registerFormConfigurations(app, { forms: createFormConfigurations(database), defaultLocale });
  await registerReservations(app, { database, clock, timeZone: config.timeZone, linkBase: linkBaseOf(config, app), defaultLocale });
  const sender = messageSender ?? new SandboxMessageSender();
  assertDemoModeAllows(config, [{ name: 'message gateway', sandbox: sender.sandbox === true }]);
  const outbox = await registerOutbox(app, {
    database,
    clock,
    sender,
    intervalMs: outboxIntervalMs,
    sandboxInbox: config.sandboxInbox,
  });
  return { auth, outbox };
}
