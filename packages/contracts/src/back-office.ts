import {
  addDays,
  CANCELLATION_CHARGE_KINDS,
  FEATURE_KINDS,
  LOGIN_METHODS,
  MAX_CANCELLATION_HOURS_BEFORE_START,
  PRESENTATION_STATUSES,
  isPercentageCharge,
  type LocalDate,
} from '@kupa/domain';
import { z } from 'zod';
import { FieldRuleSchema, FORM_FIELDS, FORM_TYPES } from './checkout';
import { IdSchema, LocalDateSchema } from './common';

// The back office (issue 13): staff manage their businesses at /kupa-live/manage. Every call is under
// /api/kupa-live/manage/businesses/{businessId}/..., needs the staff session and is refused (403 FORBIDDEN) for a
// business that is not the session's. Bad input is 400 VALIDATION_ERROR with the offending field in details.field.

/** The largest cancellation charge in agorot (₪10,000): anything above is a typing mistake, not a policy. */
const MAX_CHARGE_AGOROT = 1_000_000;

export const BusinessParamsSchema = z.object({
  businessId: z.coerce.number().int().positive().max(2_147_483_647).meta({ description: 'One of the session businesses' }),
});
export type BusinessParams = z.infer<typeof BusinessParamsSchema>;

export const LoginMethodsSettingSchema = z
  .object({
    default: z.enum(LOGIN_METHODS).meta({ description: 'The method the login page opens with' }),
    enabled: z
      .array(z.enum(LOGIN_METHODS))
      .min(1)
      .max(LOGIN_METHODS.length)
      .meta({ description: 'Every method the customer area offers (spec 6); must include the default' }),
  })
  .superRefine((value, ctx) => {
    if (!value.enabled.includes(value.default)) ctx.addIssue({ code: 'custom', path: ['default'], message: 'not enabled' });
    if (new Set(value.enabled).size !== value.enabled.length) ctx.addIssue({ code: 'custom', path: ['enabled'], message: 'repeated' });
  });

export const CancellationChargeSchema = z
  .object({
    kind: z.enum(CANCELLATION_CHARGE_KINDS),
    value: z
      .number()
      .int()
      .min(0)
      .max(MAX_CHARGE_AGOROT)
      .meta({ description: "Agorot for 'fixed' and 'perTicket'; a whole percentage 0..100 for the percentage kinds; 0 for 'none'" }),
  })
  .superRefine((charge, ctx) => {
    if (isPercentageCharge(charge.kind) && charge.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'over 100%' });
    if (charge.kind === 'none' && charge.value !== 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'no charge' });
  });

export const OrderCancellationSettingSchema = z.object({
  enabled: z.boolean().meta({ description: 'Customers may cancel their orders online (spec 6; off by default)' }),
  hoursBeforeStart: z.number().int().min(0).max(MAX_CANCELLATION_HOURS_BEFORE_START),
  charge: CancellationChargeSchema.meta({ description: 'The cancellation service charge (spec 3)' }),
});

/** The business settings the back office edits; the rest of the tenant's settings document is kept as it is. */
export const BusinessSettingsSchema = z
  .object({
    loginMethods: LoginMethodsSettingSchema,
    orderCancellation: OrderCancellationSettingSchema,
  })
  .meta({ id: 'BusinessSettings' });
export type BusinessSettings = z.infer<typeof BusinessSettingsSchema>;

export const BusinessSettingsResponseSchema = z
  .object({ businessId: z.number().int(), settings: BusinessSettingsSchema })
  .meta({ id: 'BusinessSettingsResponse' });
export type BusinessSettingsResponse = z.infer<typeof BusinessSettingsResponseSchema>;

export const FormTypeParamsSchema = BusinessParamsSchema.extend({ formType: z.enum(FORM_TYPES) });

const termsText = z.string().trim().max(4000).nullable();

