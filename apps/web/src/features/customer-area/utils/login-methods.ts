import { isValidIsraeliId, normaliseIsraeliMobile } from '@kupa/domain';
import type { CustomerInfoView } from '@kupa/contracts';
import type { CheckoutPageMessageKey } from '../../../i18n/checkout/en';
import { sendNumberCode, sendPhoneCode, verifyNumberCode, verifyPhoneCode, type SentCode } from '../api/login-calls';

/** The login methods of spec 6; which a tenant offers is its setting ("byPhone" is the default). */
export type LoginMethodId = 'byPhone' | 'byEmail' | 'byId' | 'byReservation' | 'byMember';

/** A method that identifies the customer by one value, then proves it with a one-time code. */
export interface CodeLoginMethod {
  id: LoginMethodId;
  /** The chooser's label and the field's label. */
  label: CheckoutPageMessageKey;
  fieldLabel: CheckoutPageMessageKey;
  intro: CheckoutPageMessageKey;
  input: { type: 'tel' | 'text'; inputMode: 'tel' | 'numeric' | 'text'; autoComplete: string; maxLength: number };
  /** The value as the server wants it, or the message key saying what is wrong. */
  check(value: string): { value: string } | { error: CheckoutPageMessageKey };
  send(value: string, recaptchaToken?: string): Promise<SentCode>;
  verify(sent: SentCode, code: string): Promise<CustomerInfoView>;
}

export const PHONE_LOGIN: CodeLoginMethod = {
  id: 'byPhone',
  label: 'customerArea.method.byPhone',
  fieldLabel: 'login.mobile',
  intro: 'login.intro',
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 20 },
  check(value) {
    const mobile = normaliseIsraeliMobile(value);
    return mobile ? { value: mobile } : { error: 'login.mobileInvalid' };
  },
  send: sendPhoneCode,
  verify: verifyPhoneCode,
};

const NUMBER_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'off', maxLength: 12 } as const;

/** byId: an Israeli ID number, its check digit checked here and on the server. */
export const ID_LOGIN: CodeLoginMethod = {
  id: 'byId',
  label: 'customerArea.method.byId',
  fieldLabel: 'customerArea.field.ssn',
  intro: 'customerArea.intro.byNumber',
  input: NUMBER_INPUT,
  check(value) {
    const digits = value.replace(/[\s-]/g, '');
    return isValidIsraeliId(digits) ? { value: digits.padStart(9, '0') } : { error: 'customerArea.invalid.ssn' };
  },
  send: (value, recaptchaToken) => sendNumberCode('ssn', value, recaptchaToken),
  verify: verifyNumberCode,
};

/** byReservation: the order's number from the confirmation (e.g. KPA-2345). */
export const RESERVATION_LOGIN: CodeLoginMethod = {
  id: 'byReservation',
  label: 'customerArea.method.byReservation',
  fieldLabel: 'customerArea.field.reservation',
  intro: 'customerArea.intro.byNumber',
  input: { type: 'text', inputMode: 'text', autoComplete: 'off', maxLength: 40 },
  check(value) {
    const trimmed = value.trim().toUpperCase();
    return /^[A-Z0-9-]{3,40}$/.test(trimmed) ? { value: trimmed } : { error: 'customerArea.invalid.reservation' };
  },
  send: (value, recaptchaToken) => sendNumberCode('reservation', value, recaptchaToken),
  verify: verifyNumberCode,
};

/** byMember: the member number on the membership card (e.g. M100001). */
export const MEMBER_LOGIN: CodeLoginMethod = {
  id: 'byMember',
  label: 'customerArea.method.byMember',
  fieldLabel: 'customerArea.field.member',
  intro: 'customerArea.intro.byNumber',
  input: { type: 'text', inputMode: 'text', autoComplete: 'off', maxLength: 40 },
  check(value) {
    const trimmed = value.trim().toUpperCase();
    return /^[A-Z0-9-]{2,40}$/.test(trimmed) ? { value: trimmed } : { error: 'customerArea.invalid.member' };
  },
  send: (value, recaptchaToken) => sendNumberCode('member', value, recaptchaToken),
  verify: verifyNumberCode,
};

/** The code-based methods by id (byEmail has its own form). */
export const CODE_LOGIN_METHODS: Partial<Record<LoginMethodId, CodeLoginMethod>> = {
  byPhone: PHONE_LOGIN,
  byId: ID_LOGIN,
  byReservation: RESERVATION_LOGIN,
  byMember: MEMBER_LOGIN,
};

export const LOGIN_METHOD_IDS: readonly LoginMethodId[] = ['byPhone', 'byEmail', 'byId', 'byReservation', 'byMember'];
