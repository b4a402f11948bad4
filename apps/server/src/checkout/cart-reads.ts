import type { Kysely } from 'kysely';
import type { TableWrites } from '../db/table-writes';
import { RecentReads } from '../db/recent-reads';
import { BUSINESS_FACTS_TABLES, withBusinessFacts } from '../catalogue/business-directory';
import { activeProductsSoldAt } from '../catalogue/location-products';
import { loyaltyPointsOf } from '../customer-auth/cart-customers';
import type { Database } from '../db/schema';
import { membersByNumber } from '../memberships/members-by-number';
import {
  activeReferenceOptions,
  CART_PRESENTATION_TABLES,
  cartPresentations,
  ticketCodesOf,
  ticketTypeAddons,
  WEB_TICKET_TYPE_TABLES,
  webTicketTypes,
} from '../presentations/cart-presentations';
import { soldTicketsByReference, soldTicketsByType } from '../reservations/sold-ticket-counts';
import { heldSeatPlaces, presentationsHeldBy } from '../seating/held-seat-places';
import { vouchersByReference } from '../vouchers/vouchers-by-reference';

export type CartPresentationRow = Awaited<ReturnType<CartReads['presentations']>>[number];
export type CartPolicyRow = Awaited<ReturnType<CartReads['ticketPolicies']>>[number];
export type CartHeldSeatRow = Awaited<ReturnType<CartReads['heldSeats']>>[number];
export type CartVoucherRow = Awaited<ReturnType<CartReads['vouchersByReference']>>[number];
export type CartCodeRow = Awaited<ReturnType<CartReads['ticketCodes']>>[number];
export type CartMemberRow = Awaited<ReturnType<CartReads['membersByNumber']>>[number];

/**
 * What cart pricing and the cart's lookups read (presentations, ticket types, the buyer's held seats, codes, vouchers,
 * members, reference options, products), each through the read port of the module that owns it: the checkout reads
 * no other module's tables. Built on a Kysely instance or a transaction: the commit re-prices inside its own
 * transaction with `on(trx)`. One statement per read, in the order pricing makes them (ADR 0009's purchase path).
 */
export class CartReads {
  /** The catalogue as recently read; none on a transaction, which reads what it sees. */
  private readonly recent: {
    presentations: RecentReads<string, PresentationsToPrice>;
    ticketPolicies: RecentReads<string, TicketTypesToPrice>;
  } | null;

  /** `writes`: the database's write counts (db/table-writes.ts); without them nothing is kept. */
  constructor(
    private readonly db: Kysely<Database>,
    writes: TableWrites | null,
  ) {
    this.recent = writes
      ? { presentations: new RecentReads(writes, CATALOGUE_TABLES), ticketPolicies: new RecentReads(writes, CATALOGUE_TABLES) }
      : null;
  }

  /** The same reads on another executor (a transaction), uncached. */
  on(executor: Kysely<Database>): CartReads {
    return executor === this.db ? this : new CartReads(executor, null);
  }

  /** Presentations with what pricing needs: business, auth profile, charges, business date, location, currency. */
  async presentations(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const read = () => presentationsToPrice(this.db, ids);
    return this.recent ? this.recent.presentations.get(keyOf(ids), async () => frozen(await read())) : read();
  }

  /** The ticket types (price policies) of presentations offered on the web, in display order. */
  async ticketPolicies(presentationIds: readonly number[]) {
    const read = () => webTicketTypes(this.db, presentationIds);
    return this.recent ? this.recent.ticketPolicies.get(keyOf(presentationIds), async () => frozen(await read())) : read();
  }

  /** The buyer's live holds (status 'held', expiring after now) of presentations, with their seats, in seat order. */
  heldSeats(buyer: string, presentationIds: readonly number[], now: string) {
    return heldSeatPlaces(this.db, buyer, presentationIds, now);
  }

