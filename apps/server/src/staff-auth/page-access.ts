import { KupaError, roleSeesPage, type StaffPageKey } from '@kupa/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffContext } from './staff-context';

/**
 * The monitor calls whose page not every role may open (ADR 0016), by the start of their route: the sales figures
 * are for the box office and those who run the business, not for the door. Calls not listed here are either open
 * to every role (attendance, waivers) or check the role themselves (the reference-prompt admin views, the back
 * office).
 */
const PAGE_OF_ROUTE: ReadonlyArray<readonly [string, StaffPageKey]> = [
  ['/api/kupa-live/locationTicketSales', 'locationTicketSales'],
  ['/api/kupa-live/featureTicketSales', 'featureTicketSales'],
  ['/api/kupa-live/monitors/PresentationSales/', 'presentationSales'],
  ['/api/kupa-live/monitors/CinemaMonitor/', 'cinemaMonitor'],
  ['/api/kupa-live/v2/', 'featureMonitor'],
];

/** The session narrowed to the businesses whose role may open a page; FORBIDDEN when there are none. */
export function sessionForPage(session: StaffContext, page: StaffPageKey): StaffContext {
  const allowed = new Set(session.roles.filter((r) => roleSeesPage(r.role, page)).map((r) => r.businessId));
  if (allowed.size === 0) throw new KupaError('FORBIDDEN');
  return {
    ...session,
    businessIds: session.businessIds.filter((id) => allowed.has(id)),
    businesses: session.businesses.filter((b) => allowed.has(b.id)),
    roles: session.roles.filter((r) => allowed.has(r.businessId)),
  };
}

/**
 * The hook after the session hook: on a call of a page some roles may not open, the session keeps only the
 * businesses whose role may, so that every answer (already scoped by the session's businesses) follows the roles.
 */
export const narrowSessionToPage: preHandlerAsyncHookHandler = async function narrowSessionToPage(request: FastifyRequest) {
  const route = request.routeOptions.url;
  const session = request.staffSession;
  if (!route || !session) return;
  const page = PAGE_OF_ROUTE.find(([prefix]) => route.startsWith(prefix))?.[1];
  if (page) request.staffSession = sessionForPage(session, page);
};
