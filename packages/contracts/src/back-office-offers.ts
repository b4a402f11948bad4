import { z } from 'zod';
import { BusinessParamsSchema } from './back-office';

// The back office's offers (issue 13): products and concessions, gift-voucher classes, membership types and prices,
// donation choices. Money is in agorot; every list answers the retired ones too (isActive false), which customers no
// longer see. Same rules as every back-office call: the business in the path must be the session's (else 403).

/** The largest price or value staff may type, in agorot (₪100,000): anything above is a typing mistake. */
export const MAX_OFFER_AGOROT = 10_000_000;

const idOf = z.coerce.number().int().positive().max(2_147_483_647);
const name = z.string().trim().min(1).max(200);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
const agorot = z.number().int().min(0).max(MAX_OFFER_AGOROT);
/** A code customers and staff type or see in addresses: letters, digits, dash and underscore. */
const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _');

function noRepeats<T>(values: readonly T[], ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (new Set(values).size !== values.length) ctx.addIssue({ code: 'custom', path, message: 'repeated' });
}

// ---------------------------------------------------------------------------------------------------------------
// Products and concessions (spec 3 "products"), sold at the locations chosen (location_products)

export const ProductInputSchema = z
  .object({
    nameHe: name,
    nameEn: name,
    category: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and -')
      .meta({ description: 'A short key the dashboards group by, e.g. "snack", "drink", "combo"' }),
    priceAgorot: agorot.min(1),
    sortOrder: z.number().int().min(0).max(9999).meta({ description: 'Lower comes first in the products step' }),
    isActive: z.boolean().meta({ description: 'false: retired, offered nowhere (past orders keep it)' }),
    locationIds: z
      .array(z.number().int().positive())
      .max(200)
      .meta({ description: "The business's locations that sell it (each must be one of the business's)" }),
  })
  .superRefine((p, ctx) => noRepeats(p.locationIds, ctx, ['locationIds']))
  .meta({ id: 'ProductInput' });
export type ProductInput = z.infer<typeof ProductInputSchema>;

export const StaffProductSchema = z
  .object({
    id: z.number().int(),
    nameHe: z.string(),
    nameEn: z.string(),
    category: z.string(),
    priceAgorot: z.number().int(),
    sortOrder: z.number().int(),
    isActive: z.boolean(),
    locationIds: z.array(z.number().int()),
  })
  .meta({ id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof StaffProductSchema>;

export const OfferLocationSchema = z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string(), isOffline: z.boolean() });

export const StaffProductsResponseSchema = z
  .object({ businessId: z.number().int(), products: z.array(StaffProductSchema), locations: z.array(OfferLocationSchema) })
  .meta({ id: 'StaffProductsResponse' });
export type StaffProductsResponse = z.infer<typeof StaffProductsResponseSchema>;

export const StaffProductResponseSchema = z.object({ product: StaffProductSchema }).meta({ id: 'StaffProductResponse' });
export const ProductParamsSchema = BusinessParamsSchema.extend({ productId: idOf });

// ---------------------------------------------------------------------------------------------------------------
// Gift-voucher classes on sale (spec 3 "system voucher") and their prices

export const VOUCHER_CLASS_KINDS = ['value', 'tickets'] as const;

export const VoucherPriceInputSchema = z.object({
  id: z.number().int().positive().nullable().meta({ description: 'A price of this class to change; null for a new one' }),
  priceCode: code,
  nameHe: name,
  nameEn: name,
  priceAgorot: agorot.meta({ description: 'What the customer pays (0 for the one price of an open-value class)' }),
  valueAgorot: agorot.min(1).nullable().meta({ description: 'A value class: what the voucher pays for; null otherwise' }),
  ticketQuantity: z.number().int().min(1).max(50).nullable().meta({ description: 'A tickets class: tickets it pays for' }),
});
export type VoucherPriceInput = z.infer<typeof VoucherPriceInputSchema>;

