import { KupaError, type Clock, type MessageLocale } from '@kupa/domain';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';
import type { ItemOrderLines } from '../checkout/order-items';
import { MembershipOrderLines } from './membership-order-lines';
import { MembershipsRepository } from './memberships.repository';
import { membershipsRoutes } from './memberships.routes';
import { MembershipsService, type PresentationForSale } from './memberships.service';

export interface MembershipsDependencies {
  database: DatabaseHandle;
  clock: Clock;
  defaultLocale: MessageLocale;
  /** One presentation as the presentations module sells it (throws PRESENTATION_NOT_FOUND, TICKETING_ENDED). */
  presentationForSale: (presentationId: number, locale: MessageLocale) => Promise<Awaited<ReturnType<PresentationForSale>>>;
}

/** The membership sale: its routes, and its cart kind for the checkout (ADR 0011). */
export async function registerMemberships(app: FastifyInstance, deps: MembershipsDependencies): Promise<ItemOrderLines> {
  const repository = new MembershipsRepository(deps.database.db);
  // A series event that is no longer for sale (ended, cancelled) is left out of the membership's list.
  const presentationForSale: PresentationForSale = async (id, locale) => {
    try {
      return await deps.presentationForSale(id, locale);
    } catch (error) {
      if (error instanceof KupaError) return null;
      throw error;
    }
  };
  await app.register(membershipsRoutes, {
    service: new MembershipsService(repository, presentationForSale),
    defaultLocale: deps.defaultLocale,
  });
  return new MembershipOrderLines(repository) as ItemOrderLines;
}
