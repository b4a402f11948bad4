import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no browser download: stack notes). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.KUPA_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The one ceiling of every wait of the journeys (locator waits, actions, navigations). Journeys wait on events and
 * states (a locator's state, a URL, a response, expect.poll on what the page shows), never on fixed sleeps; the
 * ceiling is generous so a loaded 2-core CI machine passes (issue 14: a seat-state wait of 5 s timed out there).
 */
export const E2E_WAIT_MS = 60_000;

/** A browser context whose waits all share E2E_WAIT_MS. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(E2E_WAIT_MS);
  context.setDefaultNavigationTimeout(E2E_WAIT_MS);
  return context;
}

/** A fresh browser context (axe needs one) that fails the test on any page error or console error. */
export async function newPage(
  browser: Browser,
  options: { locale?: string; timezoneId?: string; viewport?: { width: number; height: number } } = {},
) {
  const context: BrowserContext = await newContext(browser, {
    locale: options.locale ?? 'he-IL',
    timezoneId: options.timezoneId ?? 'Asia/Jerusalem',
    viewport: options.viewport ?? { width: 1280, height: 900 },
  });
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A 404 document is expected on the not-found tests; anything else logged as an error is a defect.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) problems.push(`console.error: ${m.text()}`);
  });
  return { context, page, problems };
}

/** Runs axe and returns the serious and critical violations (the tests expect none). */
export async function seriousAccessibilityViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