/** A form configuration of spec 3 as staff edit it: every field's rule, the flags and the terms in both languages. */
export const FormSettingsSchema = z
  .object({
    fields: z.record(z.enum(FORM_FIELDS), FieldRuleSchema),
    isSSNRequired: z.boolean(),
    isDefaultMailingAllowed: z.boolean(),
    isMailingAllowedExcluded: z.boolean(),
    isVoucherPaymentEnabled: z.boolean(),
    isVerifyMobileNumber: z.boolean(),
    isTermsConfirmed: z.boolean(),
    additionalTerms: z.object({ he: termsText, en: termsText }),
  })
  .superRefine((form, ctx) => {
    for (const field of FORM_FIELDS) {
      const rule = form.fields[field];
      if (rule.isRequired && !rule.isIncluded)
        ctx.addIssue({ code: 'custom', path: ['fields', field, 'isRequired'], message: 'required but not shown' });
    }
  })
  .meta({ id: 'FormSettings' });
export type FormSettings = z.infer<typeof FormSettingsSchema>;

export const FormSettingsResponseSchema = z
  .object({ businessId: z.number().int(), formType: z.enum(FORM_TYPES), form: FormSettingsSchema })
  .meta({ id: 'FormSettingsResponse' });
export type FormSettingsResponse = z.infer<typeof FormSettingsResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Films and events (spec 3 "feature")

const shortText = (max: number) => z.string().trim().max(max).nullable();

/** A film or event as staff write it; Hebrew and English names are required, the rest may be left empty (null). */
export const FeatureInputSchema = z
  .object({
    kind: z.enum(FEATURE_KINDS),
    nameHe: z.string().trim().min(1).max(200),
    nameEn: z.string().trim().min(1).max(200),
    synopsisHe: shortText(4000),
    synopsisEn: shortText(4000),
    categoryId: z.number().int().positive().nullable().meta({ description: "One of the business's categories" }),
    ratingName: shortText(40).meta({ description: 'The age rating as shown, e.g. "16+"' }),
    durationMinutes: z.number().int().min(1).max(900),
    language: shortText(40),
    subtitles: shortText(40),
    dubbing: shortText(40),
    director: shortText(200),
    actors: shortText(1000),
    releaseYear: z.number().int().min(1888).max(2100).nullable(),
    trailerUrl: z
      .string()
      .trim()
      .max(500)
      .regex(/^https:\/\/[^\s]+$/)
      .nullable()
      .meta({ description: 'An https address, or null' }),
    is3d: z.boolean(),
  })
  .meta({ id: 'FeatureInput' });
export type FeatureInput = z.infer<typeof FeatureInputSchema>;

export const StaffFeatureSchema = FeatureInputSchema.extend({ id: z.number().int() }).meta({ id: 'StaffFeature' });
export type StaffFeature = z.infer<typeof StaffFeatureSchema>;

export const FeatureCategorySchema = z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string() });

export const StaffFeaturesResponseSchema = z
  .object({ businessId: z.number().int(), features: z.array(StaffFeatureSchema), categories: z.array(FeatureCategorySchema) })
  .meta({ id: 'StaffFeaturesResponse' });
export type StaffFeaturesResponse = z.infer<typeof StaffFeaturesResponseSchema>;

export const StaffFeatureResponseSchema = z.object({ feature: StaffFeatureSchema }).meta({ id: 'StaffFeatureResponse' });

export const FeatureParamsSchema = BusinessParamsSchema.extend({
  featureId: z.coerce.number().int().positive().max(2_147_483_647),
});

// ---------------------------------------------------------------------------------------------------------------
// Schedule (spec 3 "presentation"): presentations one by one or as a weekly pattern

/** The most presentations one weekly pattern may create (a year of two shows a day is a typing mistake). */
export const MAX_PATTERN_PRESENTATIONS = 200;

const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');
const holdSeconds = z.number().int().min(60).max(3600);

