/** The monitor pages of kupa-live (spec 2: staff screens), each a key the web app translates and the path it opens. */
export const STAFF_PAGES = [
  { key: 'attendance', path: '/kupa-live/attendance', adminOnly: false },
  { key: 'featureMonitor', path: '/kupa-live/v2/features', adminOnly: false },
  { key: 'locationTicketSales', path: '/kupa-live/location-ticket-sales', adminOnly: false },
  { key: 'featureTicketSales', path: '/kupa-live/feature-ticket-sales', adminOnly: false },
  { key: 'presentationSales', path: '/kupa-live/presentation-sales', adminOnly: false },
  { key: 'cinemaMonitor', path: '/kupa-live/cinema-monitor', adminOnly: false },
  // Issue 11: per session, which orders' waivers are complete.
  { key: 'waivers', path: '/kupa-live/waivers', adminOnly: false },
  { key: 'ticketReferencePromptAdmin', path: '/kupa-live/reference-prompt-agents', adminOnly: true },
] as const;

export type StaffPageKey = (typeof STAFF_PAGES)[number]['key'];

export interface StaffMenuItem {
  key: StaffPageKey;
  path: string;
}

/**
 * The pages a staff user may open (spec 3: the staff session carries a menu). Every operator sees the sales and
 * attendance monitors (spec 6); the reference-prompt agents admin view, which can change quantities, is for
 * administrators only.
 */
export function staffMenu(user: { isAdmin: boolean }): StaffMenuItem[] {
  return STAFF_PAGES.filter((p) => !p.adminOnly || user.isAdmin).map(({ key, path }) => ({ key, path }));
}
