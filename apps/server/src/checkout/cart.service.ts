import type { CartPayload, CartResponse } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { CustomerSession } from '../http/customer-session';
import type { SeatHoldsService } from '../seating/seat-holds.service';
import type { CartPricing, CheckoutPlan } from './cart-pricing';
import type { CartReads } from './cart-reads';
import { COMMITTED_MARKER, parseCartPayload, type CartRepository } from './cart.repository';

/** The held seats ("presentationId:seatId", sorted) the stored cart was priced on. */
const HELD_SEATS_KEY = 'heldSeats';

/** What is stored of a cart payload: never card details (ADR 0009), only the saved card's id. */
function storablePayload(cart: CartPayload): Record<string, unknown> {
  const { creditcardInfo, ...rest } = cart;
  return creditcardInfo?.magCardId !== undefined ? { ...rest, creditcardInfo: { magCardId: creditcardInfo.magCardId } } : rest;
}

function heldSeatsOf(plan: CheckoutPlan): string[] {
  return [...plan.heldSeatIds].flatMap(([presentationId, ids]) => ids.map((id) => `${presentationId}:${id}`)).sort();
}

/** The order step the cart has reached (spec 4: 0 seats, 1 tickets, 2 customer info, 3 products). */
function stepOf(cart: CartPayload): number {
  if ((cart.products?.length ?? 0) > 0) return 3;
  if (cart.customerInfo && Object.values(cart.customerInfo).some((v) => v !== undefined && v !== null && v !== '')) return 2;
  return (cart.seats?.length ?? 0) > 0 ? 1 : 0;
}

/** The buyer's server cart (spec 7: POST /cart, POST /cart/delete): priced and stored per buyer uuid. */
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    private readonly reads: CartReads,
    private readonly pricing: CartPricing,
    private readonly holds: SeatHoldsService,
  ) {}

  /**
   * Prices the cart and stores it. A committed marker survives a re-store on the same held seats (or on none: after
   * the commit they are sold) and is dropped when the buyer holds other seats (a new order).
   */
  async store(buyer: string, cart: CartPayload, session: CustomerSession | null, locale: MessageLocale, now: Date): Promise<CartResponse> {
    const plan = await this.pricing.plan({ buyerUuid: buyer, cart, customerId: null, customerSession: session, locale, now });
    const previous = await this.repository.findCart(buyer);
    const stored = previous ? parseCartPayload(previous.payload_json) : {};
    const seats = heldSeatsOf(plan);
    const previousSeats = Array.isArray(stored[HELD_SEATS_KEY]) ? (stored[HELD_SEATS_KEY] as unknown[]).map(String) : [];
    const payload: Record<string, unknown> = { ...storablePayload(cart), [HELD_SEATS_KEY]: seats.length > 0 ? seats : previousSeats };
    const marker = stored[COMMITTED_MARKER];
    // The same order again keeps its mark (a second commit is refused); another order drops it.
    const sameOrder =
      plan.orderKind === 'tickets' ? seats.length === 0 || sameList(seats, previousSeats) : sameItems(cart, stored as CartPayload);
    if (typeof marker === 'string' && sameOrder) payload[COMMITTED_MARKER] = marker;
    await this.repository.saveCart({
      buyer_uuid: buyer,
      business_id: plan.businessId || null,
      customer_id: session?.customers.find((c) => c.businessId === plan.businessId)?.customerId ?? null,
      auth_profile_id: plan.authProfileId || null,
      order_type: plan.orderType,
      step: stepOf(cart),
      payload_json: JSON.stringify(payload),
      now: now.toISOString(),
    });
    return { cart: this.pricing.toPricedCart(plan, locale) };
  }

  /**
   * Resets the order (spec 4 Reset): releases the buyer's live holds (all, or of one presentation) and deletes the
   * cart, or keeps only its customer info. With a presentation, only that presentation's lines leave the cart.
   */
  async delete(
    buyer: string,
    options: { presentationId?: number; keepCustomerInfo?: boolean },
    now: Date,
  ): Promise<{ success: true; releasedSeats: number }> {
    const presentationIds =
      options.presentationId !== undefined ? [options.presentationId] : await this.reads.presentationsHeldBy(buyer, now.toISOString());
    let releasedSeats = 0;
    for (const id of presentationIds) releasedSeats += await this.holds.releaseHolds(buyer, id);
    const previous = await this.repository.findCart(buyer);
    const stored = previous ? (parseCartPayload(previous.payload_json) as CartPayload & Record<string, unknown>) : null;
    let remaining: Record<string, unknown> | null = null;
    if (stored && options.presentationId !== undefined) {
      const seats = (stored.seats ?? []).filter((s) => s.prsntId !== options.presentationId);
      const products = (stored.products ?? []).filter((p) => p.prsntId !== options.presentationId);
      if (seats.length > 0 || products.length > 0) remaining = { ...stored, seats, products };
    }
    if (!remaining && stored && options.keepCustomerInfo && stored.customerInfo) remaining = { customerInfo: stored.customerInfo };
    if (remaining && previous) {
      await this.repository.saveCart({
        ...previous,
        order_type: previous.order_type,
        payload_json: JSON.stringify(remaining),
        now: now.toISOString(),
      });
    } else {
      await this.repository.deleteCart(buyer);
    }
    return { success: true, releasedSeats };
  }

  /** The stored cart payload of a buyer, or null. */
  async storedCart(buyer: string): Promise<(CartPayload & Record<string, unknown>) | null> {
    const row = await this.repository.findCart(buyer);
    return row ? (parseCartPayload(row.payload_json) as CartPayload & Record<string, unknown>) : null;
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Whether two carts hold the same vouchers, memberships, donations, videos and products (an item order's identity before its commit). */
function sameItems(cart: CartPayload, stored: CartPayload): boolean {
  const items = (c: CartPayload) =>
    JSON.stringify([c.vouchers ?? [], c.memberships ?? [], c.donations ?? [], c.videos ?? [], c.products ?? []]);
  return items(cart) === items(stored);
}
