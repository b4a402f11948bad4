import type { StaffSession } from '@kupa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';
import { DEMO_STAFF, loginContext, staffGet, submitLogin, unexpectedProblems } from './kupa-live-support';

const baseUrl = inject('baseUrl');

describe('staff users and the audit log, in real Chromium', () => {
  let browser: Browser;
  let created: { businessId: number; userId: number } | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    if (created) {
      // The journey's user is disabled again, so that the demo's staff list is not left with a working login.
      const context = await browser.newContext();
      await loginContext(context, baseUrl, 'manager');
      await context.request.put(`${baseUrl}/api/kupa-live/manage/businesses/${created.businessId}/staff-users/${created.userId}/active`, {
        data: { active: false },
      });
      await context.close();
    }
    await browser?.close();
  });

  it('an admin adds a box-office user (Hebrew), who must choose a password at the first login and is refused the back office', async () => {
    const username = `desk.${Date.now().toString(36)}`;
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/kupa-live/manage/staff`);
    await page.waitForURL(/\/kupa-live\/login/);
    await submitLogin(page, DEMO_STAFF.manager.username, DEMO_STAFF.manager.password);
    await page.waitForURL((url) => url.pathname === '/kupa-live/manage/staff');
    await page.getByTestId('staff-form').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByTestId('staff-first-name').fill('דנה');
    await page.getByTestId('staff-last-name').fill('קופאית');
    await page.getByTestId('staff-username').fill(username);
    await page.getByTestId('staff-role').selectOption('box-office');
    await page.getByTestId('staff-save').click();
    const password = (await page.getByTestId('staff-temporary-password-value').textContent()) ?? '';
    expect(password).toMatch(/^[\w-]{16}$/);
    const row = page.locator(`[data-testid="staff-row"][data-username="${username}"]`);
    expect(await row.getByTestId('staff-row-status').textContent()).toBe('פעיל');
    expect(await row.getByTestId('staff-row-role').inputValue()).toBe('box-office');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const session = await staffGet<StaffSession>(context, baseUrl, '/session');
    const businessId = session.roles.find((r) => r.role === 'admin')?.BusinessId ?? 0;
    const users = await staffGet<{ users: Array<{ id: number; username: string }> }>(
      context,
      baseUrl,
      `/manage/businesses/${businessId}/staff-users`,
    );
    created = { businessId, userId: users.users.find((u) => u.username === username)?.id ?? 0 };

    // The audit log shows the creation, in English too.
    await page.goto(`${baseUrl}/kupa-live/manage/audit?business=${businessId}&lang=en`);
    await page.getByTestId('audit-text').fill(username);
    await page.getByTestId('audit-search').click();
    await page.locator('[data-testid="audit-row"][data-action="staff-user.created"]').first().waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();

    const clerk = await newPage(browser);
    await clerk.page.goto(`${baseUrl}/kupa-live/login`);
    await submitLogin(clerk.page, username, password);
    // The temporary password opens nothing but the change to the user's own (Hebrew, RTL); the API refuses the rest.
    await clerk.page.getByTestId('staff-password-change').waitFor();
    expect(await clerk.page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await seriousAccessibilityViolations(clerk.page)).toEqual([]);
    const early = await clerk.context.request.get(`${baseUrl}/api/kupa-live/locationTicketSales`);
    expect(early.status()).toBe(403);
    expect(((await early.json()) as { error: { error: string } }).error.error).toBe('PASSWORD_CHANGE_REQUIRED');
    await clerk.page.getByTestId('password-current').fill(password);
    await clerk.page.getByTestId('password-next').fill('short');
    await clerk.page.getByTestId('password-submit').click();
    await clerk.page.getByTestId('password-error').waitFor();
    expect(await clerk.page.getByTestId('password-next').getAttribute('aria-invalid')).toBe('true');
    await clerk.page.getByTestId('password-next').fill('desk-own-password');
    await clerk.page.getByTestId('password-repeat').fill('desk-own-password');
    await clerk.page.getByTestId('password-submit').click();
    await clerk.page.getByTestId('staff-header').waitFor();
    expect(await clerk.page.getByTestId('staff-manage-link').count()).toBe(0);
    await clerk.page.goto(`${baseUrl}/kupa-live/manage/settings`);
    await clerk.page.getByTestId('manage-not-admin').waitFor();
    expect(await seriousAccessibilityViolations(clerk.page)).toEqual([]);
    const refused = await clerk.context.request.get(`${baseUrl}/api/kupa-live/manage/businesses/${businessId}/settings`);
    expect(refused.status()).toBe(403);
    expect(unexpectedProblems(clerk.problems)).toEqual([]);
    await clerk.context.close();
  });
});
