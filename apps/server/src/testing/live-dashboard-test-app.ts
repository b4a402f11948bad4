import type { LightMyRequestResponse } from 'fastify';
import { DASHBOARD_NOW, DASHBOARD_STAFF, insertLiveDashboardFixture } from './live-dashboard-fixture';
import { staffCookie } from './staff-login';
import { createTestApp, type TestApp } from './test-app';

export type DashboardUser = keyof typeof DASHBOARD_STAFF;

export interface DashboardTestApp extends TestApp {
  /** GET as a logged-in staff user; English answers unless the URL says otherwise. */
  get(user: DashboardUser, url: string): Promise<LightMyRequestResponse>;
  post(user: DashboardUser, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  /** Any method (PUT, DELETE ...) as a logged-in staff user. */
  send(user: DashboardUser, method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** The app on the dashboard fixture with every active staff user logged in. */
export async function createDashboardTestApp(engine: 'sqlite' | 'postgres', env: Record<string, string> = {}): Promise<DashboardTestApp> {
  const t = await createTestApp(engine, DASHBOARD_NOW, env);
  await insertLiveDashboardFixture(t.database.db, t.database.dialect);
  const cookies = new Map<DashboardUser, string>();
  for (const [username, user] of Object.entries(DASHBOARD_STAFF) as Array<[DashboardUser, (typeof DASHBOARD_STAFF)[DashboardUser]]>) {
    if (!('inactive' in user)) cookies.set(username, await staffCookie(t.app, username, user.password));
  }
  const withLang = (url: string) => (url.includes('lang=') ? url : `${url}${url.includes('?') ? '&' : '?'}lang=en`);
  const cookie = (user: DashboardUser) => ({ cookie: cookies.get(user) ?? '' });
  return {
    ...t,
    get: (user, url) => t.app.inject({ method: 'GET', url: withLang(url), headers: cookie(user) }),
    post: (user, url, payload) =>
      t.app.inject({ method: 'POST', url: withLang(url), headers: cookie(user), payload: payload as Record<string, unknown> }),
    send: (user, method, url, payload) =>
      t.app.inject({ method, url: withLang(url), headers: cookie(user), payload: payload as Record<string, unknown> | undefined }),
  };
}
