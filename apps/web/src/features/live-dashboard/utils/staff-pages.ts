import { STAFF_PAGES, type StaffPageKey } from '@kupa/domain';

export const LIVE_ROOT = '/kupa-live';
export const LOGIN_PATH = `${LIVE_ROOT}/login`;
export const RETURN_TO_PARAM = 'returnTo';

/** The back office (issue 13) lives under /kupa-live/manage; its own registry picks the section. */
export const MANAGE_PATH = `${LIVE_ROOT}/manage`;

export type LivePage = StaffPageKey | 'login' | 'manage' | 'notFound';

/**
 * The page of a /kupa-live address, from the part after /kupa-live/ (the router's splat). The dashboard's own
 * address /kupa-live opens the attendance dashboard; the monitor paths are those of the staff menu (STAFF_PAGES).
 */
export function livePageOf(splat: string): LivePage {
  const rest = splat.replace(/^\/+|\/+$/g, '');
  if (rest === '') return 'attendance';
  if (rest === 'login') return 'login';
  if (rest === 'manage' || rest.startsWith('manage/')) return 'manage';
  const page = STAFF_PAGES.find((p) => p.path === `${LIVE_ROOT}/${rest}`);
  return page ? page.key : 'notFound';
}

/** The path of a staff page. */
export function pathOfPage(key: StaffPageKey): string {
  return STAFF_PAGES.find((p) => p.key === key)?.path ?? LIVE_ROOT;
}

/**
 * Where to go after login: only an address inside the dashboard (never another site, never the login page
 * itself, never a protocol-relative "//host"); anything else goes to the dashboard's start.
 */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith(LIVE_ROOT) || value.startsWith('//') || /[\\\s]/.test(value)) return LIVE_ROOT;
  const rest = value.slice(LIVE_ROOT.length);
  if (rest !== '' && !/^[/?#]/.test(rest)) return LIVE_ROOT;
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) return LIVE_ROOT;
  return value;
}

/** The login page's address, remembering the page that asked for it (without ?lang=, which links add themselves). */
export function loginHref(returnTo: string): string {
  const [path = '', query = ''] = returnTo.split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  const rest = params.toString();
  const target = safeReturnTo(rest ? `${path}?${rest}` : path);
  return target === LIVE_ROOT ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}
