import type { CartMembership, CustomerInfoView, Membership } from '@kupa/contracts';
import { isRenewable, MAX_MEMBERSHIPS_PER_ORDER, type LocalDate } from '@kupa/domain';

/** The quantity chosen of each price of a membership, by MembershipPriceId. */
export type Quantities = Readonly<Record<number, number>>;

export function totalQuantity(quantities: Quantities): number {
  return Object.values(quantities).reduce((sum, q) => sum + q, 0);
}

/** Spec 5: at most 5 memberships in one order; + stops there. */
export function canAddMore(quantities: Quantities): boolean {
  return totalQuantity(quantities) < MAX_MEMBERSHIPS_PER_ORDER;
}

/** One more or one fewer of a price, never below zero nor past the order's maximum. */
export function changeQuantity(quantities: Quantities, priceId: number, delta: 1 | -1): Quantities {
  const current = quantities[priceId] ?? 0;
  if (delta === 1 && !canAddMore(quantities)) return quantities;
  if (delta === -1 && current === 0) return quantities;
  return { ...quantities, [priceId]: current + delta };
}

/** The quantities a page starts with: one of the price named in the address (by price code), else none. */
export function initialQuantities(membership: Pick<Membership, 'prices'>, priceCode: string | undefined): Quantities {
  const price = priceCode ? membership.prices.find((p) => p.PriceCode.toUpperCase() === priceCode.toUpperCase()) : undefined;
  return price ? { [price.MembershipPriceId]: 1 } : {};
}

/** The total to pay in shekels (prices on the wire are shekels; summed in agorot to stay exact). */
export function totalPrice(membership: Pick<Membership, 'prices'>, quantities: Quantities): number {
  const agorot = membership.prices.reduce((sum, p) => sum + Math.round(p.Price * 100) * (quantities[p.MembershipPriceId] ?? 0), 0);
  return agorot / 100;
}

/** The cart line of a membership: its chosen prices, and the member number a renewal extends. */
export function membershipLineOf(
  membership: Pick<Membership, 'MembershipId' | 'prices'>,
  quantities: Quantities,
  renewMemberNumber?: string | null,
): CartMembership {
  return {
    MembershipId: membership.MembershipId,
    prices: membership.prices
      .filter((p) => (quantities[p.MembershipPriceId] ?? 0) > 0)
      .map((p) => ({
        MembershipPriceId: p.MembershipPriceId,
        selectedQuantity: quantities[p.MembershipPriceId] ?? 0,
        currency: { CurrencyCode: p.currency.CurrencyCode },
      })),
    ...(renewMemberNumber ? { renewMemberNumber } : {}),
  };
}

/**
 * The logged-in customer's member of this membership that may be renewed today (spec 4: renewal is offered when a
 * membership is about to expire), the one ending first; null when none.
 */
export function renewableMember(
  customer: Pick<CustomerInfoView, 'members'> | null,
  membershipId: number,
  today: LocalDate,
): CustomerInfoView['members'][number] | null {
  const candidates = (customer?.members ?? [])
    .filter((m) => m.membershipId === membershipId && isRenewable({ status: 'active', endDate: m.endDate }, today))
    .sort((a, b) => a.endDate.localeCompare(b.endDate));
  return candidates[0] ?? null;
}
