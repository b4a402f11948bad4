import { addDays, localDateOf } from '@kupa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FulfilledItems, ItemOrderFacts, ItemOrderLines, ItemPricingInput, PricedItems } from '../checkout/order-items';
import { voucherDocumentPath, voucherMessagesOf } from './voucher-messages';
import { priceVoucherLines, type VoucherOrderLine } from './voucher-pricing';
import { newVoucherReference } from './voucher-reference';
import { VouchersRepository } from './vouchers.repository';

/** Draws of a fresh reference before giving up: a clash of 59-bit codes is already next to impossible. */
const REFERENCE_ATTEMPTS = 8;

/** Gift vouchers as a cart kind (ADR 0011): priced from their prices, fulfilled as voucher rows, undone by cancelling them. */
export class VoucherOrderLines implements ItemOrderLines<VoucherOrderLine[]> {
  readonly kind = 'vouchers' as const;

  constructor(private readonly newReference: () => string = newVoucherReference) {}

  async price(input: ItemPricingInput): Promise<PricedItems<VoucherOrderLine[]>> {
    const vouchers = input.cart.vouchers ?? [];
    const repository = new VouchersRepository(input.executor);
    const rows = await repository.pricesByIds(vouchers.flatMap((v) => v.Prices.map((p) => p.SystemVoucherPriceId)));
    const priced = priceVoucherLines(vouchers, rows, input.cart.businessId);
    return { ...priced, authProfileId: await repository.webAuthProfileOf(priced.businessId), requiresCustomer: false };
  }

  async fulfil(trx: Kysely<Database>, order: ItemOrderFacts, lines: VoucherOrderLine[]): Promise<FulfilledItems> {
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
