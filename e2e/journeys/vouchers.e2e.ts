import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser';
import {
  atStep,
  checkoutSlots,
  continueToTickets,
  expectAccessible,
  fillCustomerInfo,
  openPayment,
  openWithSeats,
  payByCard,
  summaryTotal,
  type CheckoutPresentation,
} from './checkout-journey-support';
import { logIn } from './membership-journey-support';
import { unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');

interface ApiVoucherClass {
  SystemVoucherClassId: number;
  businessId: number;
  LoginRequired: boolean;
  IsOpenValue: boolean;
  MinPrice: number | null;
  MaxPrice: number | null;
  Prices: Array<{ SystemVoucherPriceId: number }>;
}

/** The open-value gift card of a business, as GET /api/system-vouchers lists it. */
async function openValueClass(businessId: number): Promise<ApiVoucherClass & { priceId: number }> {
  const res = await fetch(`${baseUrl}/api/system-vouchers?lang=he`);
  const classes = ((await res.json()) as { systemVouchers: ApiVoucherClass[] }).systemVouchers;
  const found = classes.find((c) => c.IsOpenValue && c.businessId === businessId);
  const priceId = found?.Prices[0]?.SystemVoucherPriceId;
  if (!found || priceId === undefined) throw new Error(`no open-value voucher for business ${businessId} in the demo`);
  return { ...found, priceId };
}

/** The customer step of the voucher order, with the address fields when its form asks for them. */
async function fillVoucherBuyer(page: Page): Promise<void> {
  await fillCustomerInfo(page, 'he');
  const extra = { 'customer-address1': 'הרצל 1', 'customer-city': 'תל אביב', 'customer-postalCode': '6100001' };
  for (const [testId, value] of Object.entries(extra))
    if ((await page.getByTestId(testId).count()) > 0) await page.getByTestId(testId).fill(value);
}

/** A voucher's page is loaded with its QR code drawn as a real image. */
async function voucherPageReady(page: Page): Promise<void> {
  await page.getByTestId('voucher-document').waitFor();
  await expect
    .poll(() =>
      page
        .getByTestId('voucher-qr')
        .evaluateAll((imgs) => imgs.length === 1 && imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

describe('gift vouchers in real Chromium (Hebrew)', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;

  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 18, 4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('buys an open-value gift voucher, opens its page, and pays part of a ticket order with its code', async () => {
    const p = showtime() as CheckoutPresentation & { businessId: number };
    const open = await openValueClass(p.businessId);

    // The choice page: an amount out of range is refused while typing, a right one goes to the checkout.
    const buyer = await newPage(browser, { locale: 'he-IL' });
    const { page } = buyer;
    await page.goto(`${baseUrl}/system-vouchers`);
    await page.getByTestId('vouchers-page').waitFor();
    await expectAccessible(page);
    const amount = page.getByTestId(`voucher-amount-${open.priceId}`);
    await amount.fill('1');
    await page.getByTestId(`voucher-price-${open.priceId}-plus`).click();
    await page.getByTestId(`voucher-amount-${open.priceId}-error`).waitFor();
    await expectAccessible(page);
    await amount.fill('150');
    await page.getByTestId(`voucher-amount-${open.priceId}-error`).waitFor({ state: 'detached' });
    expect(await page.getByTestId(`voucher-price-${open.priceId}-quantity`).textContent()).toBe('1');
    await page.getByTestId('vouchers-continue').click();

    // The products step (spec 2 Voucher order): two of the first product offered, then on to the checkout.
    await page.getByTestId('voucher-products').waitFor();
    await expectAccessible(page);
    const product = page.getByTestId('voucher-product').first();
    const productId = (await product.getAttribute('data-product-id')) ?? '';
    await page.getByTestId(`voucher-product-${productId}-plus`).click();
    await page.getByTestId(`voucher-product-${productId}-plus`).click();
    await page.getByTestId('voucher-products-continue').click();

    // The checkout of the voucher order: priced by the server, the buyer's details, the sandbox card.
    await page.waitForURL(/\/checkout\/vouchers/);
    await page.locator('[data-testid="item-summary"]:not([aria-busy="true"])').waitFor();
    const productRow = page.getByTestId('item-summary-product');
    expect(await productRow.locator('td').first().textContent()).toBe('2');
    const productsAmount = Number(await productRow.locator('td').last().getAttribute('data-amount'));
    expect(productsAmount).toBeGreaterThan(0);
    expect(await page.getByTestId('summary-total-amount').getAttribute('data-amount')).toBe(String(150 + productsAmount));
    await fillVoucherBuyer(page);
    await page.getByTestId('customer-submit').click();
    await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
    await payByCard(page, '4580000000000000');
    await page.getByTestId('item-confirmation').waitFor();
    expect(await page.getByTestId('item-confirmation-product').locator('dd').getAttribute('data-amount')).toBe(String(productsAmount));
    expect(await page.getByTestId('item-confirmation-total').getAttribute('data-amount')).toBe(String(150 + productsAmount));
    const link = page.getByTestId('item-confirmation-voucher');
    const reference = (await link.getAttribute('data-reference')) ?? '';
    expect(reference).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);

    // Its page, from the confirmation: code, QR code, value and balance, active; in Hebrew and English.
    await link.click();
    await voucherPageReady(page);
    expect(await page.getByTestId('voucher-reference').textContent()).toBe(reference);
    expect(await page.getByTestId('voucher-document').getAttribute('data-state')).toBe('active');
    expect(await page.getByTestId('voucher-balance').textContent()).toContain('150.00');
    await expectAccessible(page);
    await page.goto(`${baseUrl}/voucher/${reference}?lang=en`);
    await voucherPageReady(page);
    expect(await page.getByTestId('voucher-state').textContent()).toBe('Active');
    await expectAccessible(page);
    await page.goto(`${baseUrl}/system-vouchers?lang=en`);
    await page.getByTestId('vouchers-page').waitFor();
    await expectAccessible(page);
    expect(unexpected(buyer.problems)).toEqual([]);
    await buyer.context.close();

    // A ticket order of the same business, in Hebrew: the voucher pays ₪20 in the voucher payment dialog, a card the rest.
    const order = await openWithSeats(browser, baseUrl, p, 'he', 1);
    const ticketPage = order.page;
    await continueToTickets(ticketPage, 1);
    await ticketPage.getByTestId('checkout-continue').click();
    await atStep(ticketPage, 'customerInfo');
    await fillCustomerInfo(ticketPage, 'he');
    await ticketPage.getByTestId('customer-submit').click();
    await atStep(ticketPage, 'products');
    const total = await summaryTotal(ticketPage);
    expect(total).toBeGreaterThan(20);
    await openPayment(ticketPage);
    await ticketPage.getByTestId('payment-voucher-open').click();
    await ticketPage.getByTestId('voucher-dialog').waitFor();
    await ticketPage.getByTestId('voucher-code').fill(reference);
    await ticketPage.getByTestId('voucher-apply').click();
    await ticketPage.getByTestId('voucher-amount').waitFor();
    await ticketPage.getByTestId('voucher-amount').fill('20');
    await ticketPage.getByTestId('voucher-add').click();
    await ticketPage.locator(`[data-testid="voucher-item"][data-reference="${reference}"]`).waitFor();
    await expectAccessible(ticketPage);
    await ticketPage.getByTestId('voucher-close').click();
    await ticketPage.getByTestId('voucher-dialog').locator('[data-testid="voucher-panel"]').waitFor({ state: 'detached' });
    const due = Math.round((total - 20) * 100) / 100;
    await expect
      .poll(async () => Number(await ticketPage.locator('[data-testid="payment-amount-due"] [data-amount]').getAttribute('data-amount')))
      .toBeCloseTo(due, 2);
    await payByCard(ticketPage, '4580000000000000');
    await ticketPage.getByTestId('confirmation').waitFor();

    // The voucher is partially used now: ₪130 left.
    await ticketPage.goto(`${baseUrl}/voucher/${reference}`);
    await voucherPageReady(ticketPage);
    expect(await ticketPage.getByTestId('voucher-document').getAttribute('data-state')).toBe('partiallyUsed');
    expect(await ticketPage.getByTestId('voucher-balance').textContent()).toContain('130.00');
    await expectAccessible(ticketPage);
    expect(unexpected(order.problems)).toEqual([]);
    await order.context.close();
  });

  it('the theatre asks a gift voucher buyer to log in by SMS code first (spec 2: authentication), then sells it', async () => {
    const res = await fetch(`${baseUrl}/api/system-vouchers?lang=he`);
    const classes = ((await res.json()) as { systemVouchers: ApiVoucherClass[] }).systemVouchers;
    const theatre = classes.find((c) => c.LoginRequired && !c.IsOpenValue);
    const priceId = theatre?.Prices[0]?.SystemVoucherPriceId;
    if (!theatre || priceId === undefined) throw new Error('no demo business asks a voucher buyer to log in');
    // The theatre's persona (README).
    const mobile = '0583334455';
    for (const lang of ['en', 'he'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/system-vouchers${lang === 'en' ? '?lang=en' : ''}`);
      await page.getByTestId('vouchers-page').waitFor();
      await page.getByTestId(`voucher-price-${priceId}-plus`).click();
      await page.getByTestId('vouchers-continue').click();
      await page.getByTestId('vouchers-login-step').waitFor();
      await expectAccessible(page);
      if (lang === 'en') {
        // Back to the vouchers: the choice is kept.
        await page.getByTestId('vouchers-login-back').click();
        expect(await page.getByTestId(`voucher-price-${priceId}-quantity`).textContent()).toBe('1');
        expect(unexpected(problems)).toEqual([]);
        await context.close();
        continue;
      }
      await page.getByTestId('item-login-open').click();
      await logIn(page, mobile);
      // Logged in: the order goes on (products, when the theatre offers any), to the checkout.
      const products = page.getByTestId('voucher-products');
      await products.or(page.getByTestId('item-summary')).first().waitFor();
      if (await products.isVisible()) await page.getByTestId('voucher-products-continue').click();
      await page.waitForURL(/\/checkout\/vouchers/);
      await page.locator('[data-testid="item-summary"]:not([aria-busy="true"])').waitFor();
      expect(await page.getByTestId('item-login-step').count()).toBe(0);
      await fillVoucherBuyer(page);
      await page.getByTestId('customer-submit').click();
      await page.locator('[data-testid="payment-state"][data-state="form"]').waitFor();
      if ((await page.getByTestId('payment-method-new').count()) > 0) await page.getByTestId('payment-method-new').check();
      await payByCard(page, '4580000000000000');
      await page.getByTestId('item-confirmation').waitFor();
      expect(await page.getByTestId('item-confirmation-voucher').getAttribute('data-reference')).toMatch(
        /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/,
      );
      await expectAccessible(page);
      expect(unexpected(problems)).toEqual([]);
      await context.close();
    }
  });

  it('the products step and the voucher checkout pass axe in English too', async () => {
    const res = await fetch(`${baseUrl}/api/system-vouchers?lang=en`);
    const classes = ((await res.json()) as { systemVouchers: ApiVoucherClass[] }).systemVouchers;
    const offer = classes.find((c) => !c.LoginRequired && !c.IsOpenValue);
    const priceId = offer?.Prices[0]?.SystemVoucherPriceId;
    if (!offer || priceId === undefined) throw new Error('no fixed-value voucher sold without a login in the demo');
    const { context, page, problems } = await newPage(browser, { locale: 'en-US' });
    await page.goto(`${baseUrl}/system-vouchers?lang=en`);
    await page.getByTestId(`voucher-price-${priceId}-plus`).click();
    await page.getByTestId('vouchers-continue').click();
    const products = page.getByTestId('voucher-products');
    await products.or(page.getByTestId('item-summary')).first().waitFor();
    if (await products.isVisible()) {
      await expectAccessible(page);
      await page.getByTestId('voucher-products-continue').click();
    }
    await page.waitForURL(/\/checkout\/vouchers\?lang=en/);
    await page.locator('[data-testid="item-summary"]:not([aria-busy="true"])').waitFor();
    await page.getByTestId('customer-submit').waitFor();
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('stops at 10 vouchers in one order and says so', async () => {
    const { context, page, problems } = await newPage(browser, { locale: 'he-IL' });
    await page.goto(`${baseUrl}/system-vouchers`);
    await page.getByTestId('vouchers-page').waitFor();
    const fixed = page.locator('[data-testid="voucher-price"]:not(:has(input))').first();
    const priceId = await fixed.getAttribute('data-price-id');
    const plus = page.getByTestId(`voucher-price-${priceId}-plus`);
    for (let i = 0; i < 10; i++) await plus.click();
    await page.getByTestId('vouchers-limit').waitFor();
    // The 11th press (the button stays focusable, aria-disabled) adds nothing.
    await plus.click({ force: true });
    expect(await page.getByTestId(`voucher-price-${priceId}-quantity`).textContent()).toBe('10');
    expect(await plus.getAttribute('aria-disabled')).toBe('true');
    await expectAccessible(page);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it('says when a voucher code is unknown, in Hebrew and English', async () => {
    for (const lang of ['he', 'en'] as const) {
      const { context, page, problems } = await newPage(browser, { locale: lang === 'he' ? 'he-IL' : 'en-US' });
      await page.goto(`${baseUrl}/voucher/NOPE-NOPE-NOPE${lang === 'en' ? '?lang=en' : ''}`);
      await page.getByTestId('voucher-not-found').waitFor();
      await expectAccessible(page);
      expect(unexpected(problems).filter((x) => !/status of 404/.test(x))).toEqual([]);
      await context.close();
    }
  });
});
