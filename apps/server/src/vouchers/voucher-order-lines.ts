import type { CartProduct } from '@kupa/contracts';
import { addDays, KupaError, localDateOf } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { itemOrderProductsOf } from '../catalogue/item-order-products';
import type {
  FulfilledItems,
  ItemOrderFacts,
  ItemOrderLines,
  ItemPricingInput,
  PricedItemProduct,
  PricedItems,
} from '../checkout/order-items';
import { addOrderProducts } from '../reservations/reservation-products';
import { voucherDocumentPath, voucherMessagesOf } from './voucher-messages';
import { priceVoucherLines, type VoucherOrderLine } from './voucher-pricing';
import { voucherOrderNeedsLogin } from './voucher-login';
import { newVoucherReference } from './voucher-reference';
import { VouchersRepository } from './vouchers.repository';

/** Draws of a fresh reference before giving up: a clash of 59-bit codes is already next to impossible. */
const REFERENCE_ATTEMPTS = 8;

/** The most of one product in one order: the cart payload's limit per line (spec 3 products), for repeated lines too. */
const MAX_PRODUCT_QUANTITY = 20;

/** What a voucher order sells: its vouchers and the products (concessions) chosen in its products step. */
export interface VoucherOrderPlan {
  vouchers: VoucherOrderLine[];
  products: PricedItemProduct[];
}

/**
 * Gift vouchers as a cart kind (ADR 0011): priced from their prices, fulfilled as voucher rows, undone by cancelling
 * them. The order's products are priced by the catalogue (ADR 0011 addendum) and written onto the reservation.
 */
export class VoucherOrderLines implements ItemOrderLines<VoucherOrderPlan> {
  readonly kind = 'vouchers' as const;

  constructor(private readonly newReference: () => string = newVoucherReference) {}

  async price(input: ItemPricingInput): Promise<PricedItems<VoucherOrderPlan>> {
    const vouchers = input.cart.vouchers ?? [];
    const repository = new VouchersRepository(input.executor);
    const rows = await repository.pricesByIds(vouchers.flatMap((v) => v.Prices.map((p) => p.SystemVoucherPriceId)));
    const priced = priceVoucherLines(vouchers, rows, input.cart.businessId);
    const products = await priceProducts(input.executor, priced.businessId, input.cart.products ?? []);
    const productsAgorot = products.reduce((sum, p) => sum + p.unitPriceAgorot * p.quantity, 0);
    return {
      ...priced,
      totalAgorot: priced.totalAgorot + productsAgorot,
      products,
      lines: { vouchers: priced.lines, products },
      authProfileId: await repository.webAuthProfileOf(priced.businessId),
      // Spec 2 voucher order: "authentication" where the business says so; the order then belongs to the customer.
      requiresCustomer: voucherOrderNeedsLogin(await repository.businessSettingsOf(priced.businessId)),
    };
  }

  async fulfil(trx: Kysely<Database>, order: ItemOrderFacts, plan: VoucherOrderPlan): Promise<FulfilledItems> {
    const lines = plan.vouchers;
    const repository = new VouchersRepository(trx);
    const today = localDateOf(order.now, order.timeZone);
    const references: string[] = [];
    for (const line of lines) {
      for (let unit = 0; unit < line.quantity; unit++) {
        references.push(
          await this.insertWithFreshReference(repository, (reference) => ({
            reference,
            business_id: order.businessId,
            class_id: line.classId,
            price_id: line.priceId,
            customer_id: order.customerId,
            purchase_reservation_id: order.reservationId,
            channel_id: order.channelId,
            initial_value_agorot: line.valueAgorot,
            balance_agorot: line.valueAgorot,
            quantity: line.ticketQuantity,
            redeemed_quantity: 0,
            start_date: today,
            end_date: addDays(today, line.validityDays),
            status: 'active',
            is_for_replacement: 0,
            created_at: order.now.toISOString(),
          })),
        );
      }
    }
    await addOrderProducts(trx, order.reservationId, plan.products);
    const vouchers = references.map((reference) => ({ reference, documentPath: voucherDocumentPath(reference) }));
    const links = vouchers.map((v) => `${order.baseUrl}${v.documentPath}`);
    return { messages: voucherMessagesOf(order.businessId, order.customerInfo, order.identifier, links, order.locale), vouchers };
  }

  async undo(trx: Kysely<Database>, order: { reservationId: number; at: string }): Promise<void> {
    await new VouchersRepository(trx).cancelVouchersOfOrder(order.reservationId);
  }

  private async insertWithFreshReference(
    repository: VouchersRepository,
    row: (reference: string) => Parameters<VouchersRepository['insertVoucher']>[0],
  ): Promise<string> {
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
      const reference = this.newReference();
      if (await repository.insertVoucher(row(reference))) return reference;
    }
    throw new Error('No free voucher reference after repeated draws');
  }
}

/**
 * Prices the cart's products from the catalogue's offer for item orders (never the client's amounts): an unknown or
 * inactive product, or one tied to a presentation, is refused as the ticket order refuses it (VALIDATION_ERROR on
 * products); the quantity limit per line is the cart payload's (0–20). Lines of quantity 0 are dropped.
 */
async function priceProducts(db: Kysely<Database>, businessId: number, cart: readonly CartProduct[]): Promise<PricedItemProduct[]> {
  const chosen = cart.filter((p) => p.quantity > 0);
  if (chosen.length === 0) return [];
  const offered = new Map((await itemOrderProductsOf(db, businessId)).map((p) => [p.id, p]));
  const quantities = new Map<number, number>();
  for (const item of chosen) {
    if (item.prsntId !== undefined || !offered.has(item.id)) throw new KupaError('VALIDATION_ERROR', { field: 'products' });
    quantities.set(item.id, (quantities.get(item.id) ?? 0) + item.quantity);
  }
  return [...quantities].map(([id, quantity]) => {
    const product = offered.get(id)!;
    if (quantity > MAX_PRODUCT_QUANTITY) throw new KupaError('VALIDATION_ERROR', { field: 'products' });
    return { productId: id, nameHe: product.nameHe, nameEn: product.nameEn, quantity, unitPriceAgorot: product.priceAgorot };
  });
}