export const VoucherClassInputSchema = z
  .object({
    nameHe: name,
    nameEn: name,
    descriptionHe: optionalText(2000),
    descriptionEn: optionalText(2000),
    termsHe: optionalText(4000),
    termsEn: optionalText(4000),
    kind: z.enum(VOUCHER_CLASS_KINDS).meta({ description: 'What it pays for: an amount of money, or a number of tickets' }),
    validityDays: z.number().int().min(1).max(3650).meta({ description: 'Days from purchase the voucher may be used' }),
    replacementDays: z.number().int().min(1).max(3650).nullable().meta({ description: 'Validity of a replacement voucher' }),
    isOpenValue: z.boolean().meta({ description: 'The buyer chooses the amount within min..max (a value class with one price)' }),
    minPriceAgorot: agorot.min(1).nullable(),
    maxPriceAgorot: agorot.min(1).nullable(),
    isActive: z.boolean().meta({ description: 'false: retired, no longer on sale (vouchers sold stay valid)' }),
    prices: z.array(VoucherPriceInputSchema).min(1).max(20),
  })
  .superRefine((c, ctx) => {
    noRepeats(
      c.prices.map((p) => p.priceCode.toUpperCase()),
      ctx,
      ['prices'],
    );
    if (c.isOpenValue) {
      if (c.kind !== 'value') ctx.addIssue({ code: 'custom', path: ['isOpenValue'], message: 'only a value class' });
      if (c.minPriceAgorot === null) ctx.addIssue({ code: 'custom', path: ['minPriceAgorot'], message: 'required' });
      if (c.maxPriceAgorot === null) ctx.addIssue({ code: 'custom', path: ['maxPriceAgorot'], message: 'required' });
      if (c.minPriceAgorot !== null && c.maxPriceAgorot !== null && c.maxPriceAgorot < c.minPriceAgorot)
        ctx.addIssue({ code: 'custom', path: ['maxPriceAgorot'], message: 'below the minimum' });
      if (c.prices.length !== 1) ctx.addIssue({ code: 'custom', path: ['prices'], message: 'one price' });
    } else {
      if (c.minPriceAgorot !== null) ctx.addIssue({ code: 'custom', path: ['minPriceAgorot'], message: 'only an open value' });
      if (c.maxPriceAgorot !== null) ctx.addIssue({ code: 'custom', path: ['maxPriceAgorot'], message: 'only an open value' });
    }
    c.prices.forEach((p, i) => {
      const fixedValue = c.kind === 'value' && !c.isOpenValue;
      if (fixedValue !== (p.valueAgorot !== null))
        ctx.addIssue({ code: 'custom', path: ['prices', i, 'valueAgorot'], message: fixedValue ? 'required' : 'not for this kind' });
      if ((c.kind === 'tickets') !== (p.ticketQuantity !== null))
        ctx.addIssue({
          code: 'custom',
          path: ['prices', i, 'ticketQuantity'],
          message: c.kind === 'tickets' ? 'required' : 'not for this kind',
        });
      if (!c.isOpenValue && p.priceAgorot === 0) ctx.addIssue({ code: 'custom', path: ['prices', i, 'priceAgorot'], message: 'free' });
    });
  })
  .meta({ id: 'VoucherClassInput' });
export type VoucherClassInput = z.infer<typeof VoucherClassInputSchema>;

