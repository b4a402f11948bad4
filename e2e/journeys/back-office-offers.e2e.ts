import type { StaffSession } from '@kupa/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage, seriousAccessibilityViolations } from '../support/browser';
import { loginContext, staffGet, unexpectedProblems } from './kupa-live-support';

const baseUrl = inject('baseUrl');

/** A name no demo data has, so the journey finds its own rows whatever else the demo holds. */
const stamp = Date.now().toString(36).toUpperCase();

describe('the back office offers, in real Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a manager puts a gift-voucher class on sale and retires it, and adds a product, in Hebrew; the screens pass axe in he and en', async () => {
    const { page, context, problems } = await newPage(browser);
    const session: StaffSession = await loginContext(context, baseUrl, 'manager');
    const cinema = session.businesses[0]?.BusinessId ?? 0;
    const onSale = async () => {
      const res = await context.request.get(`${baseUrl}/api/system-vouchers?businessId=${cinema}&lang=he`);
      return ((await res.json()) as { systemVouchers: Array<{ Name: string }> }).systemVouchers.map((v) => v.Name);
    };

    await page.goto(`${baseUrl}/kupa-live/manage/vouchers?business=${cinema}`);
    await page.getByTestId('voucher-class-form').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('voucher-nameHe').fill(`שובר בדיקה ${stamp}`);
    await page.getByTestId('voucher-nameEn').fill(`Test voucher ${stamp}`);
    await page.getByTestId('voucher-validityDays').fill('180');
    await page.getByTestId('voucher-price-0-priceCode').fill(`T${stamp}`.slice(0, 20));
    await page.getByTestId('voucher-price-0-nameHe').fill('150 ₪');
    await page.getByTestId('voucher-price-0-nameEn').fill('₪150');
    await page.getByTestId('voucher-price-0-price').fill('140');
    await page.getByTestId('voucher-price-0-value').fill('150');
    await page.getByTestId('voucher-save').click();
    await page.getByTestId('voucher-saved').waitFor();
    expect(await onSale()).toContain(`שובר בדיקה ${stamp}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Retired from the same form: off the vouchers page at once.
    await page.getByTestId('voucher-isActive').uncheck();
    await page.getByTestId('voucher-save').click();
    await page.getByTestId('voucher-saved').waitFor();
    await expect.poll(onSale).not.toContain(`שובר בדיקה ${stamp}`);

    // A product, sold nowhere yet (the demo's checkouts stay as they are).
    await page.getByTestId('manage-section-products').click();
    await page.getByTestId('product-form').waitFor();
    await page.getByTestId('product-nameHe').fill(`מוצר בדיקה ${stamp}`);
    await page.getByTestId('product-nameEn').fill(`Test product ${stamp}`);
    await page.getByTestId('product-category').fill('snack');
    await page.getByTestId('product-price').fill('12.5');
    await page.getByTestId('product-save').click();
    await page.getByTestId('product-saved').waitFor();
    const { products } = await staffGet<{ products: Array<{ nameEn: string; priceAgorot: number; locationIds: number[] }> }>(
      context,
      baseUrl,
      `/manage/businesses/${cinema}/products`,
    );
    expect(products.find((p) => p.nameEn === `Test product ${stamp}`)).toMatchObject({ priceAgorot: 1250, locationIds: [] });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    for (const section of ['products', 'vouchers']) {
      await page.goto(`${baseUrl}/kupa-live/manage/${section}?business=${cinema}&lang=en`);
      await page.getByTestId(section === 'products' ? 'product-list' : 'voucher-class-list').waitFor();
      expect(await page.getAttribute('html', 'dir')).toBe('ltr');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  it('a manager adds a donation choice and a membership type, in Hebrew; the memberships, donations and agents screens pass axe in he and en', async () => {
    const { page, context, problems } = await newPage(browser);
    const session: StaffSession = await loginContext(context, baseUrl, 'manager');
    const cinema = session.businesses[0]?.BusinessId ?? 0;
    const code = `E${stamp}`.slice(0, 20);
    const offered = async () => {
      const res = await context.request.get(`${baseUrl}/api/donations?businessId=${cinema}&lang=en`);
      return ((await res.json()) as { donations: Array<{ name: string }> }).donations.map((d) => d.name);
    };

    await page.goto(`${baseUrl}/kupa-live/manage/donations?business=${cinema}`);
    await page.getByTestId('donation-form').waitFor();
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await page.getByTestId('donation-code').fill(code);
    await page.getByTestId('donation-nameHe').fill(`תרומת בדיקה ${stamp}`);
    await page.getByTestId('donation-nameEn').fill(`Test donation ${stamp}`);
    await page.getByTestId('donation-amounts').fill('18, 36');
    await page.getByTestId('donation-save').click();
    await page.getByTestId('donation-saved').waitFor();
    expect(await offered()).toContain(`Test donation ${stamp}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByTestId('manage-section-memberships').click();
    await page.getByTestId('membership-form').waitFor();
    await page.getByTestId('membership-code').fill(code);
    await page.getByTestId('membership-nameHe').fill(`מנוי בדיקה ${stamp}`);
    await page.getByTestId('membership-nameEn').fill(`Test membership ${stamp}`);
    await page.getByTestId('membership-price-0-priceCode').fill('YEAR');
    await page.getByTestId('membership-price-0-nameHe').fill('שנתי');
    await page.getByTestId('membership-price-0-nameEn').fill('Yearly');
    await page.getByTestId('membership-price-0-price').fill('480');
    await page.getByTestId('membership-save').click();
    await page.getByTestId('membership-saved').waitFor();
    const { memberships } = await staffGet<{ memberships: Array<{ code: string; prices: Array<{ priceAgorot: number }> }> }>(
      context,
      baseUrl,
      `/manage/businesses/${cinema}/memberships`,
    );
    expect(memberships.find((m) => m.code === code)?.prices).toEqual([expect.objectContaining({ priceAgorot: 48000 })]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    for (const [section, list] of [
      ['memberships', 'membership-list'],
      ['donations', 'donation-list'],
      ['agents', 'agent-list'],
    ] as const) {
      for (const lang of ['he', 'en']) {
        await page.goto(`${baseUrl}/kupa-live/manage/${section}?business=${cinema}&lang=${lang}`);
        await page.getByTestId(list).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe(lang === 'he' ? 'rtl' : 'ltr');
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      }
    }
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
