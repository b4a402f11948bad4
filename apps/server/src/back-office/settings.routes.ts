import type { MessageLocale } from '@kupa/domain';
import {
  BusinessParamsSchema,
  BusinessSettingsResponseSchema,
  BusinessSettingsSchema,
  FormSettingsResponseSchema,
  FormSettingsSchema,
  FormTypeParamsSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { BusinessSettingsService } from '../catalogue/business-settings.service';
import type { FormConfigurationsService } from '../forms/form-configurations.service';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

export interface SettingsRoutesOptions {
  settings: BusinessSettingsService;
  forms: FormConfigurationsService;
  defaultLocale: MessageLocale;
}

const SETTINGS = '/api/kupa-live/manage/businesses/:businessId/settings';
const FORM = '/api/kupa-live/manage/businesses/:businessId/forms/:formType';
const AT_ONCE = 'A saved change applies to the next customer call (no restart) and is written to the audit log with its before and after.';

/** The back office's business settings section: the tenant settings and the customer forms of spec 3. */
export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, { settings, forms }) => {
  app.get(
    SETTINGS,
    {
      schema: {
        summary: "A business's settings: login methods and order cancellation",
        description: `What the customer pages apply today. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: BusinessSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, settings: await settings.settings(businessId) };
    },
  );

  app.put(
    SETTINGS,
    {
      schema: {
        summary: "Change a business's settings",
        description: `The whole settings object; the other settings of the business are kept. ${AT_ONCE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: BusinessSettingsSchema,
        response: { 200: BusinessSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { businessId, settings: await settings.update(businessId, request.body, { kind: 'staff', id: session.userId }) };
    },
  );

  app.get(
    FORM,
    {
      schema: {
        summary: 'A customer form configuration of a business (spec 3)',
        description: `formType: order, orderMemberships, orderSystemVouchers or orderDonations; the spec's defaults when the business stored none. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FormTypeParamsSchema,
        response: { 200: FormSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, formType } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, formType, form: await forms.staffForm(businessId, formType) };
    },
  );

  app.put(
    FORM,
    {
      schema: {
        summary: 'Change a customer form configuration',
        description: `Every field's isIncluded and isRequired (a required field must be included), the flags and the additional terms in Hebrew and English. ${AT_ONCE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FormTypeParamsSchema,
        body: FormSettingsSchema,
        response: { 200: FormSettingsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, formType } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const form = await forms.saveStaffForm(businessId, formType, request.body, { kind: 'staff', id: session.userId });
      return { businessId, formType, form };
    },
  );
};
