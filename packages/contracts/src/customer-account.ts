import { SYSTEM_VOUCHER_KINDS, VOUCHER_STATES } from '@kupa/domain';
import { z } from 'zod';
import { LocalDateSchema, ShekelsSchema } from './common';

// The logged-in customer's own things in the customer area (issue 9; spec 3 Customer voucher view, spec 4 Voucher
// states and Membership states, spec 7 Reservations and vouchers). Money in shekels.

export const CustomerVoucherSchema = z
  .object({
    reference: z.string().meta({ description: 'The voucher code (its secret: shown to its owner only)' }),
    name: z.string().meta({ description: 'The benefit name (the voucher class)' }),
    kind: z.enum(SYSTEM_VOUCHER_KINDS),
    state: z.enum(VOUCHER_STATES).meta({ description: 'Spec 4 Voucher states, on the business local date' }),
    quantity: z.number().int().nullable().meta({ description: 'Tickets voucher: the tickets it carries' }),
    redeemed: z.number().int().meta({ description: 'Tickets voucher: the tickets used' }),
    initialValue: ShekelsSchema.nullable().meta({ description: 'Value voucher: its value when bought' }),
    balance: ShekelsSchema.nullable().meta({ description: 'Value voucher: what is left' }),
    purchaseDate: z.string().meta({ description: 'When it was bought (ISO-8601 UTC)' }),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema.meta({ description: 'Expiry; for a voucher marked for replacement, the end of its replacement window' }),
    isForReplacement: z.boolean(),
    reservationIdentifier: z.string().nullable().meta({ description: 'The order it was bought in (null when given, not sold)' }),
    currencyCode: z.string(),
    canCancel: z.boolean().meta({ description: 'Unused, active and sold online: the customer may cancel it' }),
    canReplace: z.boolean().meta({ description: 'Not used up, not cancelled, not yet for replacement, sold online' }),
    replacementDays: z.number().int().meta({ description: 'How many days a replacement may be used for (per business or class)' }),
  })
  .meta({ id: 'CustomerVoucher' });
export type CustomerVoucher = z.infer<typeof CustomerVoucherSchema>;
export const CustomerVouchersResponseSchema = z.object({ vouchers: z.array(CustomerVoucherSchema) });
export type CustomerVouchersResponse = z.infer<typeof CustomerVouchersResponseSchema>;

export const SystemVoucherActionBodySchema = z
  .object({
    reservationIdentifier: z
      .string()
      .trim()
      .max(40)
      .optional()
      .meta({ description: 'The order the voucher was bought in; when given it must be that order' }),
  })
  .meta({ id: 'SystemVoucherActionBody' });
export type SystemVoucherActionBody = z.infer<typeof SystemVoucherActionBodySchema>;
export const SystemVoucherActionResponseSchema = z.object({
  voucher: CustomerVoucherSchema,
  refund: z
    .object({
      amount: z.number().describe('What was refunded to the card (major units); 0 when the order was not paid by card'),
      voucherPrice: z.number().describe("The voucher's price; more than amount when the card paid less than it"),
    })
    .optional()
    .describe('Cancel only: the card refund'),
});
export type SystemVoucherActionResponse = z.infer<typeof SystemVoucherActionResponseSchema>;

export const CUSTOMER_MEMBERSHIP_STATES = ['active', 'notStarted', 'expired'] as const;
export type CustomerMembershipState = (typeof CUSTOMER_MEMBERSHIP_STATES)[number];

export const CustomerMembershipSchema = z
  .object({
    memberNumber: z.string(),
    membershipCode: z.string().meta({ description: 'Links to its purchase page /membership/{code}' }),
    name: z.string(),
    state: z.enum(CUSTOMER_MEMBERSHIP_STATES).meta({ description: 'Spec 4 Membership states' }),
    startDate: LocalDateSchema,
    endDate: LocalDateSchema,
    balance: z.number().int().meta({ description: 'Benefit tickets left' }),
    usedBalance: z.number().int(),
    points: z.number().int().meta({ description: "The customer's loyalty points (one balance per customer)" }),
    renewalOffered: z.boolean().meta({ description: 'Expired, or ending within 30 days, and still on sale' }),
  })
  .meta({ id: 'CustomerMembership' });
export type CustomerMembership = z.infer<typeof CustomerMembershipSchema>;
export const CustomerMembershipsResponseSchema = z.object({ memberships: z.array(CustomerMembershipSchema) });
export type CustomerMembershipsResponse = z.infer<typeof CustomerMembershipsResponseSchema>;

export const CustomerVideoSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    purchasedAt: z.string(),
    availableFrom: z.string(),
    availableUntil: z.string(),
    playCount: z.number().int(),
    playsRemaining: z.number().int(),
    lastPlayedAt: z.string().nullable(),
    isWatchable: z.boolean().meta({ description: 'Inside its availability range with plays left' }),
    watchPath: z.string().meta({ description: 'Where the player opens it (same-site path)' }),
  })
  .meta({ id: 'CustomerVideo' });
export type CustomerVideo = z.infer<typeof CustomerVideoSchema>;
export const CustomerVideosResponseSchema = z.object({ videos: z.array(CustomerVideoSchema) });
export type CustomerVideosResponse = z.infer<typeof CustomerVideosResponseSchema>;

export const SavedCardSchema = z
  .object({
    id: z.number().int(),
    last4: z.string(),
    brand: z.string().nullable(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCardSchema>;

export const CustomerDetailsSchema = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    isEmailAllowed: z.boolean(),
    isSmsAllowed: z.boolean(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    dateOfBirth: LocalDateSchema.nullable(),
    canChangeMobile: z.boolean().meta({ description: 'Per business setting customerArea.allowUpdateMobile (default true)' }),
    cards: z.array(SavedCardSchema).meta({ description: 'Saved cards that were not removed; only provider tokens are stored' }),
  })
  .meta({ id: 'CustomerDetails' });
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;
export const CustomerDetailsResponseSchema = z.object({ details: CustomerDetailsSchema });
export type CustomerDetailsResponse = z.infer<typeof CustomerDetailsResponseSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const CustomerDetailsUpdateSchema = z
  .object({
    firstName: optionalText(60),
    lastName: optionalText(60),
    email: optionalText(254),
    isEmailAllowed: z.boolean().optional(),
    isSmsAllowed: z.boolean().optional(),
    address: optionalText(120),
    city: optionalText(60),
    dateOfBirth: LocalDateSchema.nullable().optional(),
  })
  .meta({ id: 'CustomerDetailsUpdate' });
export type CustomerDetailsUpdate = z.infer<typeof CustomerDetailsUpdateSchema>;

export const MobileChangeRequestSchema = z.object({ mobileNumber: z.string().trim().min(1).max(20) }).meta({ id: 'MobileChangeRequest' });
export const MobileChangeVerifySchema = z
  .object({ mobileNumber: z.string().trim().min(1).max(20), smsCode: z.string().trim().min(1).max(10) })
  .meta({ id: 'MobileChangeVerify' });
export const AccountSuccessResponseSchema = z.object({ success: z.literal(true) });
