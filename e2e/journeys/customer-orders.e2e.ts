import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousAccessibilityViolations } from '../support/browser';
import { logInAsNewcomer, logInByPhone } from '../support/customer-login';
import { checkoutSlots, EXPECTED_CHECKOUT_REFUSAL, payByCard, toPayment, type CheckoutPresentation } from './checkout-journey-support';
import { openSeatPage, seat, seatState, unexpected } from './seat-journey-support';

const baseUrl = inject('baseUrl');
/** Mobile numbers no other journey uses (one per language), so the per-number code limit is this file's alone. */
const MOBILE = { he: '0509876501', en: '0509876502' } as const;

/** "₪60.00" / "‏60.00 ‏₪" -> 60. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('my tickets and cancelling an order in real Chromium', () => {
  let browser: Browser;
  let showtime: () => CheckoutPresentation;
  beforeAll(async () => {
    browser = await launchBrowser();
    showtime = await checkoutSlots(baseUrl, 26, 2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['he', '', 'rtl', 'הכרטיסים שלי', 'מאושרת', 'בוטלה'],
    ['en', '?lang=en', 'ltr', 'My tickets', 'Confirmed', 'Cancelled'],
  ] as const)(
    'shows the order just bought, sends its tickets and cancels it: refund in the sandbox, seat free on another map (%s)',
    async (lang, query, dir, title, confirmed, cancelled) => {
      const mobile = MOBILE[lang];
      const p = showtime();
      // Buy one ticket by card, logged in by SMS code during the checkout.
      const { page, context, problems, keys } = await toPayment(browser, baseUrl, p, 1);
      await logInAsNewcomer(page, mobile, p.id);
      await payByCard(page, '4580000000000000');
      await page.getByTestId('confirmation').waitFor();
      const reservation = ((await page.getByTestId('confirmation-reservation-number').textContent()) ?? '').trim();
      const seatKey = keys[0] ?? '';

      // Log out, then in again through the customer area's own form, by the code read from the sandbox outbox.
      await page.evaluate(() =>
        fetch('/api/customer/logout', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      );
      await page.goto(`${baseUrl}/customer${query}`);
      await page.getByTestId('customer-login').waitFor();
      await logInByPhone(page, mobile);
      expect(await page.getAttribute('html', 'dir')).toBe(dir);
      await page.getByTestId('customer-area-tab-tickets').click();
      const order = page.locator(`[data-testid="my-order"][data-order="${reservation}"]`);
      await order.waitFor();
      expect(await page.getByTestId('my-orders').locator('h2').first().textContent()).toBe(title);
      expect(await order.getByTestId('order-state').textContent()).toBe(confirmed);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);

      // Send the tickets to a chosen mobile number.
      await order.getByTestId('toggle-send').click();
      await order.getByTestId('send-tickets-mobile').fill('0541239876');
      await order.getByTestId('send-tickets-submit').click();
      await order.getByTestId('send-tickets-success').waitFor();
      const texted = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=0541239876`);
      expect(JSON.stringify(await texted.json())).toContain('/edocument/');

      // A second buyer watches the showtime's seat map: the seat is taken.
      const watcher = await openSeatPage(browser, `${baseUrl}/order/${p.id}${query}`, lang);
      await seatState(watcher.page, seatKey, 'taken');

      // Cancel: the dialog shows the charge and the refund first.
      await order.getByTestId('cancel-order').click();
      const dialog = page.locator('[data-testid="cancel-order-dialog"][open]');
      await dialog.waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      const refund = amountOf(await dialog.getByTestId('cancel-to-card').textContent());
      expect(amountOf(await dialog.getByTestId('cancel-charge').textContent())).toBe(5);
      expect(refund).toBeGreaterThan(0);
      await dialog.getByTestId('cancel-confirm').click();
      await order.getByTestId('cancel-done').waitFor();
      await expect.poll(() => order.getByTestId('order-state').textContent()).toBe(cancelled);

      // The seat is free again on the other buyer's map, without a reload.
      await seatState(watcher.page, seatKey, 'available');
      expect(await seat(watcher.page, seatKey).getAttribute('data-state')).toBe('available');

      // The sandbox shows the refund on its own page.
      await page.goto(`${baseUrl}/sandbox/payments/refunds?lang=en`);
      const rows = await page.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(rows).toContain(`${refund.toFixed(2)} ILS`);

      expect(unexpected(problems).filter((m) => !EXPECTED_CHECKOUT_REFUSAL.test(m))).toEqual([]);
      expect(unexpected(watcher.problems)).toEqual([]);
      await watcher.context.close();
      await context.close();
    },
  );
});
