import { SYSTEM_VOUCHER_KINDS, VOUCHER_STATES } from '@kupa/domain';
import { z } from 'zod';
import { LocalDateSchema, ShekelsSchema } from './common';

// GET /api/system-vouchers: the gift vouchers on sale, listed by class (spec 9 system voucher list ByClass; spec 3
// System voucher). Money in shekels.

export const SystemVoucherPriceOfferSchema = z
  .object({
    SystemVoucherPriceId: z.number().int(),
    PriceCode: z.string(),
    Name: z.string(),
    Price: ShekelsSchema.meta({ description: 'What the voucher costs; 0 for an open-value price (the buyer chooses)' }),
    Value: ShekelsSchema.nullable().meta({ description: 'The value a value voucher carries; null for tickets or an open value' }),
    TicketQuantity: z.number().int().nullable().meta({ description: 'The tickets a tickets voucher carries' }),
  })
  .meta({ id: 'SystemVoucherPriceOffer' });
export type SystemVoucherPriceOffer = z.infer<typeof SystemVoucherPriceOfferSchema>;

export const SystemVoucherClassOfferSchema = z
  .object({
    SystemVoucherClassId: z.number().int(),
    SystemVoucherSuperClassId: z.number().int().nullable(),
    businessId: z.number().int(),
    businessName: z.string().meta({ description: 'The business that sells the class (one business per order)' }),
    Name: z.string(),
    Description: z.string().nullable(),
    Terms: z.string().nullable(),
    Kind: z.enum(SYSTEM_VOUCHER_KINDS),
    IsOpenValue: z.boolean(),
    MinPrice: ShekelsSchema.nullable().meta({ description: 'Open value: the lowest amount a buyer may choose' }),
    MaxPrice: ShekelsSchema.nullable().meta({ description: 'Open value: the highest amount a buyer may choose' }),
    ValidityDays: z.number().int(),
    CurrencyCode: z.string(),
    LoginRequired: z
      .boolean()
      .meta({ description: "Spec 2 voucher order's authentication step: the business asks the buyer to log in (SMS code) first" }),
    Prices: z.array(SystemVoucherPriceOfferSchema),
  })
  .meta({ id: 'SystemVoucherClassOffer' });
export type SystemVoucherClassOffer = z.infer<typeof SystemVoucherClassOfferSchema>;

export const SystemVouchersResponseSchema = z
  .object({
    listMode: z.literal('ByClass'),
    systemVouchers: z.array(SystemVoucherClassOfferSchema).meta({ description: 'Empty when none is on sale' }),
  })
  .meta({ id: 'SystemVouchersResponse' });
export type SystemVouchersResponse = z.infer<typeof SystemVouchersResponseSchema>;

// GET /api/system-vouchers/products: the products (concessions) offered in a voucher order's products step.

export const VoucherOrderProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: z.string(),
    price: ShekelsSchema,
  })
  .meta({ id: 'VoucherOrderProduct' });
export type VoucherOrderProduct = z.infer<typeof VoucherOrderProductSchema>;

export const VoucherOrderProductsResponseSchema = z
  .object({
    products: z.array(VoucherOrderProductSchema).meta({ description: 'Empty when the business offers none (the step is skipped)' }),
  })
  .meta({ id: 'VoucherOrderProductsResponse' });
export type VoucherOrderProductsResponse = z.infer<typeof VoucherOrderProductsResponseSchema>;

// GET /api/system-vouchers/view/{reference}: the voucher page. The reference is the bearer secret; the buyer's details
// are never part of it.

export const VoucherReferenceSchema = z.string().trim().min(1).max(40);

export const VoucherViewSchema = z
  .object({
    reference: z.string(),
    name: z.string(),
    kind: z.enum(SYSTEM_VOUCHER_KINDS),
    state: z.enum(VOUCHER_STATES).meta({ description: 'Spec 4 Voucher states, on the business local date' }),
    initialValue: ShekelsSchema.nullable(),
    balance: ShekelsSchema.nullable(),
    quantity: z.number().int().nullable(),
    redeemed: z.number().int(),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    currencyCode: z.string(),
    terms: z.string().nullable(),
  })
  .meta({ id: 'VoucherView' });
export type VoucherView = z.infer<typeof VoucherViewSchema>;
export const VoucherViewResponseSchema = z.object({ voucher: VoucherViewSchema });
export type VoucherViewResponse = z.infer<typeof VoucherViewResponseSchema>;
