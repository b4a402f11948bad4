import {
  BusinessParamsSchema,
  VoucherClassInputSchema,
  VoucherClassParamsSchema,
  StaffVoucherClassResponseSchema,
  StaffVoucherClassesResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VoucherClassAdminService } from '../vouchers/voucher-class-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const CLASSES = '/api/kupa-live/manage/businesses/:businessId/voucher-classes';
const CLASS = `${CLASSES}/:classId`;
const INPUT_NOTE =
  'Names in Hebrew and English, what the voucher pays for (kind value: each price carries a value in agorot; kind tickets: a number of tickets), its validity in days and the prices on sale (a price with its id is changed, one with id null added, one left out removed; a price vouchers were sold at cannot be removed: 400 VALIDATION_ERROR, field body.prices). An open-value class has one price and a min..max range. isActive false takes it off sale; vouchers sold stay valid. GET /api/system-vouchers shows the change on its next call; the change is written to the audit log.';

/** The back office's gift-voucher classes section (spec 3 "system voucher": classes on sale and their prices). */
export const voucherClassesRoutes: FastifyPluginAsyncZod<{ classes: VoucherClassAdminService }> = async (app, { classes }) => {
  app.get(
    CLASSES,
    {
      schema: {
        summary: "A business's gift-voucher classes with their prices, retired ones too",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffVoucherClassesResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await classes.list(businessId)) };
    },
  );

  app.post(
    CLASSES,
    {
      schema: {
        summary: 'Add a gift-voucher class',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: VoucherClassInputSchema,
        response: { 200: StaffVoucherClassResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { voucherClass: await classes.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    CLASS,
    {
      schema: {
        summary: 'Change, retire or bring back a gift-voucher class',
        description: `The whole class with its prices. A class of another business is 403 FORBIDDEN, an unknown one 404 SYSTEM_VOUCHER_NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: VoucherClassParamsSchema,
        body: VoucherClassInputSchema,
        response: { 200: StaffVoucherClassResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, classId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { voucherClass: await classes.update(businessId, classId, request.body, session.userId) };
    },
  );
};
