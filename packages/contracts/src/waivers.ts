import { HEALTH_TEST_VALIDITY_HOURS, WAIVER_DECLARATIONS } from '@kupa/domain';
import { z } from 'zod';
import { IdSchema, LangQuerySchema, LocalDateSchema } from './common';

// The waiver page (issue 11; spec 2 "Waiver page: add child, clear signature", spec 5 jumper age, spec 9 health
// declarations) and the staff view of which reservations' waivers are complete.

/** The largest signature image accepted, as a data URL (a 600 x 200 pad drawn on is a few kilobytes). */
export const MAX_SIGNATURE_DATA_URL_LENGTH = 200_000;

/** At most this many children on one waiver (a trampoline session's largest order). */
export const MAX_JUMPERS_PER_WAIVER = 20;

const NameSchema = z.string().trim().min(1).max(60);

export const WaiverParamsSchema = z.object({ documentKey: z.string().min(8).max(100) });

export const WaiverTicketSchema = z
  .object({
    ticketIdentifier: z.string().meta({ description: "The ticket's identifier, as on the e-ticket" }),
    number: z.number().int().meta({ description: 'The ticket number within the order, from 1' }),
    name: z.string().meta({ description: 'The ticket type, in the request language' }),
    voucherName: z.string().nullable().meta({ description: 'The voucher class that paid the ticket, if any' }),
    minAge: z.number().int().nullable().meta({ description: 'Youngest age admitted (whole years on the presentation date)' }),
    maxAge: z.number().int().nullable().meta({ description: 'Oldest age admitted' }),
    jumperName: z.string().nullable().meta({ description: 'The child signed for this ticket, or null while unsigned' }),
  })
  .meta({ id: 'WaiverTicket' });
export type WaiverTicket = z.infer<typeof WaiverTicketSchema>;

export const SignedWaiverSchema = z
  .object({
    guardianName: z.string(),
    signedAt: z.string().meta({ description: 'ISO 8601 UTC' }),
    jumperNames: z.array(z.string()),
  })
  .meta({ id: 'SignedWaiver' });

export const WaiverPageSchema = z
  .object({
    reservationIdentifier: z.string(),
    featureName: z.string(),
    venueName: z.string(),
    locationName: z.string(),
    dateTime: z.string().meta({ description: 'Local "YYYY-MM-DD HH:mm" of the presentation' }),
    presentationDate: LocalDateSchema.meta({ description: 'The business date ages are counted on' }),
    testValidityHours: z.union(HEALTH_TEST_VALIDITY_HOURS.map((h) => z.literal(h))),
    feverThreshold: z.number(),
    tickets: z.array(WaiverTicketSchema),
    waivers: z.array(SignedWaiverSchema),
    complete: z.boolean().meta({ description: 'Every ticket has a signed jumper' }),
  })
  .meta({ id: 'WaiverPage' });
export type WaiverPage = z.infer<typeof WaiverPageSchema>;

export const WaiverPageResponseSchema = z.object({ waiver: WaiverPageSchema });
/** GET: null when the order needs no waiver (the e-ticket asks every order, so that is an answer, not an error). */
export const WaiverLookupResponseSchema = z.object({ waiver: WaiverPageSchema.nullable() });
export type WaiverLookupResponse = z.infer<typeof WaiverLookupResponseSchema>;
export type WaiverPageResponse = z.infer<typeof WaiverPageResponseSchema>;

export const WaiverJumperInputSchema = z.object({
  ticketIdentifier: z.string().min(1).max(100),
  firstName: NameSchema,
  lastName: NameSchema,
  ssn: z.string().trim().max(12).meta({ description: 'Israeli ID number; its check digit is verified (INVALID_ID)' }),
  dateOfBirth: LocalDateSchema,
});
export type WaiverJumperInput = z.infer<typeof WaiverJumperInputSchema>;

export const SignWaiverBodySchema = z
  .object({
    guardian: z.object({
      firstName: NameSchema,
      lastName: NameSchema,
      ssn: z.string().trim().max(12),
      mobileNumber: z.string().trim().max(20),
    }),
    jumpers: z.array(WaiverJumperInputSchema).min(1).max(MAX_JUMPERS_PER_WAIVER),
    declarations: z
      .record(z.enum(WAIVER_DECLARATIONS), z.boolean())
      .meta({ description: `Each of ${WAIVER_DECLARATIONS.join(', ')} must be true (WAIVER_DECLARATIONS_REQUIRED)` }),
    signature: z.string().max(MAX_SIGNATURE_DATA_URL_LENGTH).meta({
      description: 'The signature pad as a PNG data URL (data:image/png;base64,...); blank or missing: WAIVER_SIGNATURE_REQUIRED',
    }),
  })
  .meta({ id: 'SignWaiverBody' });
export type SignWaiverBody = z.infer<typeof SignWaiverBodySchema>;

// Staff (kupa-live): per presentation, the reservations whose waivers are complete or not.

export const StaffWaiversQuerySchema = z.object({ date: LocalDateSchema, lang: LangQuerySchema });
export const StaffWaiverPresentationParamsSchema = z.object({ presentationId: IdSchema });

export const StaffWaiverReservationSchema = z
  .object({
    reservationIdentifier: z.string(),
    customerName: z.string().nullable(),
    tickets: z.number().int(),
    signedTickets: z.number().int(),
    complete: z.boolean(),
    guardians: z.array(z.string()),
  })
  .meta({ id: 'StaffWaiverReservation' });
export type StaffWaiverReservation = z.infer<typeof StaffWaiverReservationSchema>;

export const StaffWaiverPresentationSchema = z
  .object({
    presentationId: z.number().int(),
    featureName: z.string(),
    venueName: z.string(),
    locationName: z.string(),
    dateTime: z.string(),
    completeReservations: z.number().int(),
    incompleteReservations: z.number().int(),
    reservations: z.array(StaffWaiverReservationSchema),
  })
  .meta({ id: 'StaffWaiverPresentation' });
export type StaffWaiverPresentation = z.infer<typeof StaffWaiverPresentationSchema>;

export const StaffWaiversResponseSchema = z.object({ date: z.string(), presentations: z.array(StaffWaiverPresentationSchema) });
export type StaffWaiversResponse = z.infer<typeof StaffWaiversResponseSchema>;
export const StaffWaiverPresentationResponseSchema = z.object({ presentation: StaffWaiverPresentationSchema });
