import { checkOpenValue, KupaError, toMinorUnits, type MessageLocale } from '@kupa/domain';
import type { CartDonation } from '@kupa/contracts';
import type { Kysely } from 'kysely';
import type { ItemOrderFacts, ItemOrderLines, ItemPricingInput, PricedItemLine, PricedItems } from '../checkout/order-items';
import type { Database } from '../db/schema';
import { purchaseNeedsLogin } from '../customer-auth/purchase-login';
import { localized } from '../shared/localized';
import { donationReceiptMessages } from './donation-receipt';
import { DonationsRepository, type DonationAmountRow } from './donations.repository';

/** One priced gift of a donation order: what `fulfil` writes. Money in agorot. */
export interface DonationLine {
  donationId: number;
  amountId: number;
  businessId: number;
  nameHe: string;
  nameEn: string;
  /** The amount of one gift: the fixed amount, or the donor's own. */
  amountAgorot: number;
  quantity: number;
}

/** The donation order lines of the checkout (ADR 0011): priced, given and taken back by the donations module. */
export function donationOrderLines(): ItemOrderLines<DonationLine[]> {
  return {
    kind: 'donations',
    price: priceDonations,
    async fulfil(trx, order, lines) {
      const repo = DonationsRepository.of(trx);
      await repo.insertGifts(
        lines.map((l) => ({
          donationId: l.donationId,
          reservationId: order.reservationId,
          customerId: order.customerId,
          amountAgorot: l.amountAgorot,
          quantity: l.quantity,
        })),
        order.now.toISOString(),
      );
      return { messages: await receiptOf(trx, order, lines) };
    },
    async undo(trx, order) {
      // A cancelled order keeps its history: its gifts are marked cancelled, not deleted.
      await DonationsRepository.of(trx).cancelGifts(order.reservationId, order.at);
    },
  };
}

/**
 * Spec 3 and 5: each chosen amount must belong to its donation and be on sale (DONATION_NOT_FOUND); a fixed amount
 * is the database's times its quantity, a custom one the donor's amount within its range (OPEN_VALUE_OUT_OF_RANGE,
 * INVALID_AMOUNT for zero or less); something must be chosen (NOTHING_SELECTED); one business and one currency.
 */
async function priceDonations(input: ItemPricingInput): Promise<PricedItems<DonationLine[]>> {
  const cartLines: CartDonation[] = input.cart.donations ?? [];
  const repo = DonationsRepository.of(input.executor);
  const amounts = new Map((await repo.amountsOnSale(cartLines.flatMap((l) => l.donationDetails.map((d) => d.id)))).map((a) => [a.id, a]));
  const lines: DonationLine[] = [];
  for (const cartLine of cartLines) {
    for (const detail of cartLine.donationDetails) {
      const amount = amounts.get(detail.id);
      if (!amount || amount.donation_id !== cartLine.id) throw new KupaError('DONATION_NOT_FOUND');
      const line = priceDetail(amount, detail);
      if (line) lines.push(line);
    }
  }
  if (lines.length === 0) throw new KupaError('NOTHING_SELECTED');
  const businessIds = new Set(lines.map((l) => l.businessId));
  if (input.cart.businessId !== undefined) businessIds.add(input.cart.businessId);
  const [businessId] = businessIds;
  if (businessId === undefined || businessIds.size > 1) throw new KupaError('INCOMPATIBLE_BUSINESS');
  // One business sells in its one currency: the order is paid in one currency.
  const sale = await repo.businessSale(businessId);
  if (!sale) throw new KupaError('DONATION_NOT_FOUND');
  const currency = sale.currency;
  const items: PricedItemLine[] = lines.map((l) => ({
    itemId: l.amountId,
    nameHe: l.nameHe,
    nameEn: l.nameEn,
    quantity: l.quantity,
    unitPriceAgorot: l.amountAgorot,
  }));
  return {
    businessId,
    authProfileId: sale.authProfileId,
    currency,
    totalAgorot: lines.reduce((sum, l) => sum + l.amountAgorot * l.quantity, 0),
    items,
    lines,
    // Spec 6: a business with auth.required sells to logged-in customers only.
    requiresCustomer: purchaseNeedsLogin(sale.settingsJson),
  };
}

/** A chosen amount priced, or null when the donor chose none of it (quantity 0). */
function priceDetail(amount: DonationAmountRow, detail: CartDonation['donationDetails'][number]): DonationLine | null {
  const quantity = detail.selectedQuantity ?? 1;
  if (quantity === 0) return null;
  const base = {
    donationId: amount.donation_id,
    amountId: amount.id,
    businessId: amount.business_id,
    nameHe: amount.name_he,
    nameEn: amount.name_en,
  };
  if (amount.is_custom === 1) {
    // The donor's own amount is given once: the amount already says how much.
    if (detail.customAmount === undefined) throw new KupaError('INVALID_AMOUNT');
    const agorot = detail.customAmount > 0 ? toMinorUnits(detail.customAmount) : 0;
    checkOpenValue(agorot, { minAgorot: amount.min_agorot, maxAgorot: amount.max_agorot });
    return { ...base, amountAgorot: agorot, quantity: 1 };
  }
  if (amount.amount_agorot === null || amount.amount_agorot <= 0) throw new KupaError('DONATION_NOT_FOUND');
  return { ...base, amountAgorot: amount.amount_agorot, quantity };
}

async function receiptOf(trx: Kysely<Database>, order: ItemOrderFacts, lines: readonly DonationLine[]) {
  const sale = await DonationsRepository.of(trx).businessSale(order.businessId);
  const locale: MessageLocale = order.locale;
  return donationReceiptMessages({
    businessId: order.businessId,
    receiptNumber: order.identifier,
    at: order.now,
    timeZone: order.timeZone,
    currency: sale?.currency ?? 'ILS',
    totalAgorot: lines.reduce((sum, l) => sum + l.amountAgorot * l.quantity, 0),
    gifts: lines.map((l) => ({ name: localized(locale, l.nameHe, l.nameEn), amountAgorot: l.amountAgorot, quantity: l.quantity })),
    donor: order.customerInfo,
    locale,
  });
}
