import { normaliseIsraeliMobile } from '@kupa/domain';
import type { CustomerInfoView } from '@kupa/contracts';
import type { CheckoutPageMessageKey } from '../../../i18n/checkout/en';
import { sendPhoneCode, verifyPhoneCode, type SentCode } from '../api/login-calls';

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
  send(value: string): Promise<SentCode>;
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

/** The code-based methods by id. */
export const CODE_LOGIN_METHODS: Partial<Record<LoginMethodId, CodeLoginMethod>> = { byPhone: PHONE_LOGIN };
