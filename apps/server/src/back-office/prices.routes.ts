import {
  BusinessParamsSchema,
  DiscountCodeInputSchema,
  DiscountCodeParamsSchema,
  DiscountCodesResponseSchema,
  PresentationTicketTypesParamsSchema,
  PresentationTicketTypesResponseSchema,
  PresentationTicketTypesSchema,
  StaffDiscountCodeResponseSchema,
  StaffTicketTypeResponseSchema,
  TicketCombinationSchema,
  TicketTypeInputSchema,
  TicketTypeParamsSchema,
  TicketTypePresentationsSchema,
  TicketTypesResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PriceAdminService } from '../presentations/price-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const BUSINESS = '/api/kupa-live/manage/businesses/:businessId';
const TYPES = `${BUSINESS}/ticket-types`;
const TYPE = `${TYPES}/:ticketTypeId`;
const CODES = `${BUSINESS}/discount-codes`;
const CODE = `${CODES}/:discountCodeId`;
const TYPE_NOTE =
  "Kinds (spec 3): regular, discountCode (unlocked by a discount code), voucher (needs systemVoucherClassId), membership and memberOnly (need membershipId), senior, hotel (needs the reference prompt ref1PromptHe/En), loyalty (needs loyaltyPointsPrice). The ticket group, membership and voucher class must be the business's (else 400 naming the field). A type not sold online, retired, or outside its sale dates (local days) is not offered to customers. Customers see the change on their next call; it is written to the audit log.";
const CODE_NOTE =
  'The code unlocks a discountCode ticket type of the business (else 400, field body.ticketTypeId) and is unique in the business without regard to case (else 400, field body.code). The cart and the code lookup accept it at once; a disabled code is refused like an unknown one.';

/** The back office's prices section: ticket types, their combinations, discount codes and presentations' ticket types. */
export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PriceAdminService }> = async (app, { prices }) => {
  const common = { tags: BACK_OFFICE_TAGS };

  app.get(
    TYPES,
    {
      schema: {
        ...common,
        summary:
          "A business's ticket types (retired ones too) with its ticket groups, memberships, voucher classes and upcoming presentations",
        description: BACK_OFFICE_NOTE,
        params: BusinessParamsSchema,
        response: { 200: TicketTypesResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await prices.list(businessId)) };
    },
  );

  app.post(
    TYPES,
    {
      schema: {
        ...common,
        summary: 'Add a ticket type',
        description: `${TYPE_NOTE} ${BACK_OFFICE_NOTE}`,
        params: BusinessParamsSchema,
        body: TicketTypeInputSchema,
        response: { 200: StaffTicketTypeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketType: await prices.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    TYPE,
    {
      schema: {
        ...common,
        summary: 'Change a ticket type',
        description: `Tickets already sold keep the price they were sold at. Another business's type is 403, an unknown one 404 TICKET_NOT_FOUND. ${TYPE_NOTE} ${BACK_OFFICE_NOTE}`,
        params: TicketTypeParamsSchema,
        body: TicketTypeInputSchema,
        response: { 200: StaffTicketTypeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, ticketTypeId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketType: await prices.update(businessId, ticketTypeId, request.body, session.userId) };
    },
  );

  app.put(
    `${TYPE}/combination`,
    {
      schema: {
        ...common,
        summary: "Set a ticket type's combination rules: minimum and maximum per order, and the type it must be bought with",
        description: `requiredWithId must be another ticket type of the business (else 400, field body.requiredWithId). The cart refuses an order that breaks them (TICKET_BELOW_MINIMUM, TICKET_ABOVE_MAXIMUM, TICKET_REQUIRED_WITH). ${BACK_OFFICE_NOTE}`,
        params: TicketTypeParamsSchema,
        body: TicketCombinationSchema,
        response: { 200: StaffTicketTypeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, ticketTypeId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketType: await prices.setCombination(businessId, ticketTypeId, request.body, session.userId) };
    },
  );

  app.post(
    `${TYPE}/retire`,
    {
      schema: {
        ...common,
        summary: 'Retire a ticket type',
        description: `A ticket type is never deleted (its sales and history stay): retired, it is no longer offered to customers nor attachable to presentations. Safe to repeat. ${BACK_OFFICE_NOTE}`,
        params: TicketTypeParamsSchema,
        response: { 200: StaffTicketTypeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, ticketTypeId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketType: await prices.retire(businessId, ticketTypeId, session.userId) };
    },
  );

  app.put(
    `${TYPE}/presentations`,
    {
      schema: {
        ...common,
        summary: 'Attach a ticket type to presentations and detach it from others, in bulk',
        description: `Each presentation must be a scheduled presentation of the business that has not started (else 400, field body.attach or body.detach); a retired type cannot be attached. ${BACK_OFFICE_NOTE}`,
        params: TicketTypeParamsSchema,
        body: TicketTypePresentationsSchema,
        response: { 200: StaffTicketTypeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, ticketTypeId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { ticketType: await prices.linkPresentations(businessId, ticketTypeId, request.body, session.userId) };
    },
  );

  app.put(
    `${BUSINESS}/presentations/:presentationId/ticket-types`,
    {
      schema: {
        ...common,
        summary: 'Set the ticket types one presentation sells',
        description: `The whole set; each must be a ticket type of the business that is not retired (else 400, field body.ticketTypeIds). A cancelled presentation is 404. ${BACK_OFFICE_NOTE}`,
        params: PresentationTicketTypesParamsSchema,
        body: PresentationTicketTypesSchema,
        response: { 200: PresentationTicketTypesResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, presentationId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const ticketTypeIds = await prices.setPresentationTypes(businessId, presentationId, request.body.ticketTypeIds, session.userId);
      return { presentationId, ticketTypeIds };
    },
  );

  app.get(
    CODES,
    {
      schema: {
        ...common,
        summary: "A business's discount codes, newest first, with their uses",
        description: BACK_OFFICE_NOTE,
        params: BusinessParamsSchema,
        response: { 200: DiscountCodesResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, discountCodes: await prices.codes(businessId) };
    },
  );

  app.post(
    CODES,
    {
      schema: {
        ...common,
        summary: 'Add a discount code',
        description: `${CODE_NOTE} ${BACK_OFFICE_NOTE}`,
        params: BusinessParamsSchema,
        body: DiscountCodeInputSchema,
        response: { 200: StaffDiscountCodeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { discountCode: await prices.createCode(businessId, request.body, session.userId) };
    },
  );

  app.put(
    CODE,
    {
      schema: {
        ...common,
        summary: 'Change or disable a discount code',
        description: `Its uses so far are kept. Another business's code is 403, an unknown one 404 TICKET_CODE_NOT_FOUND. ${CODE_NOTE} ${BACK_OFFICE_NOTE}`,
        params: DiscountCodeParamsSchema,
        body: DiscountCodeInputSchema,
        response: { 200: StaffDiscountCodeResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, discountCodeId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { discountCode: await prices.updateCode(businessId, discountCodeId, request.body, session.userId) };
    },
  );
};
