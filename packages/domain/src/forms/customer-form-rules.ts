import { isValidIsraeliId } from '../israeli-id';
import { normaliseIsraeliMobile } from '../mobile-number';
import { localDateOf } from '../time-zone';
import type { CustomerFormConfig, CustomerFormField, CustomerFormValues, FieldError, FormFieldRule } from './form-types';

/** Names: 2 to 60 characters (spec 5). */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
/** An e-mail address is at most 254 characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
const ADDRESS_MAX_LENGTH = 120;
const CITY_MAX_LENGTH = 60;

// Letters of the four scripts customers write names in, plus space, hyphen and apostrophes (' ’ and the Hebrew geresh).
const NAME_CHARACTERS = /^[\p{Script=Hebrew}\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Arabic} '’-]+$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT_OR_SYMBOL = /[\p{N}\p{S}]/u;
const EMAIL_SHAPE = /^[^\s@"<>,;:()[\]\\]+@[^\s@"<>,;:()[\]\\]+\.[^\s@"<>,;:()[\]\\.]{2,}$/u;

/** The trimmed text of a value, or '' when it is not filled. */
export function filledText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/** How a field applies: not shown fields are never checked; a missing rule means not included. */
export function fieldRule(config: CustomerFormConfig, field: CustomerFormField): FormFieldRule {
  return config.fields[field] ?? { isIncluded: false, isRequired: false };
}

/** A name in Hebrew, Latin, Cyrillic or Arabic letters (with spaces, hyphens and apostrophes), 2 to 60 characters. */
export function checkName(field: CustomerFormField, text: string): FieldError | undefined {
  if (!NAME_CHARACTERS.test(text) || !HAS_LETTER.test(text) || HAS_DIGIT_OR_SYMBOL.test(text)) return { field, rule: 'lettersOnly' };
  const length = [...text].length;
  if (length < NAME_MIN_LENGTH) return { field, rule: 'minLength', min: NAME_MIN_LENGTH };
  if (length > NAME_MAX_LENGTH) return { field, rule: 'maxLength', max: NAME_MAX_LENGTH };
  return undefined;
}

/** An Israeli ID number: digits only, then the check digit. */
export function checkIsraeliId(field: CustomerFormField, text: string): FieldError | undefined {
  if (!/^\d+$/.test(text)) return { field, rule: 'digitsOnly' };
  if (text.length > 9) return { field, rule: 'maxLength', max: 9 };
  return isValidIsraeliId(text) ? undefined : { field, rule: 'invalid' };
}

/** A plausible e-mail address (one @, a dotted domain, no spaces), at most 254 characters. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(text);
}

function checkEmail(text: string): FieldError | undefined {
  if (text.length > EMAIL_MAX_LENGTH) return { field: 'email', rule: 'maxLength', max: EMAIL_MAX_LENGTH };
  return isEmailAddress(text) ? undefined : { field: 'email', rule: 'email' };
}

function checkPostalCode(text: string): FieldError | undefined {
  if (!/^\d+$/.test(text)) return { field: 'postalCode', rule: 'digitsOnly' };
  return text.length === 5 || text.length === 7 ? undefined : { field: 'postalCode', rule: 'invalid', min: 5, max: 7 };
}

/** A real calendar date (YYYY-MM-DD) before today in Israel, and not before 1900. */
function checkDateOfBirth(text: string, now: Date): FieldError | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { field: 'dateOfBirth', rule: 'invalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isCalendarDate || year < 1900 || text >= localDateOf(now)) return { field: 'dateOfBirth', rule: 'invalid' };
  return undefined;
}

function checkLocation(value: number | string): FieldError | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? undefined : { field: 'location', rule: 'invalid' };
}

function checkMaxLength(field: CustomerFormField, text: string, max: number): FieldError | undefined {
  return [...text].length > max ? { field, rule: 'maxLength', max } : undefined;
}