  /** Presentations in which the buyer holds seats live. */
  presentationsHeldBy(buyer: string, now: string): Promise<number[]> {
    return presentationsHeldBy(this.db, buyer, now);
  }

  /** Valid tickets already sold per presentation and ticket type ("presentationId:policyId" -> count). */
  async soldTickets(presentationIds: readonly number[], policyIds: readonly number[]): Promise<Map<string, number>> {
    const rows = await soldTicketsByType(this.db, presentationIds, policyIds);
    return new Map(rows.map((r) => [`${r.presentation_id}:${r.price_policy_id}`, r.sold]));
  }

  /** Discount codes of a business, matched without regard to case. */
  ticketCodes(businessId: number, codes: readonly string[]) {
    return ticketCodesOf(this.db, businessId, codes);
  }

  /** System vouchers by reference (any case), with their class and their business's currency. */
  async vouchersByReference(references: readonly string[]) {
    if (references.length === 0) return [];
    const rows = await vouchersByReference(this.db, references);
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency }));
  }

  /** Members of a business's memberships by member number, or by the ID number of their customer. */
  membersByNumber(businessId: number, by: { memberNumbers?: readonly string[]; ssn?: string }) {
    return membersByNumber(this.db, businessId, by);
  }

  /** The eligible (active) references of hotel-guest ticket types, with the tickets each has left after valid tickets sold. */
  async referenceOptions(policyIds: readonly number[]) {
    if (policyIds.length === 0) return [];
    const [options, sold] = await Promise.all([activeReferenceOptions(this.db, policyIds), soldTicketsByReference(this.db, policyIds)]);
    const soldOf = new Map(sold.map((s) => [`${s.price_policy_id}:${s.ref1.trim().toLowerCase()}`, s.sold]));
    return options.map((o) => ({
      ...o,
      quantity_left: o.quantity - (soldOf.get(`${o.price_policy_id}:${o.reference1.trim().toLowerCase()}`) ?? 0),
    }));
  }

  customerPoints(customerId: number): Promise<number | null> {
    return loyaltyPointsOf(this.db, customerId);
  }

  /** Active concessions sold at locations (the `products` of GET /api/presentations/{id}). */
  productsOfLocations(locationIds: readonly number[]) {
    return activeProductsSoldAt(this.db, locationIds);
  }

  /** The add-ons of ticket types (price_policy_addons), active products only. */
  addonsOfPolicies(policyIds: readonly number[]) {
    return ticketTypeAddons(this.db, policyIds);
  }
}

// Presentations and their ticket types change only through staff tools, and every cart pricing reads them (twice per
// purchase: the cart and the commit): kept (db/recent-reads.ts), they save three statements per pricing. What must
// be exact is read again in the order's transaction, uncached: the presentations' state (a cancelled one sells
// nothing), and the seats, vouchers and quotas as conditional writes (ADR 0009, addenda).
const CATALOGUE_TABLES = [...CART_PRESENTATION_TABLES, ...BUSINESS_FACTS_TABLES, ...WEB_TICKET_TYPE_TABLES];

type PresentationsToPrice = readonly Readonly<Awaited<ReturnType<typeof presentationsToPrice>>[number]>[];
type TicketTypesToPrice = readonly Readonly<Awaited<ReturnType<typeof webTicketTypes>>[number]>[];

async function presentationsToPrice(db: Kysely<Database>, ids: readonly number[]) {
  const rows = await cartPresentations(db, ids);
  return withBusinessFacts(db, rows, (b) => ({ currency: b.currency, business_settings_json: b.settingsJson }));
}

/** A cache key of presentation ids: the reads' answers do not depend on the ids' order. */
const keyOf = (ids: readonly number[]) => [...ids].sort((a, b) => a - b).join(',');

/** Rows shared by every pricing that hits the cache: frozen, so that a caller that changed one would fail loudly. */
function frozen<T extends object>(rows: T[]): readonly Readonly<T>[] {
  for (const row of rows) Object.freeze(row);
  return Object.freeze(rows);
}
