import type { Clock, MessageLocale } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createIntegrationLinks } from '../integration/integration-module';
import { createReferralPricing } from '../mini-sites/mini-sites-module';
import type { SeatHoldsService } from '../seating/seat-holds.service';
import { CartPricing } from './cart-pricing';
import { CartReads } from './cart-reads';
import { CartRepository } from './cart.repository';
import type { TableWrites } from '../db/table-writes';
import type { CartRoutesOptions } from './cart.routes';
import { CartService } from './cart.service';
import { MemberLookup } from './member-lookup';
import { TicketLookup } from './ticket-lookup';
import { VoucherLookup } from './voucher-lookup';
import type { ItemOrderRegistry } from './order-items';

/** The cart's services wired on a database, for app.ts: `pricing` for the commit, `routes` for `cartRoutes`. */
export function createCartServices(deps: {
  db: Kysely<Database>;
  /** The database's write counts: the cart's catalogue reads are kept while nothing writes their tables. */
  writes: TableWrites;
  holds: SeatHoldsService;
  clock: Clock;
  defaultLocale: MessageLocale;
  itemKinds?: ItemOrderRegistry;
}): {
  pricing: CartPricing;
  carts: CartService;
  routes: CartRoutesOptions;
} {
  const repository = new CartRepository(deps.db);
  const reads = new CartReads(deps.db, deps.writes);
  const pricing = new CartPricing(reads, deps.db, deps.itemKinds, createReferralPricing, createIntegrationLinks);
  const carts = new CartService(repository, reads, pricing, deps.holds);
  return {
    pricing,
    carts,
    routes: {
      carts,
      tickets: new TicketLookup(reads, carts),
      members: new MemberLookup(reads, repository, deps.clock),
      vouchers: new VoucherLookup(reads),
      clock: deps.clock,
      defaultLocale: deps.defaultLocale,
    },
  };
}
