import { KupaError, type MessageLocale } from '@kupa/domain';
import {
  ErrorBodySchema,
  SeatplanQuerySchema,
  type SeatplanQuery,
  SeatplanV1ResponseSchema,
  SeatplanV2BodySchema,
  SeatplanV2ResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../http/request-locale';
import type { SeatLayoutsService } from './seat-layouts.service';
import type { SeatingPresentations } from './seating-presentation';

export interface SeatLayoutRoutesOptions {
  layouts: SeatLayoutsService;
  presentations: SeatingPresentations;
  defaultLocale: MessageLocale;
}

/** Seat plan layouts (api-compat seatplanV2 and the v1 seatplan). */
export const seatLayoutRoutes: FastifyPluginAsyncZod<SeatLayoutRoutesOptions> = async (app, { layouts, presentations, defaultLocale }) => {
  /** The plan asked for, or the plan of the presentation asked for (general admission has no public seatplanId). */
  const planOf = async (query: SeatplanQuery): Promise<number> => {
    if (query.seatplanId !== undefined) return query.seatplanId;
    const presentation = await presentations.find(query.presentationId ?? 0);
    if (presentation.seatplanId === null) throw new KupaError('SEATPLAN_NOT_FOUND');
    return presentation.seatplanId;
  };

  app.post(
    '/api/seats/seatplanV2',
    {
      schema: {
        summary: 'Compact seat plan layout',
        description:
          'S -> sections (n, r, G) -> groups (rd {x, y, rotate}, R) -> rows keyed by grid Y (n, S) -> seats keyed by grid X (n, tg, rd {cx, cy}, flags hc co pr lv cl cr set to 1). A seat is drawn at rd.x + cx·cos(a) − cy·sin(a), rd.y + cx·sin(a) + cy·cos(a). Kupa adds w, h (plan size), sl (screen label) and the bl flag (blocked seat).',
        tags: ['seats'],
        querystring: SeatplanQuerySchema,
        body: SeatplanV2BodySchema,
        response: { 200: SeatplanV2ResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => layouts.compact(request.query.venueId, await planOf(request.query), requestLocale(request, defaultLocale)),
  );

  app.get(
    '/api/seats/seatplan',
    {
      schema: {
        summary: 'Verbose (v1) seat plan layout for older clients',
        tags: ['seats'],
        querystring: SeatplanQuerySchema,
        response: { 200: SeatplanV1ResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => layouts.verbose(request.query.venueId, await planOf(request.query), requestLocale(request, defaultLocale)),
  );
};
