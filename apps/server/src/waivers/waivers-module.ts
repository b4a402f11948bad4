import type { Clock, MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import { StaffWaiversService } from './staff-waivers.service';
import type { WaiverReservations } from './waiver-ports';
import { waiverRoutes } from './waivers.routes';
import { WaiversRepository } from './waivers.repository';
import { WaiversService } from './waivers.service';

export interface WaiversModuleOptions {
  database: DatabaseHandle;
  clock: Clock;
  defaultLocale: MessageLocale;
  /** The reservations' tickets, read through the reservations module. */
  reservations: WaiverReservations;
}

/** Registers the waiver page's calls; answers the staff half, which the caller registers behind the staff session hook. */
export async function registerWaivers(
  app: FastifyInstance,
  { database, clock, defaultLocale, reservations }: WaiversModuleOptions,
): Promise<{ staffWaivers: StaffWaiversService }> {
  const repository = new WaiversRepository(database.db, database.dialect);
  await app.register(waiverRoutes, { waivers: new WaiversService(repository, reservations, clock), defaultLocale });
  return { staffWaivers: new StaffWaiversService(repository, reservations) };
}
