import type { CartVoucher } from '@kupa/contracts';
import { checkItemQuantity, checkOpenValue, KupaError, toMinorUnits, type SystemVoucherKind } from '@kupa/domain';
import type { PricedItemLine } from '../checkout/order-items';
import type { VoucherPriceRow } from './vouchers.repository';

/** One priced line of a voucher order: what `fulfil` writes `quantity` vouchers of. Money in agorot. */
export interface VoucherOrderLine {
  classId: number;
  priceId: number;
  kind: SystemVoucherKind;
  quantity: number;
  unitPriceAgorot: number;
  /** The value each voucher carries (a value voucher; the chosen amount of an open value), else null. */
  valueAgorot: number | null;
  /** The tickets each voucher carries (a tickets voucher), else null. */
  ticketQuantity: number | null;
  validityDays: number;
}

export interface PricedVoucherLines {
  businessId: number;
  currency: string;
  totalAgorot: number;
  items: PricedItemLine[];
  lines: VoucherOrderLine[];
}

/**
 * Prices a cart's voucher lines from their database rows (spec 5): every price must be of its line's class, on sale
 * (SYSTEM_VOUCHER_NOT_FOUND); 1..10 vouchers in all (NOTHING_SELECTED, MAX_VOUCHERS_EXCEEDED); an open value costs the
 * amount chosen within the class's range (INVALID_AMOUNT, OPEN_VALUE_OUT_OF_RANGE) while a fixed price ignores the
 * client's amount; one business (INCOMPATIBLE_BUSINESS) and one currency (MIXED_CURRENCIES).
 */
export function priceVoucherLines(
  vouchers: readonly CartVoucher[],
  rows: readonly VoucherPriceRow[],
  cartBusinessId: number | undefined,
): PricedVoucherLines {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chosen = vouchers.flatMap((v) =>
    v.Prices.filter((p) => p.selectedQuantity > 0).map((p) => {
      const row = byId.get(p.SystemVoucherPriceId);
      if (!row || row.class_id !== v.SystemVoucherClassId || row.is_active !== 1 || row.is_customer_voucher === 1) {
        throw new KupaError('SYSTEM_VOUCHER_NOT_FOUND');
      }
      return { row, quantity: p.selectedQuantity, price: p.Price };
    }),
  );
  checkItemQuantity(
    'vouchers',
    chosen.reduce((sum, c) => sum + c.quantity, 0),
  );
  const first = chosen[0]!.row;
  if (
    chosen.some((c) => c.row.business_id !== first.business_id) ||
    (cartBusinessId !== undefined && cartBusinessId !== first.business_id)
  ) {
    throw new KupaError('INCOMPATIBLE_BUSINESS');
  }
  if (chosen.some((c) => c.row.currency !== first.currency)) throw new KupaError('MIXED_CURRENCIES');

  const lines = chosen.map(({ row, quantity, price }): VoucherOrderLine => {
    const open = row.is_open_value === 1;
    let unitPriceAgorot = row.price_agorot;
    if (open) {
      if (price === undefined) throw new KupaError('INVALID_AMOUNT');
      unitPriceAgorot = toMinorUnits(price);
      checkOpenValue(unitPriceAgorot, { minAgorot: row.min_price_agorot, maxAgorot: row.max_price_agorot });
    }
    return {
      classId: row.class_id,
      priceId: row.id,
      kind: row.kind,
      quantity,
      unitPriceAgorot,
      valueAgorot: row.kind === 'value' ? (open ? unitPriceAgorot : row.value_agorot) : null,
      ticketQuantity: row.kind === 'tickets' ? row.ticket_quantity : null,
      validityDays: row.validity_days,
    };
  });
  const items = lines.map((line, i): PricedItemLine => {
    const row = chosen[i]!.row;
    const open = row.is_open_value === 1;
    return {
      itemId: line.priceId,
      nameHe: open ? row.class_name_he : `${row.class_name_he} – ${row.name_he}`,
      nameEn: open ? row.class_name_en : `${row.class_name_en} – ${row.name_en}`,
      quantity: line.quantity,
      unitPriceAgorot: line.unitPriceAgorot,
    };
  });
  return {
    businessId: first.business_id,
    currency: first.currency,
    totalAgorot: lines.reduce((sum, l) => sum + l.unitPriceAgorot * l.quantity, 0),
    items,
    lines,
  };
}
