import { ErrorBodySchema, FeatureParamsSchema, VodVideoResponseSchema, type VodVideoResponse } from '@kupa/contracts';
import { KupaError } from '@kupa/domain';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureAdminService } from '../catalogue/feature-admin.service';
import type { VodTitleAdminService } from '../presentations/vod-title-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import type { VodMediaStore, VodVideo } from '../vod/vod-media';
import type { VodVideoAudit } from '../vod/vod-video-audit';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const VIDEO = '/api/kupa-live/manage/businesses/:businessId/features/:featureId/vod/video';

export interface VodVideoRoutesOptions {
  features: Pick<FeatureAdminService, 'get'>;
  vodTitles: Pick<VodTitleAdminService, 'get'>;
  media: VodMediaStore;
  audit: VodVideoAudit;
}

const videoOf = (video: VodVideo | null) => (video ? { kind: video.kind, size: video.size } : null);

/** The uploaded video of a film's video-on-demand title (issue 13): a file in the media directory, never in the database. */
export const vodVideoRoutes: FastifyPluginAsyncZod<VodVideoRoutesOptions> = async (app, { features, vodTitles, media, audit }) => {
  // The body is the video itself, streamed to a temporary file as it arrives (never held in memory whole).
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  /** The title's presentation: the feature must be the business's and have a title (404 otherwise). */
  const titleOf = async (businessId: number, featureId: number): Promise<number> => {
    await features.get(businessId, featureId);
    const title = await vodTitles.get(businessId, featureId);
    if (!title) throw new KupaError('NOT_FOUND', { field: 'featureId', id: featureId });
    return title.presentationId;
  };

  app.get(
    VIDEO,
    {
      schema: {
        summary: "A video-on-demand title's uploaded video, or null (the demo clip streams)",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: VodVideoResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request): Promise<VodVideoResponse> => {
      const { businessId, featureId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      const presentationId = await titleOf(businessId, featureId);
      return { featureId, presentationId, video: videoOf(await media.find(presentationId)) };
    },
  );

  app.put(
    VIDEO,
    {
      schema: {
        summary: 'Upload the video a video-on-demand title streams (replaces the previous one)',
        description: `The request body is the video file itself (any Content-Type except JSON, e.g. video/mp4 or application/octet-stream): an MP4 (ftyp box) or WebM (EBML header), recognised by its content, of at most KUPA_VOD_MAX_MEGABYTES (${media.maxBytes / 1024 / 1024} MB here). Anything else is 400 VOD_VIDEO_NOT_A_VIDEO (field body) or 413 VOD_VIDEO_TOO_LARGE and the previous video stays. The film must have a video-on-demand title (PUT …/vod first). Customers' next plays stream it. ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: VodVideoResponseSchema, ...BACK_OFFICE_ERRORS, 413: ErrorBodySchema },
      },
    },
    async (request): Promise<VodVideoResponse> => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const presentationId = await titleOf(businessId, featureId);
      const declared = Number(request.headers['content-length']);
      if (declared > media.maxBytes) throw new KupaError('VOD_VIDEO_TOO_LARGE', { maxMegabytes: media.maxBytes / 1024 / 1024 });
      const body = request.body as Readable | null | undefined;
      if (!body || typeof body.pipe !== 'function') throw new KupaError('VOD_VIDEO_NOT_A_VIDEO', { field: 'body' });
      const video = await media.save(presentationId, body);
      await audit({
        businessId,
        actorId: session.userId,
        presentationId,
        action: 'vod.video_uploaded',
        data: { featureId, kind: video.kind, size: video.size },
      });
      return { featureId, presentationId, video: videoOf(video) };
    },
  );

  app.delete(
    VIDEO,
    {
      schema: {
        summary: "Remove a video-on-demand title's uploaded video (the demo clip streams again)",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: FeatureParamsSchema,
        response: { 200: VodVideoResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request): Promise<VodVideoResponse> => {
      const { businessId, featureId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      const presentationId = await titleOf(businessId, featureId);
      await media.remove(presentationId);
      await audit({ businessId, actorId: session.userId, presentationId, action: 'vod.video_removed', data: { featureId } });
      return { featureId, presentationId, video: null };
    },
  );
};
