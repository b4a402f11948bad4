import type { Kysely } from 'kysely';
import { withBusinessFacts } from '../catalogue/business-directory';
import { activeProductsSoldAt } from '../catalogue/location-products';
import { loyaltyPointsOf } from '../customer-auth/cart-customers';
import type { Database } from '../db/schema';
import { membersByNumber } from '../memberships/members-by-number';
import {
  activeReferenceOptions,
  cartPresentations,
  ticketCodesOf,
  ticketTypeAddons,
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
  constructor(private readonly db: Kysely<Database>) {}

  /** The same reads on another executor (a transaction). */
  on(executor: Kysely<Database>): CartReads {
    return executor === this.db ? this : new CartReads(executor);
  }

  /** Presentations with what pricing needs: business, auth profile, charges, business date, location, currency. */
  async presentations(ids: readonly number[]) {
    if (ids.length === 0) return [];
    const rows = await cartPresentations(this.db, ids);
    return withBusinessFacts(this.db, rows, (b) => ({ currency: b.currency, business_settings_json: b.settingsJson }));
  }

  /** The ticket types (price policies) of presentations offered on the web, in display order. */
  ticketPolicies(presentationIds: readonly number[]) {
    return webTicketTypes(this.db, presentationIds);
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
