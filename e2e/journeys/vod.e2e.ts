import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { expectAccessible } from './checkout-journey-support';
import { fillItemCustomerInfo, logIn, payByNewCard } from './membership-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');
/** The demo customer Noa Cohen (README): the login code is read from the sandbox inbox. */
const NOA_MOBILE = '0521234567';

/** The video element's playback position, in seconds. */
const currentTime = (page: Page) => page.getByTestId('vod-video').evaluate((v) => (v as HTMLVideoElement).currentTime);

/** Presses Play (a counted play) and waits until the film really plays: its position moves forward. */
async function playAndWatch(page: Page): Promise<void> {
  await page.getByTestId('vod-play').click();
  await page.getByTestId('vod-video').waitFor();
  // Played muted: a browser may refuse sound without a gesture, never a muted film.
  await page.getByTestId('vod-video').evaluate((v) => {
    const video = v as HTMLVideoElement;
    video.muted = true;
    void video.play().catch(() => undefined);
  });
  await expect.poll(() => currentTime(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
}

describe('video on demand: buy a film, watch it, use up its plays', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the films on sale and the player asks a visitor to log in, without accessibility violations, in Hebrew and English', async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: locale === 'he' ? 'he-IL' : 'en-US' });
      const lang = locale === 'en' ? '?lang=en' : '';
      await page.goto(`${baseUrl}/vod${lang}`);
      await page.getByTestId('vod-title').first().waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(locale === 'he' ? 'rtl' : 'ltr');
      await expectAccessible(page);

      // The presentation's own page (the list's watch button) offers to buy it.
      const presentationId = await page.getByTestId('vod-title').first().getAttribute('data-presentation-id');
      await page.goto(`${baseUrl}/order/${presentationId ?? ''}${lang}`);
      await page.getByTestId('order-vod-buy').waitFor();
      await expectAccessible(page);

      await page.goto(`${baseUrl}/vod/watch/1${lang}`);
      await page.getByTestId('vod-login-required').waitFor();
      await expectAccessible(page);
      expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
      await context.close();
    }
  });

  it('in Hebrew: buys a film with the sandbox card, watches it play, and is refused once its plays are used up', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/vod`);
    const title = page.getByTestId('vod-title').first();
    await title.waitFor();
    await title.getByTestId('vod-buy').click();

    // The checkout of the video order: the film is watched in the buyer's account, so the login comes first.
    await page.waitForURL(/\/checkout\/vod/);
    await page.getByTestId('item-login-step').waitFor();
    await expectAccessible(page);
    await page.getByTestId('item-login-open').click();
    await logIn(page, NOA_MOBILE);
    await fillItemCustomerInfo(page);
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await payByNewCard(page);
    await page.getByTestId('item-confirmation').waitFor();
    await expectAccessible(page);

    // The confirmation links to the player.
    await page.getByTestId('item-confirmation-watch').click();
    await page.waitForURL(/\/vod\/watch\/\d+/);
    await page.locator('[data-testid="vod-watch"][data-state="watchable"]').waitFor();
    expect(await page.getByTestId('vod-plays-left').textContent()).toBe('3');
    await expectAccessible(page);
    await playAndWatch(page);
    expect(await page.getByTestId('vod-plays-left').textContent()).toBe('2');
    await expectAccessible(page);

    // Each play is counted by the server: two more, then none is left.
    for (const left of ['1', '0']) {
      await page.reload();
      await page.getByTestId('vod-play').waitFor();
      await playAndWatch(page);
      expect(await page.getByTestId('vod-plays-left').textContent()).toBe(left);
    }
    await page.reload();
    await page.locator('[data-testid="vod-watch"][data-state="no_plays_left"]').waitFor();
    expect(await page.getByTestId('vod-not-watchable').textContent()).toBe('ניצלת את כל הצפיות בסרט זה.');
    expect(await page.getByTestId('vod-play').count()).toBe(0);
    await expectAccessible(page);

    // The server refuses another play, whatever the page shows.
    const id = /\/vod\/watch\/(\d+)/.exec(page.url())?.[1] ?? '';
    const refused = await page.evaluate(async (entitlementId) => {
      const res = await fetch(`/api/vod/entitlements/${entitlementId}/plays?lang=he`, { method: 'POST' });
      return { status: res.status, body: (await res.json()) as { error: { error: string; message: string } } };
    }, id);
    expect(refused).toEqual({ status: 409, body: { error: { error: 'VOD_NO_PLAYS_LEFT', message: 'לא נותרו צפיות בסרט זה' } } });

    // A browser that cannot play WebM is warned before any play (spec 2): here one that answers no to the stream's type.
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.canPlayType = () => '';
    });
    await page.reload();
    await page.locator('[data-testid="vod-compat-warning"][data-support="incompatible"]').waitFor();
    expect(await page.getByTestId('vod-compat-warning').textContent()).toContain('הדפדפן אינו תואם לנגן');
    await expectAccessible(page);

    // The same screens in English: the player without plays left, and the confirmation kept for a reload.
    await page.goto(`${baseUrl}/vod/watch/${id}?lang=en`);
    expect(await page.getByTestId('vod-compat-warning').textContent()).toContain('This browser is not compatible with the player.');
    await expectAccessible(page);
    await page.goto(`${baseUrl}/checkout/vod?lang=en`);
    await page.getByTestId('item-confirmation-watch').waitFor();
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
