import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import type { LinkBase } from '../http/link-base';
import { createReservationViews } from './reservation-views';
import { reservationRoutes } from './reservations.routes';
import { SendTicketsRepository } from './send-tickets.repository';
import { SendTicketsService } from './send-tickets.service';

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
  await app.register(reservationRoutes, {
    views: createReservationViews(database.db, timeZone),
    sendTickets: new SendTicketsService(new SendTicketsRepository(database.db, database.dialect), clock),
    clock,
    linkBase,
    defaultLocale,
  });
}