export const StaffVoucherClassSchema = z
  .object({
    id: z.number().int(),
    nameHe: z.string(),
    nameEn: z.string(),
    descriptionHe: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    termsHe: z.string().nullable(),
    termsEn: z.string().nullable(),
    kind: z.enum(VOUCHER_CLASS_KINDS),
    validityDays: z.number().int(),
    replacementDays: z.number().int().nullable(),
    isOpenValue: z.boolean(),
    minPriceAgorot: z.number().int().nullable(),
    maxPriceAgorot: z.number().int().nullable(),
    isActive: z.boolean(),
    isCustomerVoucher: z.boolean().meta({ description: 'Given by customer service, never sold (not editable here)' }),
    prices: z.array(
      z.object({
        id: z.number().int(),
        priceCode: z.string(),
        nameHe: z.string(),
        nameEn: z.string(),
        priceAgorot: z.number().int(),
        valueAgorot: z.number().int().nullable(),
        ticketQuantity: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'StaffVoucherClass' });
export type StaffVoucherClass = z.infer<typeof StaffVoucherClassSchema>;

export const StaffVoucherClassesResponseSchema = z
  .object({ businessId: z.number().int(), classes: z.array(StaffVoucherClassSchema) })
  .meta({ id: 'StaffVoucherClassesResponse' });
export type StaffVoucherClassesResponse = z.infer<typeof StaffVoucherClassesResponseSchema>;

export const StaffVoucherClassResponseSchema = z
  .object({ voucherClass: StaffVoucherClassSchema })
  .meta({ id: 'StaffVoucherClassResponse' });
export const VoucherClassParamsSchema = BusinessParamsSchema.extend({ classId: idOf });

// ---------------------------------------------------------------------------------------------------------------
// Membership types and their prices (spec 3 "membership"), as the customer list, enrol and renew pages read them

export const MembershipPriceInputSchema = z.object({
  id: z.number().int().positive().nullable().meta({ description: 'A price of this membership to change; null for a new one' }),
  priceCode: code,
  nameHe: name,
  nameEn: name,
  priceAgorot: agorot.min(1),
});
export type MembershipPriceInput = z.infer<typeof MembershipPriceInputSchema>;

export const MembershipInputSchema = z
  .object({
    code: code.meta({ description: 'The address of its page (/membership/{code}); unique in the business' }),
    nameHe: name,
    nameEn: name,
    className: optionalText(40),
    descriptionHe: optionalText(2000),
    descriptionEn: optionalText(2000),
    termsHe: optionalText(4000),
    termsEn: optionalText(4000),
    validityDays: z.number().int().min(1).max(3650),
    benefitTickets: z.number().int().min(0).max(1000).meta({ description: 'Tickets a member may redeem in a period' }),
    benefitPoints: z.number().int().min(0).max(100_000).meta({ description: 'Loyalty points granted on purchase' }),
    allowsHold: z.boolean().meta({ description: 'Members may make unpaid hold bookings (spec 4)' }),
    allowMemberSaleTickets: z.boolean(),
    isActive: z.boolean().meta({ description: 'false: retired, no longer offered (members keep their period)' }),
    prices: z.array(MembershipPriceInputSchema).min(1).max(10),
  })
  .superRefine((m, ctx) =>
    noRepeats(
      m.prices.map((p) => p.priceCode.toUpperCase()),
      ctx,
      ['prices'],
    ),
  )
  .meta({ id: 'MembershipInput' });
export type MembershipInput = z.infer<typeof MembershipInputSchema>;

export const StaffMembershipSchema = z
  .object({
    id: z.number().int(),
    membershipTypeId: z.number().int().meta({ description: '2: a series (its presentations are set by the schedule), else 1' }),
    code: z.string(),
    nameHe: z.string(),
    nameEn: z.string(),
    className: z.string().nullable(),
    descriptionHe: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    termsHe: z.string().nullable(),
    termsEn: z.string().nullable(),
    validityDays: z.number().int(),
    benefitTickets: z.number().int(),
    benefitPoints: z.number().int(),
    allowsHold: z.boolean(),
    allowMemberSaleTickets: z.boolean(),
    isActive: z.boolean(),
    prices: z.array(
      z.object({ id: z.number().int(), priceCode: z.string(), nameHe: z.string(), nameEn: z.string(), priceAgorot: z.number().int() }),
    ),
  })
  .meta({ id: 'StaffMembership' });
export type StaffMembership = z.infer<typeof StaffMembershipSchema>;

export const StaffMembershipsResponseSchema = z
  .object({ businessId: z.number().int(), memberships: z.array(StaffMembershipSchema) })
  .meta({ id: 'StaffMembershipsResponse' });
export type StaffMembershipsResponse = z.infer<typeof StaffMembershipsResponseSchema>;

export const StaffMembershipResponseSchema = z.object({ membership: StaffMembershipSchema }).meta({ id: 'StaffMembershipResponse' });
export const MembershipParamsSchema = BusinessParamsSchema.extend({ membershipId: idOf });

// ---------------------------------------------------------------------------------------------------------------
// Donation choices (spec 3 "donation"): fixed amounts and an optional amount of the donor's choice

export const DonationInputSchema = z
  .object({
    code: code,
    nameHe: name,
    nameEn: name,
    descriptionHe: optionalText(2000),
    descriptionEn: optionalText(2000),
    amountsAgorot: z.array(agorot.min(100)).max(10).meta({ description: 'The fixed amounts offered, at least ₪1 each' }),
    custom: z
      .object({ minAgorot: agorot.min(100), maxAgorot: agorot.min(100) })
      .nullable()
      .meta({ description: 'The range of an amount the donor types; null: fixed amounts only' }),
    isActive: z.boolean(),
  })
  .superRefine((d, ctx) => {
    noRepeats(d.amountsAgorot, ctx, ['amountsAgorot']);
    if (d.amountsAgorot.length === 0 && d.custom === null) ctx.addIssue({ code: 'custom', path: ['amountsAgorot'], message: 'none' });
    if (d.custom && d.custom.maxAgorot < d.custom.minAgorot)
      ctx.addIssue({ code: 'custom', path: ['custom', 'maxAgorot'], message: 'below the minimum' });
  })
  .meta({ id: 'DonationInput' });
export type DonationInput = z.infer<typeof DonationInputSchema>;

export const StaffDonationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    nameHe: z.string(),
    nameEn: z.string(),
    descriptionHe: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    amountsAgorot: z.array(z.number().int()),
    custom: z.object({ minAgorot: z.number().int(), maxAgorot: z.number().int() }).nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'StaffDonation' });
export type StaffDonation = z.infer<typeof StaffDonationSchema>;

export const StaffDonationsResponseSchema = z
  .object({ businessId: z.number().int(), donations: z.array(StaffDonationSchema) })
  .meta({ id: 'StaffDonationsResponse' });
export type StaffDonationsResponse = z.infer<typeof StaffDonationsResponseSchema>;

export const StaffDonationResponseSchema = z.object({ donation: StaffDonationSchema }).meta({ id: 'StaffDonationResponse' });
export const DonationParamsSchema = BusinessParamsSchema.extend({ donationId: idOf });

// ---------------------------------------------------------------------------------------------------------------
// Reference-prompt agents (spec: reference-agent row): the hotels and agents whose guests buy a ticket type that asks
// for a reference, with the tickets staff may sell them. Deactivated, never deleted, so past tickets keep them.

export const ReferenceAgentInputSchema = z
  .object({
    pricePolicyId: z
      .number()
      .int()
      .positive()
      .meta({ description: "The ticket type (one that asks for a reference) the agent's guests buy" }),
    reference1: name.meta({ description: 'What the buyer types at the reference prompt, e.g. the hotel name' }),
    reference2: optionalText(200).meta({ description: "A second reference, e.g. the agent's account" }),
    quantity: z.number().int().min(0).max(100_000).meta({ description: 'Tickets that may be sold with this reference' }),
    isActive: z.boolean().meta({ description: 'false: deactivated, the cart no longer accepts its reference' }),
  })
  .meta({ id: 'ReferenceAgentInput' });
export type ReferenceAgentInput = z.infer<typeof ReferenceAgentInputSchema>;

export const StaffReferenceAgentSchema = z
  .object({
    id: z.number().int(),
    pricePolicyId: z.number().int(),
    reference1: z.string(),
    reference2: z.string().nullable(),
    quantity: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: 'StaffReferenceAgent' });
export type StaffReferenceAgent = z.infer<typeof StaffReferenceAgentSchema>;

export const StaffReferenceAgentsResponseSchema = z
  .object({
    businessId: z.number().int(),
    agents: z.array(StaffReferenceAgentSchema),
    ticketTypes: z
      .array(z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string() }))
      .meta({ description: "The business's ticket types that ask for a reference: the ones an agent may be for" }),
  })
  .meta({ id: 'StaffReferenceAgentsResponse' });
export type StaffReferenceAgentsResponse = z.infer<typeof StaffReferenceAgentsResponseSchema>;

export const StaffReferenceAgentResponseSchema = z.object({ agent: StaffReferenceAgentSchema }).meta({ id: 'StaffReferenceAgentResponse' });
export const ReferenceAgentParamsSchema = BusinessParamsSchema.extend({ agentId: idOf });
