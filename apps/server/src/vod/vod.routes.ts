import {
  ErrorBodySchema,
  IdSchema,
  LangOnlyQuerySchema,
  VodEntitlementResponseSchema,
  VodPlayResponseSchema,
  VodTitlesResponseSchema,
} from '@kupa/contracts';
import { KupaError, type MessageLocale } from '@kupa/domain';
import type { FastifyRequest } from 'fastify';
import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomerSession } from '../http/customer-session';
import { requestLocale } from '../http/request-locale';
import { byteRangeOf } from './byte-ranges';
import type { VodService } from './vod.service';

export interface VodRoutesOptions {
  vod: VodService;
  defaultLocale: MessageLocale;
}

function sessionOf(request: FastifyRequest): CustomerSession {
  if (!request.customerSession) throw new KupaError('LOGIN_REQUIRED');
  return request.customerSession;
}

const Params = z.object({ id: IdSchema });
const StreamQuerySchema = z.object({
  c: z.coerce.number().int().positive(),
  e: z.coerce.number().int().positive(),
  s: z.string().min(1).max(100),
});
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };

/** Video on demand (issue 11): the titles on sale, the owner's entitlement, a counted play and the signed stream. */
export const vodRoutes: FastifyPluginAsyncZod<VodRoutesOptions> = async (app, { vod, defaultLocale }) => {
  const locale = (request: FastifyRequest) => requestLocale(request, defaultLocale);

  app.get(
    '/api/vod',
    {
      schema: {
        summary: 'Video-on-demand titles on sale',
        description:
          'Presentations of venue type 101-104 whose sale is open, each with its single-viewing price (shekels) and viewing terms. Buy through POST /api/cart and /api/payment/commit with cart.videos (a logged-in customer).',
        tags: ['vod'],
        querystring: LangOnlyQuerySchema,
        response: { 200: VodTitlesResponseSchema },
      },
    },
    async (request) => ({ titles: await vod.titles(locale(request)) }),
  );

  app.get(
    '/api/vod/entitlements/:id',
    {
      schema: {
        summary: "One of the logged-in customer's bought titles",
        description:
          'Its availability range, plays and whether it can be watched now. Another customer’s or an unknown one: 404 VOD_NOT_FOUND.',
        tags: ['vod'],
        params: Params,
        querystring: LangOnlyQuerySchema,
        response: { 200: VodEntitlementResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { entitlement: await vod.entitlement(request.params.id, sessionOf(request), locale(request)) };
    },
  );

  app.post(
    '/api/vod/entitlements/:id/plays',
    {
      schema: {
        summary: 'Start a play: counted on the server, answered with a short-lived signed stream address',
        description:
          'Counts one play while the title is inside its availability range with plays left (409 VOD_NO_PLAYS_LEFT, 409 VOD_NOT_AVAILABLE otherwise; 409 PAYMENT_PENDING before its order is paid). The address works for this customer only, for 10 minutes.',
        tags: ['vod'],
        params: Params,
        querystring: LangOnlyQuerySchema,
        response: { 200: VodPlayResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return vod.play(request.params.id, sessionOf(request), locale(request));
    },
  );

  app.get(
    '/api/vod/stream/:id',
    {
      schema: {
        summary: 'The stream of a bought title (a signed address from a play)',
        description:
          "The title's uploaded video (MP4 or WebM), or the WebM demo clip while it has none, with HTTP range requests (206 Partial Content, 416 past the end). 403 VOD_LINK_EXPIRED for a changed, expired or another customer’s address; 409 VOD_NOT_AVAILABLE outside the availability range or once its order is cancelled.",
        tags: ['vod'],
        params: Params,
        querystring: StreamQuerySchema,
        response: { 200: z.any(), 206: z.any(), 403: ErrorBodySchema, 409: ErrorBodySchema, 416: z.any() },
      },
    },
    async (request, reply) => {
      const source = await vod.stream(request.params.id, request.query, request.customerSession);
      const size = source.kind === 'file' ? source.video.size : source.bytes.length;
      const mimeType = source.kind === 'file' ? source.video.mimeType : source.mimeType;
      void reply.header('accept-ranges', 'bytes').header('cache-control', 'private, no-store').type(mimeType);
      const range = byteRangeOf(request.headers.range, size);
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send();
      const { start, end } = range === 'none' ? { start: 0, end: size - 1 } : range;
      if (range !== 'none') void reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      void reply.header('content-length', end - start + 1);
      if (source.kind === 'file') return reply.send(createReadStream(source.video.path, { start, end }));
      return reply.send(Buffer.from(source.bytes.buffer, source.bytes.byteOffset + start, end - start + 1));
    },
  );
};
