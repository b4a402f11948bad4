import { STAFF_PAGES, type StaffPageKey } from '@kupa/domain';

export const LIVE_ROOT = '/kupa-live';
export const LOGIN_PATH = `${LIVE_ROOT}/login`;
export const RETURN_TO_PARAM = 'returnTo';

/** The back office (issue 13) lives under /kupa-live/manage; its own registry picks the section. */
export const MANAGE_PATH = `${LIVE_ROOT}/manage`;

/** The logged-in user changes their own password whenever they choose (issue 13); a temporary one is changed anywhere. */
export const PASSWORD_PATH = `${LIVE_ROOT}/password`;

export type LivePage = StaffPageKey | 'login' | 'manage' | 'password' | 'notFound';

/**
 * The page of a /kupa-live address, from the part after /kupa-live/ (the router's splat). The dashboard's own
 * address /kupa-live opens the attendance dashboard; the monitor paths are those of the staff menu (STAFF_PAGES).
 */
export function livePageOf(splat: string): LivePage {
  const rest = splat.replace(/^\/+|\/+$/g, '');
  if (rest === '') return 'attendance';
  if (rest === 'login') return 'login';
  if (rest === 'password') return 'password';
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
  if (isAddressOf(value, LOGIN_PATH)) return LIVE_ROOT;
  return value;
}

/** Where the password page leads back to: as safeReturnTo, never the password page itself. */
export function passwordReturnTo(value: string | null): string {
  const target = safeReturnTo(value);
  return isAddressOf(target, PASSWORD_PATH) ? LIVE_ROOT : target;
}

/** The login page's address, remembering the page that asked for it (without ?lang=, which links add themselves). */
export function loginHref(returnTo: string): string {
  return hrefReturningTo(LOGIN_PATH, returnTo);
}

/** The password page's address, remembering the page the user leaves for it (without ?lang=, as loginHref). */
export function passwordHref(returnTo: string): string {
  return hrefReturningTo(PASSWORD_PATH, returnTo);
}

function hrefReturningTo(pagePath: string, returnTo: string): string {
  const [path = '', query = ''] = returnTo.split('?');
  const params = new URLSearchParams(query);
  params.delete('lang');
  const rest = params.toString();
  const target = safeReturnTo(rest ? `${path}?${rest}` : path);
  if (target === LIVE_ROOT || isAddressOf(target, pagePath)) return pagePath;
  return `${pagePath}?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}`;
}

/** Whether an address opens the page at path (with or without a query or further path). */
function isAddressOf(value: string, path: string): boolean {
  return value === path || value.startsWith(`${path}?`) || value.startsWith(`${path}/`);
}
