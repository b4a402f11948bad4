import type { CustomerInfoView } from '@kupa/contracts';
import { readCustomerInfo, sendLoginCode, verifyLoginCode } from '../../checkout';
import { isRecord, unexpectedAnswer } from '../../../lib/api/answer-shape';
import { apiGet, apiSend } from '../../../lib/api/api-client';

/** The body field of a captcha token: none when the site has no captcha. */
const captchaField = (recaptchaToken: string | undefined) => (recaptchaToken ? { recaptchaToken } : {});

/** Where a one-time code went: the handle that proves it later, and the channel to look in. */
export interface SentCode {
  /** What the code is checked against: the mobile number (byPhone) or the server's opaque login request. */
  handle: string;
  channel: 'sms' | 'email';
  /** Where it went as it may be shown: the mobile number typed, or the contact on file masked by the server. */
  sentTo: string;
}

/** byPhone: POST /api/customer/mobile-login texts a code to the mobile number (spec 7). */
export async function sendPhoneCode(mobileNumber: string, recaptchaToken?: string): Promise<SentCode> {
  await sendLoginCode(mobileNumber, recaptchaToken);
  return { handle: mobileNumber, channel: 'sms', sentTo: mobileNumber };
}

/** byPhone: POST /api/customer/mobile-login-validation-area logs the customer in with the code. */
export function verifyPhoneCode(sent: SentCode, code: string): Promise<CustomerInfoView> {
  return verifyLoginCode(sent.handle, code);
}

/** The numbers a login by number names (POST /api/customer/number-login). */
export type LoginNumberKind = 'ssn' | 'reservation' | 'member';

/**
 * A login by number: the server sends a code to the mobile number on file, else the e-mail address on file, and
 * answers an opaque login request, the channel and the address masked.
 */
export async function sendNumberCode(by: LoginNumberKind, value: string, recaptchaToken?: string): Promise<SentCode> {
  const body = await apiSend('POST', '/customer/number-login', { by, value, ...captchaField(recaptchaToken) });
  if (!isRecord(body) || typeof body.loginRequest !== 'string' || typeof body.sentTo !== 'string') throw unexpectedAnswer('login');
  return { handle: body.loginRequest, channel: body.channel === 'email' ? 'email' : 'sms', sentTo: body.sentTo };
}

/** The code of a login by number, checked against its login request. */
export async function verifyNumberCode(sent: SentCode, code: string): Promise<CustomerInfoView> {
  return customerOf(await apiSend('POST', '/customer/number-login-validation', { loginRequest: sent.handle, smsCode: code }));
}

/** POST /api/customer/login: e-mail and password (spec 7). */
export async function passwordLogin(email: string, password: string, recaptchaToken?: string): Promise<CustomerInfoView> {
  return customerOf(await apiSend('POST', '/customer/login', { email, password, ...captchaField(recaptchaToken) }));
}

/** POST /api/customer/token-login: redeems a login link once. */
export async function redeemLoginLink(token: string): Promise<CustomerInfoView> {
  return customerOf(await apiSend('POST', '/customer/token-login', { token }));
}

/** POST /api/customer/login-link: a new link to the contact on file, for a used or expired link or a mobile number. */
export async function requestLoginLink(
  from: { token: string } | { mobileNumber: string },
  recaptchaToken?: string,
): Promise<'sms' | 'email'> {
  const body = await apiSend('POST', '/customer/login-link', { ...from, ...captchaField(recaptchaToken) });
  return isRecord(body) && body.channel === 'email' ? 'email' : 'sms';
}

/** GET /api/customer/login-methods: the tenant's methods, the default first. */
export async function fetchLoginMethods(signal?: AbortSignal): Promise<string[]> {
  const body = await apiGet('/customer/login-methods', {}, signal);
  if (!isRecord(body) || !Array.isArray(body.methods)) throw unexpectedAnswer('login');
  return body.methods.filter((m): m is string => typeof m === 'string');
}

function customerOf(body: unknown): CustomerInfoView {
  const customer = readCustomerInfo(body);
  if (!customer) throw unexpectedAnswer('login');
  return customer;
}
