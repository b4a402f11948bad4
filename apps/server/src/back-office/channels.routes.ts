import {
  BusinessParamsSchema,
  ChannelParamsSchema,
  ChannelsResponseSchema,
  MiniSiteInputSchema,
  MiniSiteResponseSchema,
  PartnerInputSchema,
  PartnerResponseSchema,
  PartnerSecretResponseSchema,
  type MiniSiteInput,
} from '@kupa/contracts';
import { KupaError, toMajorUnits } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PartnerAdmin } from '../integration/partner-admin';
import type { MiniSiteAdmin } from '../mini-sites/mini-site-admin';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const BASE = '/api/kupa-live/manage/businesses/:businessId';
const SECRET_NOTE = 'The answer carries the new link secret: it is shown this once and never answered again.';

export interface ChannelsRoutesOptions {
  miniSites: MiniSiteAdmin;
  partners: PartnerAdmin;
  /** The business's ticket types (price policies), as the presentations module answers them. */
  pricePolicies(businessId: number): Promise<ReadonlyArray<{ id: number; name_he: string; name_en: string; price_agorot: number }>>;
}

/** The back office's "Mini sites & partners" section (issue 13, ADR 0014; docs/partner-integration.md). */
export const channelsRoutes: FastifyPluginAsyncZod<ChannelsRoutesOptions> = async (app, { miniSites, partners, pricePolicies }) => {
  /** Every referral price must be for one of the business's own ticket types (else bad input). */
  const assertPolicies = async (businessId: number, input: MiniSiteInput) => {
    const own = new Set((await pricePolicies(businessId)).map((p) => p.id));
    if (input.prices.some((p) => !own.has(p.pricePolicyId))) throw new KupaError('VALIDATION_ERROR', { field: 'body.prices' });
  };
  const docs = (summary: string, extra = '') => ({ summary, description: `${extra} ${BACK_OFFICE_NOTE}`.trim(), tags: BACK_OFFICE_TAGS });

  app.get(
    `${BASE}/channels`,
    {
      schema: {
        ...docs("A business's mini sites, integration partners (never their secrets) and ticket types"),
        params: BusinessParamsSchema,
        response: { 200: ChannelsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      const [sites, partnerList, policies] = await Promise.all([
        miniSites.list(businessId),
        partners.list(businessId),
        pricePolicies(businessId),
      ]);
      return {
        businessId,
        miniSites: sites,
        partners: partnerList,
        pricePolicies: policies.map((p) => ({ id: p.id, nameHe: p.name_he, nameEn: p.name_en, price: toMajorUnits(p.price_agorot) })),
      };
    },
  );

  app.post(
    `${BASE}/mini-sites`,
    {
      schema: {
        ...docs('Add a mini site', 'A url already taken is 400 VALIDATION_ERROR, field body.url.'),
        params: BusinessParamsSchema,
        body: MiniSiteInputSchema,
        response: { 200: MiniSiteResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await assertPolicies(businessId, request.body);
      return { miniSite: await miniSites.save(businessId, null, request.body, session.userId) };
    },
  );

  app.put(
    `${BASE}/mini-sites/:id`,
    {
      schema: {
        ...docs('Change a mini site and its referral prices', 'The prices replace the old ones.'),
        params: ChannelParamsSchema,
        body: MiniSiteInputSchema,
        response: { 200: MiniSiteResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await assertPolicies(businessId, request.body);
      return { miniSite: await miniSites.save(businessId, id, request.body, session.userId) };
    },
  );

  app.post(
    `${BASE}/partners`,
    {
      schema: {
        ...docs('Add an integration partner', `A code already taken is 400 VALIDATION_ERROR, field body.code. ${SECRET_NOTE}`),
        params: BusinessParamsSchema,
        body: PartnerInputSchema,
        response: { 200: PartnerSecretResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return partners.create(businessId, request.body, session.userId);
    },
  );

  app.put(
    `${BASE}/partners/:id`,
    {
      schema: {
        ...docs("Change a partner's code, names, allowed return origins and link life"),
        params: ChannelParamsSchema,
        body: PartnerInputSchema,
        response: { 200: PartnerResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { partner: await partners.update(businessId, id, request.body, session.userId) };
    },
  );

  app.post(
    `${BASE}/partners/:id/secret`,
    {
      schema: {
        ...docs("Rotate a partner's link secret", `Links signed with the old secret are refused from now on. ${SECRET_NOTE}`),
        params: ChannelParamsSchema,
        response: { 200: PartnerSecretResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return partners.rotateSecret(businessId, id, session.userId);
    },
  );
};
