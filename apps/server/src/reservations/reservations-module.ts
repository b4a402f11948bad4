import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import { createBusinessTexts } from '../catalogue/business-texts.service';
import type { DatabaseHandle } from '../db/connect';
import type { LinkBase } from '../http/link-base';
import { createReservationViews } from './reservation-views';
import { reservationRoutes } from './reservations.routes';
import { SendTicketsRepository } from './send-tickets.repository';
import { SendTicketsService } from './send-tickets.service';
import type { PaidOrderUndo } from '../checkout/paid-order-undo';
import type { SoldSeats } from '../seating/sold-seats';
import { customerOrdersRoutes } from './customer-orders.routes';
import { CustomerReservations } from './customer-reservations';
import { OrderCancellationRepository } from './order-cancellation.repository';
import { OrderCancellationService } from './order-cancellation.service';
import { startFinishingJob } from '../shared/unfinished-work';

export interface ReservationsModuleOptions {
  database: DatabaseHandle;
  clock: Clock;
  timeZone: string;
  linkBase: LinkBase;
  defaultLocale: MessageLocale;
}

/** Registers the e-ticket and send-tickets routes. Needs the customer session hook installed first. */
export async function registerReservations(
  app: FastifyInstance,
  { database, clock, timeZone, linkBase, defaultLocale }: ReservationsModuleOptions,
): Promise<void> {
  const texts = createBusinessTexts(database, clock);
  await app.register(reservationRoutes, {
    views: createReservationViews(database.db, timeZone),
    sendTickets: new SendTicketsService(new SendTicketsRepository(database.db, database.dialect), clock, (businessId, locale) =>
      texts.messageTexts(businessId, locale),
    ),
    clock,
    linkBase,
    defaultLocale,
  });
}

export interface OrderCancellationModuleOptions {
  database: DatabaseHandle;
  clock: Clock;
  timeZone: string;
  defaultLocale: MessageLocale;
  /** The checkout's half of a cancellation (refund, vouchers, memberships, points). */
  paidOrderUndo: PaidOrderUndo;
  /** Seating's half (the seats back to sale and announced). */
  soldSeats: SoldSeats;
  /** How often unfinished cancellations are looked for; one minute by default. */
  finishIntervalMs?: number;
}

/** Registers "My tickets" and order cancellation (issue 9, ADR 0012); after the checkout and seating exist. */
export async function registerCustomerOrders(
  app: FastifyInstance,
  { database, clock, timeZone, defaultLocale, paidOrderUndo, soldSeats, finishIntervalMs }: OrderCancellationModuleOptions,
): Promise<OrderCancellationService> {
  const repository = new OrderCancellationRepository(database.db);
  const texts = createBusinessTexts(database, clock);
  const cancellations = new OrderCancellationService({
    db: database.db,
    dialect: database.dialect,
    repository,
    payments: paidOrderUndo,
    seats: soldSeats,
    clock,
    log: app.log,
    messageTexts: (businessId, locale) => texts.messageTexts(businessId, locale),
  });
  const reservations = new CustomerReservations(repository, createReservationViews(database.db, timeZone), cancellations);
  await app.register(customerOrdersRoutes, { reservations, cancellations, clock, defaultLocale });
  startFinishingJob(app, cancellations, finishIntervalMs);
  return cancellations;
}
