import { ErrorBodySchema, IdSchema, SeatChangeEventSchema } from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeatEventStreams } from './seat-event-streams';
import type { SeatingPresentations } from './seating-presentation';

export interface SeatEventRoutesOptions {
  presentations: SeatingPresentations;
  streams: SeatEventStreams;
}

/** Live seat availability as server-sent events. */
export const seatEventRoutes: FastifyPluginAsyncZod<SeatEventRoutesOptions> = async (app, { presentations, streams }) => {
  app.get(
    '/api/seats/presentations/:id/events',
    {
      schema: {
        summary: 'Live seat changes of a presentation (text/event-stream)',
        description:
          'A server-sent event stream: `event: ready` once, then `event: seats` whose data is the SeatChangeEvent below (seats held (state `locked`), released or sold, from every server process), `event: resync` when changes may have been missed, and a `: heartbeat` comment periodically. seats-statusV2 stays the source of truth: call it after (re)connecting and on resync.',
        tags: ['seats'],
        params: z.object({ id: IdSchema }),
        response: { 200: SeatChangeEventSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const presentation = await presentations.find(request.params.id);
      streams.attach(request, reply, presentation.id);
      return reply;
    },
  );
};
