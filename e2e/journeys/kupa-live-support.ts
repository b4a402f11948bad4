import type { CinemaFilterDataResponse, StaffSession } from '@kupa/contracts';
import type { BrowserContext, Page } from 'playwright-core';

// Shared by the kupa-live journeys (not a test file itself). Ids and names come from the API, never hard-coded.

export const DEMO_STAFF = {
  cinema: { username: 'cinema', password: 'kupa-cinema' },
  theatre: { username: 'theatre', password: 'kupa-theatre' },
  manager: { username: 'manager', password: 'kupa-manager' },
} as const;
export type DemoStaff = keyof typeof DEMO_STAFF;

/**
 * Chromium logs every 4xx/5xx answer as a console error. The staff pages provoke some on purpose: the session check
 * before login (401), a wrong password (401), another business's data (403) and the failures the tests inject (500).
 */
export const EXPECTED_STAFF_REFUSAL = /status of (401|403|500)/;

export function unexpectedProblems(problems: readonly string[]): string[] {
  return problems.filter((p) => !EXPECTED_STAFF_REFUSAL.test(p));
}

/** Logs a browser context in through the API (the session cookie lands in the context, as the login page's would). */
export async function loginContext(context: BrowserContext, baseUrl: string, who: DemoStaff): Promise<StaffSession> {
  const res = await context.request.post(`${baseUrl}/api/kupa-live/login?lang=en`, { data: DEMO_STAFF[who] });
  if (res.status() !== 200) throw new Error(`login ${who}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as StaffSession;
}

/** GETs a staff call with the context's session cookie. */
export async function staffGet<T>(context: BrowserContext, baseUrl: string, path: string): Promise<T> {
  const res = await context.request.get(`${baseUrl}/api/kupa-live${path}`);
  if (res.status() !== 200) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

export function filterData(context: BrowserContext, baseUrl: string, lang = 'en'): Promise<CinemaFilterDataResponse> {
  return staffGet<CinemaFilterDataResponse>(context, baseUrl, `/getCinemaFilterData?lang=${lang}`);
}

/** Fills the login form and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** The date a number of days from a YYYY-MM-DD date (calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
