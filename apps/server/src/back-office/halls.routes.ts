import {
  BusinessParamsSchema,
  HallsResponseSchema,
  LocationInputSchema,
  LocationParamsSchema,
  SeatplanDocumentBodySchema,
  SeatplanParamsSchema,
  SeatplanResponseSchema,
  SeatplanV2ResponseSchema,
  SeatplanVersionsResponseSchema,
  StaffLocationSchema,
  StaffVenueSchema,
  VenueInputSchema,
  VenueParamsSchema,
} from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VenueAdminService } from '../catalogue/venue-admin.service';
import { requestLocale } from '../http/request-locale';
import type { SeatplanAdminService } from '../seating/seatplan-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const BASE = '/api/kupa-live/manage/businesses/:businessId';
const PLAN_NOTE =
  "The document is the designer's (format kupa-seatplan/1, the same JSON the export answers and the import takes): sections, rows (positions, gaps, curve, numbering direction and first number, price level) and seat settings by position. Its rules (no two rows with one label, a gap or seat inside its row, sofa halves in pairs, a general-admission section with its capacity) and the price levels being the business's are checked: bad input is 400 VALIDATION_ERROR naming the field.";
const PLAN_ERRORS = { ...BACK_OFFICE_ERRORS, 409: BACK_OFFICE_ERRORS[400] };

export interface HallsRoutesOptions {
  halls: VenueAdminService;
  seatplans: SeatplanAdminService;
  defaultLocale: MessageLocale;
}

/** The back office's locations, halls and seat plans section (issue 13, ADR 0015). */
export const hallsRoutes: FastifyPluginAsyncZod<HallsRoutesOptions> = async (app, { halls, seatplans, defaultLocale }) => {
  const doc = (summary: string, description: string) => ({
    summary,
    description: `${description} ${BACK_OFFICE_NOTE}`.trim(),
    tags: BACK_OFFICE_TAGS,
  });

  app.get(
    `${BASE}/halls`,
    {
      schema: {
        ...doc("A business's locations, halls and price levels", ''),
        params: BusinessParamsSchema,
        response: { 200: HallsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      const [list, ticketGroups] = await Promise.all([halls.list(businessId), seatplans.ticketGroups(businessId)]);
      return { businessId, ...list, ticketGroups };
    },
  );

  app.post(
    `${BASE}/locations`,
    {
      schema: {
        ...doc('Add a location (branch)', 'isOffline blocks web booking of its presentations (spec 4); the change is audited.'),
        params: BusinessParamsSchema,
        body: LocationInputSchema,
        response: { 200: z.object({ location: StaffLocationSchema }), ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { location: await halls.createLocation(businessId, request.body, session.userId) };
    },
  );

  app.put(
    `${BASE}/locations/:locationId`,
    {
      schema: {
        ...doc(
          'Change a location',
          'Taking a branch offline stops web booking of its presentations at once: the presentation calls show isOffline and seat holds answer 409 LOCATION_OFFLINE. Unknown: 404 LOCATION_NOT_FOUND.',
        ),
        params: LocationParamsSchema,
        body: LocationInputSchema,
        response: { 200: z.object({ location: StaffLocationSchema }), ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, locationId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { location: await halls.updateLocation(businessId, locationId, request.body, session.userId) };
    },
  );

  app.post(
    `${BASE}/venues`,
    {
      schema: {
        ...doc('Add a hall', "locationId must be one of the business's locations (else 400, field body.locationId)."),
        params: BusinessParamsSchema,
        body: VenueInputSchema,
        response: { 200: z.object({ venue: StaffVenueSchema }), ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { venue: await halls.createVenue(businessId, request.body, session.userId) };
    },
  );

  app.put(
    `${BASE}/venues/:venueId`,
    {
      schema: {
        ...doc('Change a hall', 'Its names and location. Unknown: 404 VENUE_NOT_FOUND.'),
        params: VenueParamsSchema,
        body: VenueInputSchema,
        response: { 200: z.object({ venue: StaffVenueSchema }), ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, venueId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { venue: await halls.updateVenue(businessId, venueId, request.body, session.userId) };
    },
  );

  app.get(
    `${BASE}/venues/:venueId/seatplans`,
    {
      schema: {
        ...doc("A hall's seat plan versions", 'Oldest first, each with the presentations using it and whether it is the current plan.'),
        params: VenueParamsSchema,
        response: { 200: SeatplanVersionsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, venueId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { venueId, versions: await seatplans.versions(businessId, venueId) };
    },
  );

  app.post(
    `${BASE}/venues/:venueId/seatplans`,
    {
      schema: {
        ...doc(
          'Create a seat plan for a hall (or import one)',
          `The new plan becomes the hall's current plan, which new presentations take. ${PLAN_NOTE}`,
        ),
        params: VenueParamsSchema,
        body: SeatplanDocumentBodySchema,
        response: { 200: SeatplanResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, venueId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return seatplans.create(businessId, venueId, request.body.document, session.userId);
    },
  );

  app.post(
    `${BASE}/seatplans/preview`,
    {
      schema: {
        ...doc(
          'Preview a seat-plan document',
          `The customers' compact layout (as /api/seats/seatplanV2) of the document, in the request language; nothing is saved. ${PLAN_NOTE}`,
        ),
        params: BusinessParamsSchema,
        body: SeatplanDocumentBodySchema,
        response: { 200: SeatplanV2ResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return seatplans.preview(businessId, request.body.document, requestLocale(request, defaultLocale));
    },
  );

  app.get(
    `${BASE}/seatplans/:seatplanId`,
    {
      schema: {
        ...doc(
          'A seat plan version with its document (the export)',
          'Plans made before the designer answer a document read from their seats (straight rows). Unknown: 404 SEATPLAN_NOT_FOUND.',
        ),
        params: SeatplanParamsSchema,
        response: { 200: SeatplanResponseSchema.omit({ outcome: true }), ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, seatplanId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return seatplans.get(businessId, seatplanId);
    },
  );

  app.put(
    `${BASE}/seatplans/:seatplanId`,
    {
      schema: {
        ...doc(
          'Save a seat plan',
          `A version used by any presentation is never changed: the save writes the next version (outcome versioned), which becomes the hall's current plan; presentations keep theirs. An unused version is replaced (outcome changed; the answer names its new id). ${PLAN_NOTE}`,
        ),
        params: SeatplanParamsSchema,
        body: SeatplanDocumentBodySchema,
        response: { 200: SeatplanResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, seatplanId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return seatplans.save(businessId, seatplanId, request.body.document, session.userId);
    },
  );

  app.delete(
    `${BASE}/seatplans/:seatplanId`,
    {
      schema: {
        ...doc(
          'Delete an unused seat plan version',
          'A version any presentation uses is 409 SEATPLAN_IN_USE. Deleting the current plan makes the newest other version current.',
        ),
        params: SeatplanParamsSchema,
        response: { 200: z.object({ deleted: z.literal(true) }), ...PLAN_ERRORS },
      },
    },
    async (request) => {
      const { businessId, seatplanId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await seatplans.remove(businessId, seatplanId, session.userId);
      return { deleted: true as const };
    },
  );
};
