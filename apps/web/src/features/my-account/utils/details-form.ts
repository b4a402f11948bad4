import type { CustomerDetails, CustomerDetailsUpdate } from '@kupa/contracts';
import { isEmailAddress, normaliseIsraeliMobile } from '@kupa/domain';
import type { CheckoutPageMessageKey } from '../../../i18n/checkout/en';

/** The editable details as the form holds them: texts (empty for none) and the two consents. */
export interface DetailsValues {
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  city: string;
  dateOfBirth: string;
  isEmailAllowed: boolean;
  isSmsAllowed: boolean;
}

export type DetailsTextField = 'firstName' | 'lastName' | 'email' | 'address' | 'city' | 'dateOfBirth';
export type DetailsErrors = Partial<Record<DetailsTextField, { id: CheckoutPageMessageKey }>>;

export function detailsValuesOf(d: CustomerDetails): DetailsValues {
  return {
    firstName: d.firstName ?? '',
    lastName: d.lastName ?? '',
    email: d.email ?? '',
    address: d.address ?? '',
    city: d.city ?? '',
    dateOfBirth: d.dateOfBirth ?? '',
    isEmailAllowed: d.isEmailAllowed,
    isSmsAllowed: d.isSmsAllowed,
  };
}

/** The same rules as the server: a well-formed e-mail when given, and a date of birth not after today ("YYYY-MM-DD"). */
export function validateDetails(values: DetailsValues, today: string): DetailsErrors {
  const errors: DetailsErrors = {};
  const email = values.email.trim();
  if (email !== '' && !isEmailAddress(email)) errors.email = { id: 'myAccount.details.invalid.email' };
  if (values.dateOfBirth !== '' && !(/^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth) && values.dateOfBirth <= today))
    errors.dateOfBirth = { id: 'myAccount.details.invalid.dateOfBirth' };
  return errors;
}

/** The update to send: every field, trimmed; an empty text clears it. */
export function detailsUpdateOf(values: DetailsValues): CustomerDetailsUpdate {
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    email: text(values.email),
    address: text(values.address),
    city: text(values.city),
    dateOfBirth: values.dateOfBirth === '' ? null : values.dateOfBirth,
    isEmailAllowed: values.isEmailAllowed,
    isSmsAllowed: values.isSmsAllowed,
  };
}

/** An Israeli mobile number ("05XXXXXXXX") or null, for the mobile change (spec 5). */
export function israeliMobileOrNull(text: string): string | null {
  return normaliseIsraeliMobile(text.trim());
}

/** A one-time code: six digits. */
export function isSixDigitCode(text: string): boolean {
  return /^\d{6}$/.test(text.trim());
}
