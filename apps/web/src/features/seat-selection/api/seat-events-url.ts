import { apiUrl } from '../../../lib/api/api-client';

/** The server-sent event stream of a presentation's seat changes (`event: ready`, `seats`, `resync`). */
export function seatEventsUrl(presentationId: number): string {
  return apiUrl(`/seats/presentations/${String(presentationId)}/events`);
}
