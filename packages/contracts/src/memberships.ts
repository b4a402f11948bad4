import { z } from 'zod';
import { LangQuerySchema, ShekelsSchema } from './common';

/** A currency as the membership prices carry it (spec 3 Membership prices: currency). */
export const MembershipCurrencySchema = z
  .object({ CurrencyCode: z.string().meta({ description: 'ISO 4217, e.g. ILS' }), CurrencySymbol: z.string() })
  .meta({ id: 'MembershipCurrency' });

/** One price of a membership (spec 3): money in shekels on the wire. */
export const MembershipPriceSchema = z
  .object({
    MembershipPriceId: z.number().int(),
    PriceCode: z.string(),
    Name: z.string(),
    Price: ShekelsSchema,
    currency: MembershipCurrencySchema,
    DiscountId: z.number().int().nullable(),
    SystemVoucherReference: z.string().nullable(),
  })
  .meta({ id: 'MembershipPrice' });
export type MembershipPrice = z.infer<typeof MembershipPriceSchema>;

/** An event of a series or enrolment membership (spec 3 Presentations), in the order of its start. */
export const MembershipEventSchema = z
  .object({
    PresentationId: z.number().int(),
    IsRequired: z.boolean(),
    MembershipPayableAmount: ShekelsSchema,
    featureName: z.string(),
    locationName: z.string(),
    venueName: z.string(),
    dateTime: z.string().meta({ description: 'Local start time "YYYY-MM-DD HH:mm" in the venue time zone' }),
    startsAt: z.string().meta({ description: 'Start instant, ISO 8601 UTC' }),
  })
  .meta({ id: 'MembershipEvent' });
export type MembershipEvent = z.infer<typeof MembershipEventSchema>;

/** A membership on sale, as the list shows it (spec 8: membership list mode ByMembership). */
export const MembershipSummarySchema = z
  .object({
    MembershipId: z.number().int(),
    MembershipTypeId: z.number().int().meta({ description: '2 is a series membership (spec 9)' }),
    BusinessId: z.number().int(),
    Code: z.string(),
    Name: z.string(),
    ClassName: z.string().nullable(),
    Description: z.string().nullable(),
    ValidityDays: z.number().int(),
    BenefitTickets: z.number().int(),
    AllowMemberSaleTickets: z.boolean(),
    fromPrice: ShekelsSchema.nullable().meta({ description: 'The lowest of its prices' }),
    currency: MembershipCurrencySchema.nullable(),
  })
  .meta({ id: 'MembershipSummary' });
export type MembershipSummary = z.infer<typeof MembershipSummarySchema>;

/** One membership with its prices, terms and (series and enrolment) presentations. */
export const MembershipSchema = MembershipSummarySchema.extend({
  Terms: z.string().nullable(),
  SeasonId: z.number().int().nullable(),
  IsSkipMemberSeat: z.boolean(),
  IsPricingPerTicket: z.boolean(),
  ChoiceEvents: z.number().int().meta({
    description:
      'How many choice events (the Presentations not required, when some are) a buyer chooses, each with one seat per member; 0: none to choose',
  }),
  DefaultTicketGroupId: z.number().int().nullable(),
  prices: z.array(MembershipPriceSchema),
  Presentations: z.array(MembershipEventSchema),
}).meta({ id: 'Membership' });
export type Membership = z.infer<typeof MembershipSchema>;

/** GET /api/memberships */
export const MembershipListModeSchema = z.enum(['ByMembership']);
export const MembershipListResponseSchema = z.object({ mode: MembershipListModeSchema, memberships: z.array(MembershipSummarySchema) });
export type MembershipListResponse = z.infer<typeof MembershipListResponseSchema>;

/** GET /api/memberships/{code} and /api/memberships/{code}/{priceCode} */
export const MembershipCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });
export const MembershipPriceCodeParamsSchema = MembershipCodeParamsSchema.extend({ priceCode: z.string().trim().min(1).max(40) });
export const MembershipQuerySchema = z.object({ lang: LangQuerySchema });
export const MembershipResponseSchema = z.object({ membership: MembershipSchema });
export type MembershipResponse = z.infer<typeof MembershipResponseSchema>;
export const MembershipPriceResponseSchema = z.object({ membership: MembershipSchema, price: MembershipPriceSchema });
export type MembershipPriceResponse = z.infer<typeof MembershipPriceResponseSchema>;
