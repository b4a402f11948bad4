import type { SystemVouchersResponse, VoucherOrderProductsResponse, VoucherView } from '@kupa/contracts';
import type { Kysely } from 'kysely';
import { itemOrderProductsOf } from '../catalogue/item-order-products';
import type { Database } from '../db/schema';
import { KupaError, localDateOf, toMajorUnits, voucherStateOf, type Clock, type MessageLocale } from '@kupa/domain';
import { localized } from '../shared/localized';
import { voucherOrderNeedsLogin } from './voucher-login';
import type { VouchersRepository } from './vouchers.repository';

const shekelsOrNull = (agorot: number | null) => (agorot === null ? null : toMajorUnits(agorot));

/** The gift vouchers on sale and the page of a voucher sold. */
export class VouchersService {
  constructor(
    private readonly repository: VouchersRepository,
    private readonly clock: Clock,
    private readonly db: Kysely<Database>,
  ) {}

  /** GET /api/system-vouchers/products: what a voucher order of the business may add in its products step (ADR 0011 addendum). */
  async orderProducts(businessId: number, locale: MessageLocale): Promise<VoucherOrderProductsResponse> {
    const products = await itemOrderProductsOf(this.db, businessId);
    return {
      products: products.map((p) => ({
        id: p.id,
        name: localized(locale, p.nameHe, p.nameEn),
        category: p.category,
        price: toMajorUnits(p.priceAgorot),
      })),
    };
  }

  /** GET /api/system-vouchers: the classes on sale with their prices (spec 9 list mode ByClass); a class without prices is left out. */
  async catalogue(locale: MessageLocale, businessId?: number): Promise<SystemVouchersResponse> {
    const classes = await this.repository.classesOnSale(businessId);
    const prices = await this.repository.pricesOfClasses(classes.map((c) => c.id));
    const systemVouchers = classes.flatMap((c) => {
      const own = prices.filter((p) => p.class_id === c.id);
      if (own.length === 0) return [];
      const open = c.is_open_value === 1;
      return [
        {
          SystemVoucherClassId: c.id,
          SystemVoucherSuperClassId: c.super_class_id,
          businessId: c.business_id,
          businessName: localized(locale, c.business_name_he, c.business_name_en),
          Name: localized(locale, c.name_he, c.name_en),
          Description: localized(locale, c.description_he, c.description_en),
          Terms: localized(locale, c.terms_he, c.terms_en),
          Kind: c.kind,
          IsOpenValue: open,
          MinPrice: open ? shekelsOrNull(c.min_price_agorot) : null,
          MaxPrice: open ? shekelsOrNull(c.max_price_agorot) : null,
          ValidityDays: c.validity_days,
          CurrencyCode: c.currency,
          LoginRequired: voucherOrderNeedsLogin(c.business_settings_json),
          Prices: own.map((p) => ({
            SystemVoucherPriceId: p.id,
            PriceCode: p.price_code,
            Name: localized(locale, p.name_he, p.name_en),
            Price: toMajorUnits(p.price_agorot),
            Value: open ? null : shekelsOrNull(p.value_agorot),
            TicketQuantity: p.ticket_quantity,
          })),
        },
      ];
    });
    return { listMode: 'ByClass', systemVouchers };
  }

  /** GET /api/system-vouchers/view/{reference}: the reference is the bearer secret; the buyer is never shown. */
  async view(reference: string, locale: MessageLocale): Promise<{ voucher: VoucherView }> {
    const row = await this.repository.voucherByReference(reference);
    if (!row) throw new KupaError('SYSTEM_VOUCHER_NOT_FOUND');
    const today = localDateOf(this.clock.now(), row.time_zone);
    const state = voucherStateOf(
      {
        kind: row.kind,
        status: row.status,
        isForReplacement: row.is_for_replacement === 1,
        initialValueAgorot: row.initial_value_agorot,
        balanceAgorot: row.balance_agorot,
        quantity: row.quantity,
        redeemedQuantity: row.redeemed_quantity,
        endDate: row.end_date,
      },
      today,
    );
    return {
      voucher: {
        reference: row.reference,
        name: localized(locale, row.name_he, row.name_en),
        kind: row.kind,
        state,
        initialValue: row.kind === 'value' ? shekelsOrNull(row.initial_value_agorot) : null,
        balance: row.kind === 'value' ? shekelsOrNull(row.balance_agorot) : null,
        quantity: row.kind === 'tickets' ? row.quantity : null,
        redeemed: row.redeemed_quantity,
        startDate: row.start_date,
        endDate: row.end_date,
        currencyCode: row.currency,
        terms: localized(locale, row.terms_he, row.terms_en),
      },
    };
  }
}
