import { TICKETING_STATES } from '@kupa/domain';
import { z } from 'zod';
import { IdListSchema, IdSchema, LangQuerySchema, LocalDateSchema, MAX_DB_INT, ShekelsSchema, ZeroOneSchema } from './common';

export const LockTimerSchema = z.object({
  chooseSeatsInSeconds: z.number().int(),
  chooseTicketsInSeconds: z.number().int(),
  customerInfoInSeconds: z.number().int(),
  chooseProductsInSeconds: z.number().int(),
});

export const PriceLevelSchema = z.object({ minPrice: ShekelsSchema, maxPrice: ShekelsSchema });

export const PresentationProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  price: ShekelsSchema,
});

export const EventInfoSchema = z.object({
  subtitles: z.string().nullable(),
  dubbing: z.string().nullable(),
  language: z.string().nullable(),
  releaseDate: z.string().nullable(),
  showingDate: z.string(),
  minutes: z.number().int(),
});

/** A presentation as clients read it (api-compat GET /api/presentations/{id}, spec section 3). */
export const PresentationSchema = z
  .object({
    id: z.number().int(),
    businessId: z.number().int(),
    authProfileId: z.number().int(),
    miniSiteId: z.number().int().nullable().optional().meta({ description: 'The mini site (presentation source) it belongs to, or null' }),
    featureId: z.number().int(),
    featureName: z.string(),
    featureCategoryId: z.number().int().nullable(),
    synopsis: z.string().nullable().optional(),
    ratingName: z.string().nullable(),
    posterUrl: z.string(),
    locationId: z.number().int(),
    locationName: z.string(),
    venueId: z.number().int(),
    venueName: z.string(),
    seatplanId: z.number().int().nullable(),
    venueTypeId: z.number().int(),
    seatingPolicyId: z.number().int(),
    isReserved: ZeroOneSchema,
    isGA: ZeroOneSchema,
    isVod: z.boolean(),
    is3d: z.boolean(),
    soldout: ZeroOneSchema,
    availRatio: z.number().min(0).max(1),
    businessDate: LocalDateSchema,
    dateTime: z.string().meta({ description: 'Local start time "YYYY-MM-DD HH:mm" in the venue time zone, no offset' }),
    startsAt: z.string().meta({ description: 'Start instant, ISO 8601 UTC' }),
    ticketSaleStart: z.string().nullable(),
    ticketSaleStop: z.string().nullable(),
    isTicketingAllowedDuringSaleWindow: z.boolean(),
    ticketingState: z.enum(TICKETING_STATES).meta({
      description:
        "Whether tickets are on sale now: 'not-started' until ticketSaleStart (the order page says when sales open), 'ended' after the sale stop or once the show has begun",
    }),
    isOffline: z.boolean().meta({ description: 'The branch (location) is offline: no web booking, only the box office (spec 4)' }),
    priceLevels: z.array(PriceLevelSchema),
    durationInMinutes: z.number().int(),
    lockTimer: LockTimerSchema,
    maxSeatsPerTransaction: z.number().int(),
    serviceCharge: ShekelsSchema,
    bookingFee: ShekelsSchema,
    products: z.array(PresentationProductSchema),
    isDisplayQr: z.boolean(),
    newBookingUrl: z.string().nullable(),
    viewAreaFilename: z.string().nullable(),
    imageMapHtml: z.string().nullable(),
    eventInfo: EventInfoSchema,
  })
  .meta({ id: 'Presentation' });
export type Presentation = z.infer<typeof PresentationSchema>;

export const PresentationListQuerySchema = z.object({
  locationId: IdSchema.optional(),
  startDate: LocalDateSchema.optional(),
  endDate: LocalDateSchema.optional(),
  featureIds: IdListSchema.optional(),
  includeSynopsis: z.enum(['0', '1', 'true', 'false']).optional(),
  lang: LangQuerySchema,
});
export type PresentationListQuery = z.infer<typeof PresentationListQuerySchema>;

export const PresentationListResponseSchema = z.object({
  presentations: z.array(PresentationSchema),
  hasReserved: z.boolean(),
  hasGA: z.boolean(),
});
export type PresentationListResponse = z.infer<typeof PresentationListResponseSchema>;

export const PresentationQuerySchema = z.object({
  referralMiniSiteId: z.coerce.number().int().min(0).max(MAX_DB_INT).optional(),
  lang: LangQuerySchema,
  ticketCodes: z.string().optional(),
  miniSiteUrl: z.string().optional(),
  TS: z.string().optional(),
  ret: z.string().optional(),
  key: z.string().optional(),
});

export const PresentationResponseSchema = z.object({
  presentation: PresentationSchema,
  serverTime: z.string(),
});
export type PresentationResponse = z.infer<typeof PresentationResponseSchema>;

export const PresentationsOfDateQuerySchema = z.object({ date: LocalDateSchema, lang: LangQuerySchema });
export const PresentationsOfDateResponseSchema = z.object({
  date: LocalDateSchema,
  presentations: z.array(PresentationSchema),
});
export type PresentationsOfDateResponse = z.infer<typeof PresentationsOfDateResponseSchema>;
