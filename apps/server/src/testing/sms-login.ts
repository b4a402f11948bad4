import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema';

/** The customer session cookie an answer sets ("name=value"), to send back as the `cookie` header. */
export const sessionCookieOf = (res: LightMyRequestResponse): string => String(res.headers['set-cookie']).split(';')[0] ?? '';

/**
 * Test support: logs in by SMS code as the owner of a mobile number would — asks for the code (for the business of
 * `presentationId`), reads it from the SMS in the outbox table, sends it back — and answers the session cookie.
 */
export async function smsLoginCookie(app: FastifyInstance, db: Kysely<Database>, mobile: string, presentationId: number): Promise<string> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/customer/mobile-login?lang=en',
    payload: { mobileNumber: mobile, sendSmsRegardlessOfCustomerExistence: true, presentationId },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const sms = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', mobile)
    .where('template', '=', 'login-code')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /\b(\d{6})\b/.exec(sms.body)?.[1] ?? '';
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/mobile-login-validation-area?lang=en',
    payload: { mobileNumber: mobile, smsCode: code },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookieOf(res);
}
