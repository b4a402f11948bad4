import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const baseUrl = inject('baseUrl');

/**
 * The first capture of `pattern` in the newest message sent to a recipient (mobile number or e-mail address) after an
 * instant, read from the sandbox outbox; polled until it arrives.
 */
async function fromOutbox(recipient: string, after: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl}/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
      const { messages } = (await res.json()) as { messages: { body: string; created_at: string }[] };
      const latest = messages.find((m) => m.created_at >= after && pattern.test(m.body));
      found = latest ? pattern.exec(latest.body)?.[1] : undefined;
      return found;
    })
    .toBeDefined();
  return found ?? '';
}

/** The newest six-digit login code sent to a mobile number (or e-mail address) after an instant. */
export const codeSentTo = (recipient: string, after: string) => fromOutbox(recipient, after, /\b(\d{6})\b/);

/** An instant a little before now: messages from it on are the ones this step caused. */
const justBefore = () => new Date(Date.now() - 5000).toISOString();

/** The customer area's login form by mobile number: the number, then the code the SMS carried. */
export async function logInByPhone(page: Page, mobile: string): Promise<void> {
  const sentAfter = justBefore();
  await page.getByTestId('customer-login-value').fill(mobile);
  await page.getByTestId('customer-login-submit').click();
  await page.getByTestId('customer-login-code-sent').waitFor();
  await page.getByTestId('customer-login-code').fill(await codeSentTo(mobile, sentAfter));
  await page.getByTestId('customer-login-submit').click();
  await page.getByTestId('customer-area').waitFor();
}

/**
 * Logs the page's browser in by SMS code through the API, as a newcomer would at checkout (the code sent even with
 * no account yet: sendSmsRegardlessOfCustomerExistence), for the business of `presentationId` when given.
 */
export async function logInAsNewcomer(page: Page, mobile: string, presentationId?: number): Promise<void> {
  const after = justBefore();
  const post = (url: string, body: object) =>
    page.evaluate(
      async ([u, b]) =>
        (await fetch(u, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status,
      [url, body] as const,
    );
  const request = { mobileNumber: mobile, sendSmsRegardlessOfCustomerExistence: true, ...(presentationId ? { presentationId } : {}) };
  expect(await post('/api/customer/mobile-login', request)).toBe(200);
  const smsCode = await codeSentTo(mobile, after);
  expect(await post('/api/customer/mobile-login-validation-area', { mobileNumber: mobile, smsCode })).toBe(200);
}

/** A login link sent on request to a mobile number (POST /api/customer/login-link), read from the sandbox outbox. */
export async function linkSentTo(mobile: string): Promise<string> {
  const after = justBefore();
  const res = await fetch(`${baseUrl}/api/customer/login-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileNumber: mobile }),
  });
  expect(res.status).toBe(200);
  return fromOutbox(mobile, after, /\/customer\/([A-Za-z0-9_-]{40,})/);
}