/** A verification copy: required when the form shows it and the original is filled, and equal to it. */
function checkVerifyCopy(
  field: CustomerFormField,
  rule: FormFieldRule,
  copy: string,
  original: string,
  same: (a: string, b: string) => boolean,
): FieldError | undefined {
  if (copy === '') return rule.isRequired || original !== '' ? { field, rule: 'required' } : undefined;
  return same(copy, original) ? undefined : { field, rule: 'mismatch' };
}

function sameMobile(a: string, b: string): boolean {
  const left = normaliseIsraeliMobile(a) ?? a;
  const right = normaliseIsraeliMobile(b) ?? b;
  return left === right;
}

function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * Checks the customer details against the form configuration (spec 5 "Forms"): fields the form does not include are
 * ignored; included fields are required when the configuration says so; filled fields must have the right shape.
 * The ID number is included and required when isSSNRequired; the mobile verification copy when isVerifyMobileNumber;
 * terms acceptance when isTermsConfirmed. Returns at most one error per field, in form order; [] means valid.
 * `now` decides what "in the past" means for the date of birth.
 */
export function validateCustomerForm(config: CustomerFormConfig, values: CustomerFormValues, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const ruleOf = (field: CustomerFormField): FormFieldRule => {
    const rule = fieldRule(config, field);
    if (field === 'ssn' && config.isSSNRequired) return { isIncluded: true, isRequired: true };
    if (field === 'verifyMobileNumber' && config.isVerifyMobileNumber) return { isIncluded: true, isRequired: rule.isRequired };
    if (field === 'terms' && config.isTermsConfirmed) return { isIncluded: true, isRequired: true };
    return rule;
  };
  const check = (field: CustomerFormField, text: string, shape: () => FieldError | undefined): void => {
    const rule = ruleOf(field);
    if (!rule.isIncluded) return;
    if (text === '') {
      if (rule.isRequired) errors.push({ field, rule: 'required' });
      return;
    }
    const error = shape();
    if (error) errors.push(error);
  };

  const firstName = filledText(values.firstName);
  const lastName = filledText(values.lastName);
  const ssn = filledText(values.ssn);
  const email = filledText(values.email);
  const mobile = filledText(values.mobileNumber);
  const postalCode = filledText(values.postalCode);
  const dateOfBirth = filledText(values.dateOfBirth);
  const location = filledText(values.location);

  check('firstName', firstName, () => checkName('firstName', firstName));
  check('lastName', lastName, () => checkName('lastName', lastName));
  check('ssn', ssn, () => checkIsraeliId('ssn', ssn));
  check('email', email, () => checkEmail(email));
  check('mobileNumber', mobile, () => (normaliseIsraeliMobile(mobile) === null ? { field: 'mobileNumber', rule: 'invalid' } : undefined));
  for (const [field, copy, original, same] of [
    ['verifyMobileNumber', filledText(values.verifyMobileNumber), mobile, sameMobile],
    ['verifyEmailAddress', filledText(values.verifyEmailAddress), email, sameEmail],
  ] as const) {
    const rule = ruleOf(field);
    if (!rule.isIncluded) continue;
    const error = checkVerifyCopy(field, rule, copy, original, same);
    if (error) errors.push(error);
  }
  const address1 = filledText(values.address1);
  const address2 = filledText(values.address2);
  const city = filledText(values.city);
  check('address1', address1, () => checkMaxLength('address1', address1, ADDRESS_MAX_LENGTH));
  check('address2', address2, () => checkMaxLength('address2', address2, ADDRESS_MAX_LENGTH));
  check('city', city, () => checkMaxLength('city', city, CITY_MAX_LENGTH));
  check('postalCode', postalCode, () => checkPostalCode(postalCode));
  check('dateOfBirth', dateOfBirth, () => checkDateOfBirth(dateOfBirth, now));
  check('location', location, () => checkLocation(location));

  const terms = ruleOf('terms');
  if (terms.isIncluded && terms.isRequired && values.terms !== true) errors.push({ field: 'terms', rule: 'required' });
  return errors;
}