/** What each presentation of a schedule gets besides its film, hall and time. */
export const PresentationTermsSchema = z.object({
  seating: z.enum(['reserved', 'generalAdmission']).meta({ description: 'Reserved needs the hall to have a seat plan' }),
  gaCapacity: z.number().int().min(1).max(100_000).nullable().meta({ description: 'Places for general admission; null when reserved' }),
  saleOpensDaysBefore: z.number().int().min(0).max(365).nullable().meta({ description: 'null: on sale at once' }),
  saleClosesMinutesBefore: z.number().int().min(0).max(1440).nullable().meta({ description: 'null: until the start' }),
  lockTimers: z
    .object({ chooseSeats: holdSeconds, chooseTickets: holdSeconds, customerInfo: holdSeconds, chooseProducts: holdSeconds })
    .nullable()
    .meta({ description: "Seconds a seat stays held in each step (spec 4); null: the business's lock timers (its settings)" }),
  maxSeatsPerTransaction: z.number().int().min(1).max(50),
  serviceChargeAgorot: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .nullable()
    .default(null)
    .meta({ description: "Service charge per ticket, agorot; null: the business's default, written into the presentation now" }),
  bookingFeeAgorot: z
    .number()
    .int()
    .min(0)
    .max(100_000)
    .nullable()
    .default(null)
    .meta({ description: "Booking fee per order, agorot; null: the business's default, written into the presentation now" }),
});
export type PresentationTerms = z.infer<typeof PresentationTermsSchema>;

export const SchedulePatternSchema = PresentationTermsSchema.extend({
  featureId: z.number().int().positive(),
  venueId: z.number().int().positive(),
  pricePolicyIds: z.array(z.number().int().positive()).min(1).max(30).meta({ description: "Ticket types (the business's price policies)" }),
  firstDate: LocalDateSchema,
  lastDate: LocalDateSchema,
  weekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1)
    .max(7)
    .meta({ description: '0 Sunday .. 6 Saturday; a single date: firstDate = lastDate with its weekday' }),
  times: z.array(localTime).min(1).max(12).meta({ description: 'Local start times (the venue time zone)' }),
})
  .superRefine((p, ctx) => {
    if (p.lastDate < p.firstDate) ctx.addIssue({ code: 'custom', path: ['lastDate'], message: 'before firstDate' });
    if (p.seating === 'generalAdmission' && p.gaCapacity === null)
      ctx.addIssue({ code: 'custom', path: ['gaCapacity'], message: 'required' });
  })
  .meta({ id: 'SchedulePattern' });
export type SchedulePattern = z.infer<typeof SchedulePatternSchema>;

export const PresentationEditSchema = PresentationTermsSchema.extend({ date: LocalDateSchema, time: localTime })
  .superRefine((p, ctx) => {
    if (p.seating === 'generalAdmission' && p.gaCapacity === null)
      ctx.addIssue({ code: 'custom', path: ['gaCapacity'], message: 'required' });
  })
  .meta({ id: 'PresentationEdit' });
export type PresentationEdit = z.infer<typeof PresentationEditSchema>;

const int = z.number().int();

/** A presentation as the back office shows it (any stored values: older presentations predate these limits). */
export const StaffPresentationSchema = z
  .object({
    seating: z.enum(['reserved', 'generalAdmission']),
    gaCapacity: int.nullable(),
    saleOpensDaysBefore: int.nullable(),
    saleClosesMinutesBefore: int.nullable(),
    lockTimers: z.object({ chooseSeats: int, chooseTickets: int, customerInfo: int, chooseProducts: int }).nullable(),
    maxSeatsPerTransaction: int,
    serviceChargeAgorot: int,
    bookingFeeAgorot: int,
  })
  .extend({
    id: z.number().int(),
    featureId: z.number().int(),
    venueId: z.number().int(),
    date: z.string(),
    time: z.string(),
    startsAt: z.string(),
    status: z.enum(PRESENTATION_STATUSES),
    pricePolicyIds: z.array(z.number().int()),
  })
  .meta({ id: 'StaffPresentation' });
