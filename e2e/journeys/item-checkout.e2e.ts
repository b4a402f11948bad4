import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import { expectAccessible, fillCustomerInfo, payByCard } from './checkout-journey-support';

const baseUrl = inject('baseUrl');

interface ApiDonation {
  id: number;
  businessId: number;
  name: string;
  customAmount: { id: number; min: number; max: number } | null;
}

/** The first donation of the demo that lets the donor choose the amount. */
async function customAmountDonation(): Promise<ApiDonation & { customAmount: NonNullable<ApiDonation['customAmount']> }> {
  const res = await fetch(`${baseUrl}/api/donations?lang=en`);
  const donations = ((await res.json()) as { donations: ApiDonation[] }).donations;
  const found = donations.find((d) => d.customAmount !== null);
  if (!found?.customAmount) throw new Error('no donation with a custom amount in the demo');
  return { ...found, customAmount: found.customAmount };
}

/** Opens the donations checkout with a pending order seeded as the donations page saves it (session storage). */
async function openWithDonation(page: Page, locale: 'he' | 'en', amount: number): Promise<ApiDonation> {
  const donation = await customAmountDonation();
  const order = {
    kind: 'donations',
    businessId: donation.businessId,
    lines: [{ id: donation.id, donationDetails: [{ id: donation.customAmount?.id, customAmount: amount }] }],
  };
  await page.goto(`${baseUrl}/?lang=${locale}`);
  await page.evaluate((o) => sessionStorage.setItem('kupa.pendingOrder', JSON.stringify(o)), order);
  await page.goto(`${baseUrl}/checkout/donations?lang=${locale}`);
  await page.locator('[data-testid="item-summary"]:not([aria-busy="true"])').waitFor();
  return donation;
}

/** The customer step of an item order: the ticket order's details, and the address fields when the form asks for them. */
async function fillItemCustomerInfo(page: Page, locale: 'he' | 'en'): Promise<void> {
  await fillCustomerInfo(page, locale);
  const extra = { 'customer-address1': 'Herzl 1', 'customer-city': 'Tel Aviv', 'customer-postalCode': '6100001' };
  for (const [testId, value] of Object.entries(extra))
    if ((await page.getByTestId(testId).count()) > 0) await page.getByTestId(testId).fill(value);
}

describe('item checkout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('without an order, points back to the choice page, in Hebrew and English', async () => {
    for (const locale of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser);
      await page.goto(`${baseUrl}/checkout/vouchers?lang=${locale}`);
      await page.getByTestId('item-checkout-empty').waitFor();
      expect(await page.getByTestId('item-checkout-choose').getAttribute('href')).toBe(`/system-vouchers?lang=${locale}`);
      await expectAccessible(page);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('gives a donation of a chosen amount: priced, details, a verified card, confirmation that a reload keeps', async () => {
    const { context, page, problems } = await newPage(browser);
    const donation = await openWithDonation(page, 'en', 180);
    expect(await page.getByTestId('item-summary-row').count()).toBe(1);
    expect(await page.getByTestId('summary-total-amount').getAttribute('data-amount')).toBe('180');
    await expectAccessible(page);

    await fillItemCustomerInfo(page, 'en');
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await expectAccessible(page);
    // The card that asks for extra verification: off to the provider's page, approve, back to this checkout, which
    // finishes the payment by itself.
    await payByCard(page, '4580000000000034');
    await page.waitForURL(/\/sandbox\/payments\/verify\//);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/checkout\/donations\?/);

    const confirmation = page.getByTestId('item-confirmation');
    await confirmation.waitFor();
    const number = await page.getByTestId('item-confirmation-number').textContent();
    expect(number).toMatch(/\S/);
    expect(await page.getByTestId('item-confirmation-total').getAttribute('data-amount')).toBe('180');
    await page.getByTestId('item-confirmation-receipt').waitFor();
    expect(new URL(page.url()).searchParams.has('paymentIdentifier')).toBe(false);
    await expectAccessible(page);

    await page.reload();
    await confirmation.waitFor();
    expect(await page.getByTestId('item-confirmation-number').textContent()).toBe(number);
    expect(await page.evaluate(() => sessionStorage.getItem('kupa.pendingOrder'))).toBeNull();
    expect(donation.businessId).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the priced donation in Hebrew without accessibility violations', async () => {
    const { context, page, problems } = await newPage(browser);
    await openWithDonation(page, 'he', 36);
    expect(await page.getByTestId('summary-amount-due-value').getAttribute('data-amount')).toBe('36');
    await page.getByTestId('customer-form').waitFor();
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
