import { z } from 'zod';
import { BusinessParamsSchema } from './back-office';
import { LocalDateSchema } from './common';

// The back office's prices section (issue 13): ticket types (price policies) per ticket group, their combination
// rules, discount codes, and which presentations sell which types. Paths are under
// /api/kupa-live/manage/businesses/{businessId}/...; money is in agorot.

/**
 * The ticket types of spec 3: regular, a discount-code ticket (unlocked by a code), a ticket voucher (redeemed with a
 * system voucher of a class), membership redemption, senior citizen benefit, hotel guest with a reference number
 * (reference prompt), loyalty points, member-only discount.
 */
export const TICKET_TYPE_KINDS = ['regular', 'discountCode', 'voucher', 'membership', 'senior', 'hotel', 'loyalty', 'memberOnly'] as const;
export type TicketTypeKind = (typeof TICKET_TYPE_KINDS)[number];

/** The highest ticket price in agorot (₪10,000): anything above is a typing mistake. */
const MAX_PRICE_AGOROT = 1_000_000;
const agorot = z.number().int().min(0).max(MAX_PRICE_AGOROT);
const optionalText = (max: number) => z.string().trim().max(max).nullable();
const id = z.number().int().positive().max(2_147_483_647);

export const TicketTypeInputSchema = z
  .object({
    kind: z.enum(TICKET_TYPE_KINDS),
    ticketGroupId: id.meta({ description: "The price level (one of the business's ticket groups)" }),
    nameHe: z.string().trim().min(1).max(100),
    nameEn: z.string().trim().min(1).max(100),
    descriptionHe: optionalText(500),
    descriptionEn: optionalText(500),
    priceAgorot: agorot,
    serviceChargeAgorot: agorot,
    multiplyFactor: z.number().int().min(1).max(10).meta({ description: 'Seats one ticket takes (2: a pair ticket)' }),
    loyaltyPointsPrice: z.number().int().min(1).max(1_000_000).nullable().meta({ description: "Points; required for 'loyalty'" }),
    membershipId: id.nullable().meta({ description: "The business's membership; required for 'membership' and 'memberOnly'" }),
    systemVoucherClassId: id.nullable().meta({ description: "The business's voucher class; required for 'voucher'" }),
    ref1PromptHe: optionalText(100).meta({ description: "The reference asked for (e.g. hotel name); required for 'hotel'" }),
    ref1PromptEn: optionalText(100),
    ref2PromptHe: optionalText(100),
    ref2PromptEn: optionalText(100),
    quota: z.number().int().min(1).max(100_000).nullable().meta({ description: 'Tickets of this type per presentation; null: no limit' }),
    saleFrom: LocalDateSchema.nullable().meta({ description: 'First local day it is sold; null: at once' }),
    saleUntil: LocalDateSchema.nullable().meta({ description: 'Last local day it is sold; null: no end' }),
    soldOnline: z.boolean(),
    soldAtBoxOffice: z.boolean(),
    sortOrder: z.number().int().min(0).max(10_000),
  })
  .superRefine((t, ctx) => {
    const need = (ok: boolean, path: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: 'required' });
    };
    need(t.kind !== 'loyalty' || t.loyaltyPointsPrice !== null, 'loyaltyPointsPrice');
    need(!['membership', 'memberOnly'].includes(t.kind) || t.membershipId !== null, 'membershipId');
    need(t.kind !== 'voucher' || t.systemVoucherClassId !== null, 'systemVoucherClassId');
    need(t.kind !== 'hotel' || (!!t.ref1PromptHe && !!t.ref1PromptEn), t.ref1PromptHe ? 'ref1PromptEn' : 'ref1PromptHe');
    need(!t.ref1PromptHe === !t.ref1PromptEn, t.ref1PromptHe ? 'ref1PromptEn' : 'ref1PromptHe');
    need(!t.ref2PromptHe === !t.ref2PromptEn, t.ref2PromptHe ? 'ref2PromptEn' : 'ref2PromptHe');
    if (t.saleFrom && t.saleUntil && t.saleUntil < t.saleFrom)
      ctx.addIssue({ code: 'custom', path: ['saleUntil'], message: 'before saleFrom' });
    need(t.soldOnline || t.soldAtBoxOffice, 'soldOnline');
  })
  .meta({ id: 'TicketTypeInput' });
export type TicketTypeInput = z.infer<typeof TicketTypeInputSchema>;

/** Ticket combinations (spec 5 Tickets): per order, at least min and at most max, and only together with another. */
export const TicketCombinationSchema = z
  .object({
    minQuantity: z.number().int().min(1).max(50).nullable(),
    maxQuantity: z.number().int().min(1).max(50).nullable(),
    requiredWithId: id.nullable().meta({ description: 'Another ticket type of the business that must be in the same order' }),
  })
  .superRefine((c, ctx) => {
    if (c.minQuantity !== null && c.maxQuantity !== null && c.maxQuantity < c.minQuantity)
      ctx.addIssue({ code: 'custom', path: ['maxQuantity'], message: 'below minQuantity' });
  })
  .meta({ id: 'TicketCombination' });
export type TicketCombination = z.infer<typeof TicketCombinationSchema>;

