import { BusinessParamsSchema, CheckoutSettingsChangeSchema, CheckoutSettingsResponseSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessSettingsService } from '../catalogue/business-settings.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

export interface CheckoutSettingsRoutesOptions {
  settings: BusinessSettingsService;
}

const CHECKOUT_SETTINGS = '/api/kupa-live/manage/businesses/:businessId/settings/checkout';

/**
 * The settings section's checkout settings: auth.required (customer-auth applies it), lock timers (seating) and the
 * default fees the schedule writes into new presentations.
 */
export const checkoutSettingsRoutes: FastifyPluginAsyncZod<CheckoutSettingsRoutesOptions> = async (app, { settings }) => {
  app.get(
    CHECKOUT_SETTINGS,
    {
      schema: {
        summary: "A business's checkout settings: whether buying needs a login, the lock timers and the default fees",
        description: `What the customer pages apply today (a business that stored no lock timers holds seats 600 seconds in each step; one that stored no default fees has 0). ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: CheckoutSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, settings: await settings.checkoutSettings(businessId) };
    },
  );

  app.put(
    CHECKOUT_SETTINGS,
    {
      schema: {
        summary: "Change a business's checkout settings",
        description: `authRequired: a guest's ticket, voucher or donation order is refused with 401 LOGIN_REQUIRED. lockTimers: new seat holds of the business's presentations without timers of their own expire after them. defaultFees (optional; kept when absent): the service charge per ticket and booking fee per order written into presentations scheduled from now on without fees of their own (presentations already scheduled keep theirs). Applies to the next customer call (no restart; seat selection keeps a presentation for at most 2 seconds) and is written to the audit log with its before and after. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: CheckoutSettingsChangeSchema,
        response: { 200: CheckoutSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const saved = await settings.updateCheckoutSettings(businessId, request.body, { kind: 'staff', id: session.userId });
      return { businessId, settings: saved };
    },
  );
};
