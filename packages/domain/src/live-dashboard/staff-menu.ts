import type { StaffRole } from '../staff-auth/staff-roles';

const EVERY_ROLE = ['admin', 'manager', 'box-office', 'door'] as const;
const SALES_ROLES = ['admin', 'manager', 'box-office'] as const;
const MANAGING_ROLES = ['admin', 'manager'] as const;

/**
 * The monitor pages of kupa-live (spec 2: staff screens), each a key the web app translates, the path it opens and
 * the roles that may open it (ADR 0016): the door sees who came and the waivers, the box office every monitor, the
 * reference-prompt agents admin view (which changes quantities) is for those who run the business.
 */
export const STAFF_PAGES = [
  { key: 'attendance', path: '/kupa-live/attendance', roles: EVERY_ROLE },
  { key: 'featureMonitor', path: '/kupa-live/v2/features', roles: SALES_ROLES },
  { key: 'locationTicketSales', path: '/kupa-live/location-ticket-sales', roles: SALES_ROLES },
  { key: 'featureTicketSales', path: '/kupa-live/feature-ticket-sales', roles: SALES_ROLES },
  { key: 'presentationSales', path: '/kupa-live/presentation-sales', roles: SALES_ROLES },
  { key: 'cinemaMonitor', path: '/kupa-live/cinema-monitor', roles: SALES_ROLES },
  // Issue 11: per session, which orders' waivers are complete.
  { key: 'waivers', path: '/kupa-live/waivers', roles: EVERY_ROLE },
  { key: 'ticketReferencePromptAdmin', path: '/kupa-live/reference-prompt-agents', roles: MANAGING_ROLES },
] as const;

export type StaffPageKey = (typeof STAFF_PAGES)[number]['key'];

export interface StaffMenuItem {
  key: StaffPageKey;
  path: string;
}

/** Whether a role may open a page (and call the API behind it). */
export function roleSeesPage(role: StaffRole, page: StaffPageKey): boolean {
  const found = STAFF_PAGES.find((p) => p.key === page);
  return found !== undefined && (found.roles as readonly StaffRole[]).includes(role);
}

/**
 * The pages a staff user may open (spec 3: the staff session carries a menu): those that one of the user's roles,
 * in any of their businesses, may open. Each page's answers are then limited to the businesses whose role sees it.
 */
export function staffMenu(roles: readonly StaffRole[]): StaffMenuItem[] {
  return STAFF_PAGES.filter((p) => roles.some((role) => roleSeesPage(role, p.key))).map(({ key, path }) => ({ key, path }));
}
