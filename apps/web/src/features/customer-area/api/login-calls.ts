import type { CustomerInfoView } from '@kupa/contracts';
import { sendLoginCode, verifyLoginCode } from '../../checkout';

/** Where a one-time code went: the handle that proves it later, and the channel to look in. */
export interface SentCode {
  /** What the code is checked against: the mobile number (byPhone) or the server's opaque login request. */
  handle: string;
  channel: 'sms' | 'email';
}

/** byPhone: POST /api/customer/mobile-login texts a code to the mobile number (spec 7). */
export async function sendPhoneCode(mobileNumber: string): Promise<SentCode> {
  await sendLoginCode(mobileNumber);
  return { handle: mobileNumber, channel: 'sms' };
}

/** byPhone: POST /api/customer/mobile-login-validation-area logs the customer in with the code. */
export function verifyPhoneCode(sent: SentCode, code: string): Promise<CustomerInfoView> {
  return verifyLoginCode(sent.handle, code);
}
