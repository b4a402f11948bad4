import { checkPaymentShape, KupaError, localDateOf, type CurrencyCode, type ItemOrderKind } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CheckoutPlan, PlanDisplay, PricingInput } from './cart-pricing';
import { cartProblem } from './cart-problem';
import type { CartReads } from './cart-reads';
import type { ItemOrderRegistry } from './order-items';
import { tenderVouchers } from './voucher-tender';

/**
 * The plan of an order of gift vouchers, memberships or donations (ADR 0011): the kind's own module prices its lines;
 * the checkout adds what every order has (the voucher tender, the amount due). Nothing here is a seat: no
 * presentation, no hold, no booking fee.
 */
export async function planItemOrder(
  kind: ItemOrderKind,
  input: PricingInput,
  deps: { reads: CartReads; db: Kysely<Database>; itemKinds: ItemOrderRegistry },
): Promise<CheckoutPlan> {
  const { cart, locale, now } = input;
  checkPaymentShape(cart);
  const lines = deps.itemKinds.get(kind);
  if (!lines) throw new KupaError('CART_KIND_MISMATCH');
  if (cart.isHold === true) throw new KupaError('VALIDATION_ERROR', { field: 'isHold' });
  const items = await lines.price({ cart, locale, now, session: input.customerSession ?? null, executor: deps.db });
  if (cart.businessId !== undefined && cart.businessId !== items.businessId) throw new KupaError('INCOMPATIBLE_BUSINESS');

  const voucherRows = await deps.reads.vouchersByReference((cart.voucherPayments ?? []).map((v) => v.systemVoucher));
  const display: PlanDisplay = { seats: new Map(), tickets: new Map(), products: new Map(), vouchers: new Map() };
  const products = items.products ?? [];
  for (const p of products) display.products.set(p.productId, { he: p.nameHe, en: p.nameEn });
  const productsAgorot = products.reduce((sum, p) => sum + p.unitPriceAgorot * p.quantity, 0);
  const tender = tenderVouchers(items.totalAgorot, cart, voucherRows, { businessId: items.businessId, today: localDateOf(now) }, display);
  return {
    orderKind: kind,
    items,
    // Mini sites sell presentations only: an item order is at house prices.
    referralMiniSiteId: null,
    integrationPartnerId: null,
    // The products are part of the kind's total; the reservation records them apart (products_agorot).
    itemsAgorot: items.totalAgorot - productsAgorot,
    businessId: items.businessId,
    authProfileId: items.authProfileId,
    currency: items.currency as CurrencyCode,
    orderType: 'normal',
    presentationIds: [],
    // An item order is priced again in the commit's transaction anyway (its kind's rules are read there).
    countsSales: false,
    heldSeatIds: new Map(),
    tickets: [],
    products: products.map((p) => ({
      productId: p.productId,
      presentationId: null,
      quantity: p.quantity,
      unitPriceAgorot: p.unitPriceAgorot,
    })),
    voucherPayments: tender.voucherPayments,
    ticketsAgorot: 0,
    serviceChargeAgorot: 0,
    bookingFeeAgorot: 0,
    productsAgorot,
    totalAgorot: items.totalAgorot,
    voucherAgorot: tender.voucherAgorot,
    amountDueAgorot: tender.amountDueAgorot,
    pointsTotal: 0,
    problems: tender.problems.map((p) => cartProblem(p, locale)),
    display,
  };
}
