import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { expectAccessible, fillCustomerInfo, payByCard } from './checkout-journey-support';

const baseUrl = inject('baseUrl');

/** The buyer's ID number and e-mail as fillCustomerInfo types them: the receipt must name that ID number. */
const DONOR_ID = '123456782';
const DONOR_EMAIL = 'dana.cohen@example.com';

interface InboxMessage {
  template: string;
  subject: string | null;
  body: string;
}

/** The first donation card that lets the donor choose the amount, once the page has loaded. */
async function customAmountCard(page: Page) {
  await page.getByTestId('donation-card').first().waitFor();
  const card = page
    .getByTestId('donation-card')
    .filter({ has: page.getByTestId('donation-custom-amount') })
    .first();
  await card.waitFor();
  return card;
}

/** The customer step of a donation: the ticket order's details, and the address fields the donation form asks for. */
async function fillDonorInfo(page: Page): Promise<void> {
  await fillCustomerInfo(page, 'he');
  const extra = { 'customer-address1': 'הרצל 1', 'customer-city': 'תל אביב', 'customer-postalCode': '6100001' };
  for (const [testId, value] of Object.entries(extra))
    if ((await page.getByTestId(testId).count()) > 0) await page.getByTestId(testId).fill(value);
}

describe('donations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the donations with their amounts and explains a custom amount out of range, accessibly in Hebrew and English', async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser);
      await page.goto(`${baseUrl}/donations?lang=${locale}`);
      const card = await customAmountCard(page);
      expect(await card.getByTestId('donation-amount').count()).toBeGreaterThan(0);
      await expectAccessible(page);
      await card.getByTestId('donation-custom-amount').fill('1');
      await card.getByTestId('donation-continue').click();
      const error = card.getByTestId('donation-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(locale === 'he' ? /הסכום חייב להיות בין/ : /The amount must be between/);
      expect(await card.getByTestId('donation-custom-amount').getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      expect(page.url()).toContain('/donations');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('donates an amount of the donor’s choice in Hebrew with the sandbox card; the receipt arrives in the sandbox inbox', async () => {
    const { context, page, problems } = await newPage(browser);
    await page.goto(`${baseUrl}/donations`);
    const card = await customAmountCard(page);
    await card.getByTestId('donation-custom-amount').fill('72');
    await card.getByTestId('donation-continue').click();
    await page.waitForURL(/\/checkout\/donations/);
    await page.locator('[data-testid="item-summary"]:not([aria-busy="true"])').waitFor();
    expect(await page.getByTestId('summary-total-amount').getAttribute('data-amount')).toBe('72');

    await fillDonorInfo(page);
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await payByCard(page, '4580000000000000');
    await page.getByTestId('item-confirmation').waitFor();
    const receiptNumber = (await page.getByTestId('item-confirmation-number').textContent())?.trim() ?? '';
    expect(receiptNumber).toMatch(/\S/);

    const res = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=${encodeURIComponent(DONOR_EMAIL)}`);
    expect(res.status).toBe(200);
    const messages = ((await res.json()) as { messages: InboxMessage[] }).messages;
    const receipt = messages.find((m) => m.template === 'donation-receipt' && m.body.includes(receiptNumber));
    expect(receipt?.subject).toContain(receiptNumber);
    expect(receipt?.body).toContain(`מספר זהות: ${DONOR_ID}`);
    expect(receipt?.body).toMatch(/סכום התרומה: .*72\.00/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
