import { ChannelParamsSchema, MiniSitePresentationsInputSchema, MiniSitePresentationsResponseSchema } from '@kupa/contracts';
import { KupaError } from '@kupa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MiniSiteAdmin } from '../mini-sites/mini-site-admin';
import type { MiniSitePresentationsService } from '../presentations/mini-site-presentations.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const PRESENTATIONS = '/api/kupa-live/manage/businesses/:businessId/mini-sites/:id/presentations';

/** The channels section's choice of the presentations a mini site sells (its page lists exactly those). */
export const miniSitePresentationsRoutes: FastifyPluginAsyncZod<{
  miniSites: MiniSiteAdmin;
  presentations: MiniSitePresentationsService;
}> = async (app, { miniSites, presentations }) => {
  /** The mini site must be the business's: another business's is 403, an unknown one 404. */
  const assertSite = async (businessId: number, id: number) => {
    if ((await miniSites.list(businessId)).some((s) => s.id === id)) return;
    throw new KupaError('MINI_SITE_NOT_FOUND', { field: 'id', id });
  };

  app.get(
    PRESENTATIONS,
    {
      schema: {
        summary: "The business's upcoming presentations and the mini site that sells each",
        description: `A mini site that is not the business's is 404 MINI_SITE_NOT_FOUND. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: ChannelParamsSchema,
        response: { 200: MiniSitePresentationsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      assertManages(staffSessionOf(request), businessId);
      await assertSite(businessId, id);
      return presentations.list(businessId, id);
    },
  );

  app.put(
    PRESENTATIONS,
    {
      schema: {
        summary: 'Choose the presentations a mini site sells',
        description: `Every upcoming presentation the mini site sells: the ones named move to it (a presentation has one source), its other upcoming ones go back to the house; one that is not an upcoming presentation of the business is 400 VALIDATION_ERROR, field body.presentationIds. The page /api/mini-sites/{url} lists them from its next call; audited. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: ChannelParamsSchema,
        body: MiniSitePresentationsInputSchema,
        response: { 200: MiniSitePresentationsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await assertSite(businessId, id);
      return presentations.set(businessId, id, request.body.presentationIds, session.userId);
    },
  );
};