export const StaffTicketTypeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(TICKET_TYPE_KINDS),
    ticketGroupId: z.number().int(),
    nameHe: z.string(),
    nameEn: z.string(),
    descriptionHe: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    priceAgorot: z.number().int(),
    serviceChargeAgorot: z.number().int(),
    multiplyFactor: z.number().int(),
    loyaltyPointsPrice: z.number().int().nullable(),
    membershipId: z.number().int().nullable(),
    systemVoucherClassId: z.number().int().nullable(),
    ref1PromptHe: z.string().nullable(),
    ref1PromptEn: z.string().nullable(),
    ref2PromptHe: z.string().nullable(),
    ref2PromptEn: z.string().nullable(),
    quota: z.number().int().nullable(),
    saleFrom: z.string().nullable(),
    saleUntil: z.string().nullable(),
    soldOnline: z.boolean(),
    soldAtBoxOffice: z.boolean(),
    sortOrder: z.number().int(),
    minQuantity: z.number().int().nullable(),
    maxQuantity: z.number().int().nullable(),
    requiredWithId: z.number().int().nullable(),
    retired: z.boolean(),
    presentationIds: z.array(z.number().int()).meta({ description: 'Presentations not yet started that sell it' }),
  })
  .meta({ id: 'StaffTicketType' });
export type StaffTicketType = z.infer<typeof StaffTicketTypeSchema>;

const named = z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string() });

export const TicketTypesResponseSchema = z
  .object({
    businessId: z.number().int(),
    ticketTypes: z.array(StaffTicketTypeSchema),
    ticketGroups: z.array(named),
    memberships: z.array(named),
    voucherClasses: z.array(named),
    presentations: z
      .array(z.object({ id: z.number().int(), startsAt: z.string(), featureHe: z.string(), featureEn: z.string() }))
      .meta({ description: 'Presentations not yet started (at most 500), for attaching ticket types' }),
  })
  .meta({ id: 'TicketTypesResponse' });
export type TicketTypesResponse = z.infer<typeof TicketTypesResponseSchema>;

export const StaffTicketTypeResponseSchema = z.object({ ticketType: StaffTicketTypeSchema }).meta({ id: 'StaffTicketTypeResponse' });

export const TicketTypeParamsSchema = BusinessParamsSchema.extend({ ticketTypeId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Attach a ticket type to presentations and detach it from others, in one change. */
export const TicketTypePresentationsSchema = z
  .object({
    attach: z.array(id).max(500),
    detach: z.array(id).max(500),
  })
  .superRefine((b, ctx) => {
    if (b.attach.some((p) => b.detach.includes(p))) ctx.addIssue({ code: 'custom', path: ['detach'], message: 'also attached' });
  })
  .meta({ id: 'TicketTypePresentations' });
export type TicketTypePresentations = z.infer<typeof TicketTypePresentationsSchema>;

/** The whole set of ticket types one presentation sells. */
export const PresentationTicketTypesSchema = z
  .object({ ticketTypeIds: z.array(id).min(1).max(30) })
  .meta({ id: 'PresentationTicketTypes' });
export const PresentationTicketTypesParamsSchema = BusinessParamsSchema.extend({
  presentationId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const PresentationTicketTypesResponseSchema = z.object({
  presentationId: z.number().int(),
  ticketTypeIds: z.array(z.number().int()),
});

// Discount codes (spec 5: a code unlocks a discount-code ticket type; "a discount code cannot be entered twice")

export const DiscountCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .meta({ description: 'Letters, digits, - and _; matched without regard to case; unique in the business' }),
    ticketTypeId: id.meta({ description: "A discount-code ticket type of the business (kind 'discountCode')" }),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().meta({ description: 'null: any number of uses' }),
    validFrom: LocalDateSchema.nullable(),
    validUntil: LocalDateSchema.nullable(),
    disabled: z.boolean().meta({ description: 'A disabled code is refused like an unknown one; its uses are kept' }),
  })
  .superRefine((c, ctx) => {
    if (c.validFrom && c.validUntil && c.validUntil < c.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'before validFrom' });
  })
  .meta({ id: 'DiscountCodeInput' });
export type DiscountCodeInput = z.infer<typeof DiscountCodeInputSchema>;

export const StaffDiscountCodeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    ticketTypeId: z.number().int(),
    maxUses: z.number().int().nullable(),
    usedCount: z.number().int(),
    validFrom: z.string().nullable(),
    validUntil: z.string().nullable(),
    disabled: z.boolean(),
  })
  .meta({ id: 'StaffDiscountCode' });
export type StaffDiscountCode = z.infer<typeof StaffDiscountCodeSchema>;

export const DiscountCodesResponseSchema = z
  .object({ businessId: z.number().int(), discountCodes: z.array(StaffDiscountCodeSchema) })
  .meta({ id: 'DiscountCodesResponse' });
export type DiscountCodesResponse = z.infer<typeof DiscountCodesResponseSchema>;

export const StaffDiscountCodeResponseSchema = z.object({ discountCode: StaffDiscountCodeSchema });

export const DiscountCodeParamsSchema = BusinessParamsSchema.extend({
  discountCodeId: z.coerce.number().int().positive().max(2_147_483_647),
});
