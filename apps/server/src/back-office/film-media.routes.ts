import {
  FeatureParamsSchema,
  PosterResponseSchema,
  VodTitleInputSchema,
  VodTitleResponseSchema,
  type PosterResponse,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessSettingsService } from '../catalogue/business-settings.service';
import type { FeatureAdminService } from '../catalogue/feature-admin.service';
import type { FeaturePostersService } from '../catalogue/feature-posters.service';
import { POSTER_MAX_BYTES } from '../catalogue/poster-images';
import type { VodTitleAdminService } from '../presentations/vod-title-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const FEATURE = '/api/kupa-live/manage/businesses/:businessId/features/:featureId';
const POSTER_NOTE =
  'The public poster address (`/api/features/{id}/image`) answers the upload from the next request on, and the generated SVG poster while there is none.';

export interface FilmMediaRoutesOptions {
  features: FeatureAdminService;
  posters: FeaturePostersService;
  vodTitles: VodTitleAdminService;
  settings: Pick<BusinessSettingsService, 'webAuthProfile'>;
}

function posterOf(featureId: number, version: number | null): PosterResponse {
  const url = `/api/features/${featureId}/image`;
  return { featureId, version, thumbUrl: `${url}?size=thumb`, detailUrl: `${url}?size=detail` };
}

/** The films section's poster upload and video-on-demand title (issue 13, ADR 0014). */
export const filmMediaRoutes: FastifyPluginAsyncZod<FilmMediaRoutesOptions> = async (app, { features, posters, vodTitles, settings }) => {
  // The poster is the raw file: any declared type is read as bytes here and judged by its content in the service.
  // Twice the limit reaches the service, which answers POSTER_TOO_LARGE; beyond that Fastify refuses the body (413).
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: POSTER_MAX_BYTES * 2 }, (_request, body, done) => done(null, body));

  app.get(
    `${FEATURE}/poster`,
    {
      schema: {
        summary: "A film's poster: its uploaded version and addresses",
        description: `${POSTER_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: PosterResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return posterOf(featureId, await posters.version(businessId, featureId));
    },
  );

  app.put(
    `${FEATURE}/poster`,
    {
      schema: {
        summary: 'Upload a poster for a film or event',
        description: `The request body is the image file itself (any Content-Type, e.g. image/jpeg): a JPEG, PNG or WebP, recognised by its content, of at most ${POSTER_MAX_BYTES / 1024 / 1024} MB and 6000 pixels a side. Anything else is 400 POSTER_NOT_AN_IMAGE or POSTER_TOO_LARGE and nothing is saved. It is stored resized (WebP, 240x360 and 480x720, cropped to 2:3) as the next version. ${POSTER_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: PosterResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const body = request.body;
      const bytes = body instanceof Uint8Array ? body : new Uint8Array();
      const { version } = await posters.upload(businessId, featureId, bytes, session.userId);
      return posterOf(featureId, version);
    },
  );

  app.delete(
    `${FEATURE}/poster`,
    {
      schema: {
        summary: "Remove a film's uploaded poster (the generated one shows again)",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: PosterResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      await posters.remove(businessId, featureId, session.userId);
      return posterOf(featureId, null);
    },
  );

  app.get(
    `${FEATURE}/vod`,
    {
      schema: {
        summary: "A film's video-on-demand title, or null",
        description: `Its terms; the video it streams is answered by GET …/vod/video. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: VodTitleResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      await features.get(businessId, featureId);
      return { featureId, vod: await vodTitles.get(businessId, featureId) };
    },
  );

  app.put(
    `${FEATURE}/vod`,
    {
      schema: {
        summary: 'Sell a film as video on demand, or change its title',
        description: `Price, viewing window (hours from the purchase), plays and the sale's availability dates. The first save makes the title (a presentation of the business's streaming venue with its own single-viewing price; a business without a streaming venue is 400 VALIDATION_ERROR, field body.onSale). GET /api/vod and the next purchases take the new values; viewings already bought keep theirs. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        body: VodTitleInputSchema,
        response: { 200: VodTitleResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const feature = await features.get(businessId, featureId);
      const authProfileId = await settings.webAuthProfile(businessId);
      const vod = await vodTitles.save(
        businessId,
        { id: feature.id, durationMinutes: feature.durationMinutes },
        request.body,
        authProfileId,
        session.userId,
      );
      return { featureId, vod };
    },
  );
};
