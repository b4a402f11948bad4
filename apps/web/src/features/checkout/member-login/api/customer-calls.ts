import type { CustomerInfoView } from '@kupa/contracts';
import { apiSend } from '../../../../lib/api/api-client';
import { unexpectedAnswer } from '../../../../lib/api/answer-shape';
import { readCustomerInfo } from './customer-answer';

/** POST /api/customer/mobile-login: texts a one-time code to the customer's mobile number (spec 7). */
export async function sendLoginCode(mobileNumber: string, recaptchaToken?: string): Promise<void> {
  await apiSend('POST', '/customer/mobile-login', recaptchaToken ? { mobileNumber, recaptchaToken } : { mobileNumber });
}

/** POST /api/customer/mobile-login-validation-area: the code from the text message logs the customer in. */
export async function verifyLoginCode(mobileNumber: string, smsCode: string): Promise<CustomerInfoView> {
  const customer = readCustomerInfo(await apiSend('POST', '/customer/mobile-login-validation-area', { smsCode, mobileNumber }));
  if (!customer) throw unexpectedAnswer('login');
  return customer;
}

/** POST /api/customer/refresh: the logged-in customer with members and saved cards, or null. */
export async function refreshCustomer(): Promise<CustomerInfoView | null> {
  return readCustomerInfo(await apiSend('POST', '/customer/refresh', {}));
}

/** POST /api/customer/logout. */
export async function logoutCustomer(): Promise<void> {
  await apiSend('POST', '/customer/logout', {});
}
