import { checkPaymentVoucher, KupaError, localDateOf, toMajorUnits, type MessageLocale } from '@kupa/domain';
import type { ValidatedVoucher } from '@kupa/contracts';
import { localized } from '../shared/localized';
import { paymentVoucherRecord } from './cart-pricing';
import type { CartReads } from './cart-reads';
import { presentationFor } from './ticket-lookup';

/** POST /api/payment/vouchers/validate: a system voucher usable as payment (spec 4 Voucher payment: validate it first). */
export class VoucherLookup {
  constructor(private readonly reads: CartReads) {}

  /** With a presentation, the voucher must be of its business and is judged on the local date of its branch. */
  async validate(
    reference: string,
    presentationId: number | undefined,
    locale: MessageLocale,
    now: Date,
  ): Promise<{ voucher: ValidatedVoucher }> {
    const presentation = presentationId === undefined ? null : await presentationFor(this.reads, presentationId);
    const [row] = await this.reads.vouchersByReference([reference]);
    const record = row ? paymentVoucherRecord(row) : undefined;
    const invalid = checkPaymentVoucher(record, presentation?.business_id ?? null, localDateOf(now, presentation?.time_zone));
    if (invalid || !row) throw new KupaError(invalid ?? 'SYSTEM_VOUCHER_NOT_FOUND');
    return {
      voucher: {
        id: row.id,
        systemVoucher: row.reference,
        name: localized(locale, row.name_he, row.name_en),
        balance: toMajorUnits(row.balance_agorot ?? 0),
        endDate: row.end_date,
        isCustomerVoucher: row.is_customer_voucher === 1,
      },
    };
  }
}