export type StaffPresentation = z.infer<typeof StaffPresentationSchema>;

/** The most days one schedule list covers (two months of showtimes is what a screen or a person reads). */
export const MAX_SCHEDULE_DAYS = 62;

/** The statuses a schedule list may be narrowed to; all (the default) is both. */
export const SCHEDULE_STATUS_FILTERS = ['all', 'scheduled', 'cancelled'] as const;
export type ScheduleStatusFilter = (typeof SCHEDULE_STATUS_FILTERS)[number];

/** A schedule list runs from its first to its last local date (inclusive), forward and at most MAX_SCHEDULE_DAYS. */
export function isScheduleRange(first: LocalDate, last: LocalDate): boolean {
  return first <= last && last < addDays(first, MAX_SCHEDULE_DAYS);
}

export const ScheduleQuerySchema = z
  .object({
    from: LocalDateSchema.optional().meta({ description: 'First local date (the venue time zone), inclusive; default today' }),
    to: LocalDateSchema.optional().meta({
      description: `Last local date, inclusive; at most ${MAX_SCHEDULE_DAYS} days from the first. Instead of days`,
    }),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_SCHEDULE_DAYS)
      .optional()
      .meta({ description: 'How many days from the first, when no to is given; default 14' }),
    featureId: IdSchema.optional().meta({ description: "Only this film or event's presentations" }),
    venueId: IdSchema.optional().meta({ description: "Only this hall's presentations" }),
    status: z.enum(SCHEDULE_STATUS_FILTERS).default('all').meta({ description: 'scheduled, cancelled or all (default)' }),
    q: z
      .string()
      .trim()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'Only films or events whose Hebrew or English name contains this text (any case)' }),
  })
  .superRefine((q, ctx) => {
    if (q.to && q.days !== undefined) ctx.addIssue({ code: 'custom', path: ['days'], message: 'give to or days, not both' });
    if (q.from && q.to && !isScheduleRange(q.from as LocalDate, q.to as LocalDate))
      ctx.addIssue({ code: 'custom', path: ['to'], message: `before from or more than ${MAX_SCHEDULE_DAYS} days after it` });
  });
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;

export const ScheduleResponseSchema = z
  .object({
    businessId: z.number().int(),
    presentations: z.array(StaffPresentationSchema),
    features: z.array(z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string() })),
    venues: z.array(
      z.object({
        id: z.number().int(),
        nameHe: z.string(),
        nameEn: z.string(),
        locationHe: z.string(),
        locationEn: z.string(),
        hasSeatPlan: z.boolean(),
      }),
    ),
    pricePolicies: z.array(
      z.object({ id: z.number().int(), nameHe: z.string(), nameEn: z.string(), priceAgorot: z.number().int(), kind: z.string() }),
    ),
  })
  .meta({ id: 'ScheduleResponse' });
export type ScheduleResponse = z.infer<typeof ScheduleResponseSchema>;

export const ScheduleCreatedResponseSchema = z.object({ presentations: z.array(StaffPresentationSchema) }).meta({ id: 'ScheduleCreated' });
export const StaffPresentationResponseSchema = z.object({ presentation: StaffPresentationSchema });

export const PresentationParamsSchema = BusinessParamsSchema.extend({
  presentationId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const PresentationCancelledResponseSchema = z
  .object({
    presentation: StaffPresentationSchema,
    ordersCancelled: z.number().int().meta({ description: 'Orders refunded in full and told (SMS and e-mail) now' }),
    ordersRefused: z
      .array(z.string())
      .meta({ description: 'Orders whose refund the provider refused (left as they were: the box office settles them)' }),
  })
  .meta({ id: 'PresentationCancelled' });
export type PresentationCancelledResponse = z.infer<typeof PresentationCancelledResponseSchema>;
