import { normaliseIsraeliMobile } from '@kupa/domain';

/** The mobile number field of the send-tickets form, read before anything is sent. */
export type MobileNumberInput = { kind: 'ok'; mobileNumber: string } | { kind: 'empty' } | { kind: 'invalid' };

/** Applies the domain's Israeli mobile rules (05XXXXXXXX, +972 / 972 prefixes, spaces and dashes) to what was typed. */
export function readMobileNumberInput(typed: string): MobileNumberInput {
  if (typed.trim() === '') return { kind: 'empty' };
  const mobileNumber = normaliseIsraeliMobile(typed);
  return mobileNumber === null ? { kind: 'invalid' } : { kind: 'ok', mobileNumber };
}
