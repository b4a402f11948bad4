import type { MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { ItemOrderLines } from '../checkout/order-items';
import type { DatabaseHandle } from '../db/connect';
import { donationOrderLines } from './donation-order-lines';
import { donationRoutes } from './donations.routes';
import { DonationsRepository } from './donations.repository';
import { DonationsService } from './donations.service';

/** Registers GET /api/donations and answers the donation order lines the checkout sells with (ADR 0011). */
export async function registerDonations(
  app: FastifyInstance,
  { database, defaultLocale }: { database: DatabaseHandle; defaultLocale: MessageLocale },
): Promise<ItemOrderLines> {
  await app.register(donationRoutes, { donations: new DonationsService(new DonationsRepository(database.db)), defaultLocale });
  return donationOrderLines();
}
