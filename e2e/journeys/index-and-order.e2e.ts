import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';

const baseUrl = inject('baseUrl');

interface ApiPresentation {
  id: number;
  featureName: string;
  dateTime: string;
  isVod: boolean;
}

async function upcoming(lang: string): Promise<ApiPresentation[]> {
  const res = await fetch(`${baseUrl}/api/presentations/?lang=${lang}`);
  return ((await res.json()) as { presentations: ApiPresentation[] }).presentations;
}

describe('index and order page in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the real presentations in Hebrew, right to left, with shekel prices and Jerusalem times', async () => {
    // The browser sits in New York: times must still be the venue's (Asia/Jerusalem).
    const { page: p, problems, context } = await newPage(browser, { locale: 'he-IL', timezoneId: 'America/New_York' });
    // The list as the page may load it: a show that starts meanwhile leaves the list between two reads.
    const [firstBefore] = (await upcoming('he')).filter((x) => !x.isVod);
    await p.goto(`${baseUrl}/`);
    await p.getByTestId('presentation-item').first().waitFor();
    expect(await p.getAttribute('html', 'lang')).toBe('he');
    expect(await p.getAttribute('html', 'dir')).toBe('rtl');
    // The first day with shows is listed; late in the evening only its last few shows are left.
    const listed = (await upcoming('he')).filter((x) => !x.isVod);
    const firstDay = listed[0]?.dateTime.split(' ')[0];
    const showsOfFirstDay = listed.filter((x) => x.dateTime.startsWith(`${firstDay} `)).length;
    expect(showsOfFirstDay).toBeGreaterThan(0);
    const items = await p.getByTestId('presentation-item').count();
    expect(items).toBeGreaterThanOrEqual(Math.min(showsOfFirstDay, 5));

    const price = (await p.getByTestId('price').first().textContent()) ?? '';
    expect(price).toContain('₪');
    expect(price).toMatch(/\d+\.\d{2}/);

    const [firstAfter] = (await upcoming('he')).filter((x) => !x.isVod);
    expect(firstAfter).toBeDefined();
    const shown = (await p.getByTestId('presentation-datetime').first().textContent()) ?? '';
    const asShown = (x: ApiPresentation | undefined) => {
      if (!x) return false;
      const [date, time] = x.dateTime.split(' ') as [string, string];
      const [y, m, d] = date.split('-');
      return shown.includes(`${d}/${m}/${y}`) && shown.includes(time);
    };
    expect(asShown(firstBefore) || asShown(firstAfter), `${shown} is the first show, in Jerusalem time`).toBe(true);
    expect(shown).toMatch(/יום/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('passes an axe check of the Hebrew index page', async () => {
    const { page, context, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('presentation-item').first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows a presentation from the English index to its order page, keeping the language', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByTestId('presentation-item').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    const shown = (await page.getByTestId('presentation-datetime').first().textContent()) ?? '';
    expect(shown).toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/);

    const firstItem = page.getByTestId('presentation-item').first();
    const buy = firstItem.getByTestId('buy-button');
    await buy.click();
    await page.waitForURL(/\/order\/\d+/);
    expect(page.url()).toContain('lang=en');
    const id = Number(/\/order\/(\d+)/.exec(page.url())?.[1]);
    const header = page.getByTestId('order-header');
    await header.waitFor();
    const api = (await (await fetch(`${baseUrl}/api/presentations/${id}?lang=en`)).json()) as { presentation: ApiPresentation };
    expect(await header.textContent()).toContain(api.presentation.featureName);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to the by-feature view with posters', async () => {
    const { page, context, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/?lang=en`);
    await page.getByTestId('presentation-item').first().waitFor();
    await page.getByTestId('view-toggle').getByRole('button').nth(1).click();
    const poster = page.locator('img[src*="/api/features/"]').first();
    await poster.waitFor();
    expect(await poster.getAttribute('alt')).toBeTruthy();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('tells the buyer when ticketing has ended or the presentation does not exist', async () => {
    const { page, context } = await newPage(browser, { locale: 'en-US' });
    const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
    const past = (await (await fetch(`${baseUrl}/api/seats/presentations?date=${yesterday}`)).json()) as {
      presentations: Array<{ id: number }>;
    };
    const ended = past.presentations[0];
    expect(ended).toBeDefined();
    await page.goto(`${baseUrl}/order/${ended?.id}?lang=en`);
    await page.getByText('Ticketing has ended, please contact the box office').waitFor();
    await page.goto(`${baseUrl}/order/987654321?lang=en`);
    await page.getByText('No event found').waitFor();
    await context.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const { page, context, problems } = await newPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('presentation-item').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
