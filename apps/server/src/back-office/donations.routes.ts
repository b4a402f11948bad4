import {
  BusinessParamsSchema,
  DonationInputSchema,
  DonationParamsSchema,
  StaffDonationResponseSchema,
  StaffDonationsResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DonationAdminService } from '../donations/donation-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const DONATIONS = '/api/kupa-live/manage/businesses/:businessId/donations';
const DONATION = `${DONATIONS}/:donationId`;
const INPUT_NOTE =
  'A code unique in the business (400 VALIDATION_ERROR, field body.code), names in Hebrew and English, the fixed amounts offered in agorot (at least ₪1 each, no repeats) and, when custom is given, the range of an amount the donor types; at least one of them. An amount left as it was keeps its id. isActive false stops offering it. GET /api/donations shows the change on its next call; the change is written to the audit log.';

/** The back office's donation choices section (spec 3 "donation": amounts and texts per business). */
export const donationsRoutes: FastifyPluginAsyncZod<{ donations: DonationAdminService }> = async (app, { donations }) => {
  app.get(
    DONATIONS,
    {
      schema: {
        summary: "A business's donation choices with their amounts, retired ones too",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffDonationsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await donations.list(businessId)) };
    },
  );

  app.post(
    DONATIONS,
    {
      schema: {
        summary: 'Add a donation choice',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: DonationInputSchema,
        response: { 200: StaffDonationResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { donation: await donations.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    DONATION,
    {
      schema: {
        summary: 'Change, retire or bring back a donation choice',
        description: `The whole donation choice with its amounts. One of another business is 403 FORBIDDEN, an unknown one 404 DONATION_NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: DonationParamsSchema,
        body: DonationInputSchema,
        response: { 200: StaffDonationResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, donationId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { donation: await donations.update(businessId, donationId, request.body, session.userId) };
    },
  );
};
