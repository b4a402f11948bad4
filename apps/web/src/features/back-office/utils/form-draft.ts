import type { FormField, FormSettings } from '@kupa/contracts';

/** A field shown or hidden; a hidden field is never required. */
export function withIncluded(form: FormSettings, field: FormField, isIncluded: boolean): FormSettings {
  const rule = form.fields[field];
  return { ...form, fields: { ...form.fields, [field]: { isIncluded, isRequired: isIncluded && rule.isRequired } } };
}

/** A field required or optional; a required field is shown. */
export function withRequired(form: FormSettings, field: FormField, isRequired: boolean): FormSettings {
  const rule = form.fields[field];
  return { ...form, fields: { ...form.fields, [field]: { isIncluded: rule.isIncluded || isRequired, isRequired } } };
}

export type FormFlag = Exclude<keyof FormSettings, 'fields' | 'additionalTerms'>;

export const FORM_FLAGS: readonly FormFlag[] = [
  'isSSNRequired',
  'isDefaultMailingAllowed',
  'isMailingAllowedExcluded',
  'isVoucherPaymentEnabled',
  'isVerifyMobileNumber',
  'isTermsConfirmed',
];
