import type { Presentation } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { requestEarly } from '../../lib/api/api-client';
import { initialState } from '../../lib/config/initial-state';
import { resolveLocaleFromSearch } from '../../lib/i18n/resolve-locale';
import { presentationRequest } from '../../features/order/api/get-presentation';
import { parsePresentationId } from '../../features/order/utils/presentation-id';
import { holdsRequest } from '../../features/seat-selection/api/get-holds';
import { seatplanRequest, seatplanSourceOf } from '../../features/seat-selection/api/get-seatplan';
import { seatStatusRequest } from '../../features/seat-selection/api/get-seat-status';
import { ticketGroupsRequest } from '../../features/seat-selection/api/get-ticket-groups';

/**
 * The order page's first reads, started by its route's loader while the page's chunks still download (issue 12:
 * they used to wait for the chunks, then for the presentation to render, before the seat map's reads began). The
 * presentation first, then at once its layout, seat status, the buyer's holds and the ticket groups, side by side.
 * The page's own requests take these answers (api-client's requestEarly); a read that fails here is only asked again.
 */
export function preloadOrderPage(presentationIdParam: string | undefined, url: string): void {
  const id = parsePresentationId(presentationIdParam);
  const resolution = resolveLocaleFromSearch(new URL(url).search, initialState());
  if (id === null || !resolution.ok) return;
  const lang = resolution.locale;
  const { path, query } = presentationRequest(id, lang);
  requestEarly('GET', path, query).then(
    (body) => {
      const presentation = (body as { presentation?: Presentation } | null)?.presentation;
      if (presentation && typeof presentation === 'object' && !presentation.isVod) preloadSeatStep(presentation, lang);
    },
    () => undefined,
  );
}

function preloadSeatStep(p: Presentation, lang: MessageLocale): void {
  const source = seatplanSourceOf(p);
  if (source === null) return;
  const plan = seatplanRequest(source, lang);
  requestEarly('POST', plan.path, plan.query, plan.body);
  const status = seatStatusRequest(p);
  requestEarly('GET', status.path, status.query);
  const holds = holdsRequest(p.id, lang);
  requestEarly('GET', holds.path, holds.query);
  const groups = ticketGroupsRequest(p.id, lang);
  requestEarly('GET', groups.path, groups.query);
}
