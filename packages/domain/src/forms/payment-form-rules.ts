import {
  isCardExpired,
  isValidCardNumber,
  isValidNumberOfPayments,
  MAX_NUMBER_OF_PAYMENTS,
  normaliseCardNumber,
  normaliseExpiry,
} from '../payment/card-rules';
import { checkIsraeliId, fieldRule, filledText } from './customer-form-rules';
import type { CustomerFormConfig, FieldError, PaymentFormValues } from './form-types';

const CARD_NUMBER_MIN_LENGTH = 12;
const CARD_NUMBER_MAX_LENGTH = 19;

/** Reads "MM/YY", "MM/YYYY", "MMYY" or "MM-YY" into a month and a four-digit year; undefined when it is none of them. */
export function parseCardExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  if (match[1]?.length === 1 && !text.includes('/') && !text.includes('-')) return undefined;
  return normaliseExpiry(Number(match[1]), Number(match[2]));
}

function checkCardNumber(text: string): FieldError | undefined {
  const digits = normaliseCardNumber(text);
  if (digits === undefined) return { field: 'creditCardNumber', rule: 'digitsOnly' };
  if (digits.length < CARD_NUMBER_MIN_LENGTH) return { field: 'creditCardNumber', rule: 'minLength', min: CARD_NUMBER_MIN_LENGTH };
  if (digits.length > CARD_NUMBER_MAX_LENGTH) return { field: 'creditCardNumber', rule: 'maxLength', max: CARD_NUMBER_MAX_LENGTH };
  return isValidCardNumber(digits) ? undefined : { field: 'creditCardNumber', rule: 'invalid' };
}

function checkExpiry(text: string, now: Date): FieldError | undefined {
  const expiry = parseCardExpiry(text);
  if (!expiry || isCardExpired(expiry.month, expiry.year, now)) return { field: 'creditCardExpDate', rule: 'invalid' };
  return undefined;
}

function checkCvv(text: string): FieldError | undefined {
  if (!/^\d+$/.test(text)) return { field: 'creditCardCVV', rule: 'digitsOnly' };
  if (text.length < 3) return { field: 'creditCardCVV', rule: 'minLength', min: 3 };
  if (text.length > 4) return { field: 'creditCardCVV', rule: 'maxLength', max: 4 };
  return undefined;
}

/**
 * Checks a new card in the payment dialog (spec 5 "Forms": number, expiry and CVV are checked). The number (Luhn and
 * a card's length), the expiry (MM/YY, not before this month at `now`) and the CVV (3-4 digits) are always required:
 * a card cannot be charged without them. The card holder's ID follows the configuration (creditCardSSN), and the
 * number of instalments, when given, must be 1..maxNumberOfPayments. A saved card (magCardId) needs no call.
 */
export function validatePaymentFields(config: CustomerFormConfig, values: PaymentFormValues, now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const push = (error: FieldError | undefined): void => {
    if (error) errors.push(error);
  };
  const number = filledText(values.creditCardNumber);
  const expiry = filledText(values.creditCardExpDate);
  const cvv = filledText(values.creditCardCVV);
  push(number === '' ? { field: 'creditCardNumber', rule: 'required' } : checkCardNumber(number));
  push(expiry === '' ? { field: 'creditCardExpDate', rule: 'required' } : checkExpiry(expiry, now));
  push(cvv === '' ? { field: 'creditCardCVV', rule: 'required' } : checkCvv(cvv));

  const holderRule = fieldRule(config, 'creditCardSSN');
  const holderId = filledText(values.creditCardSSN);
  if (holderRule.isIncluded) {
    if (holderId === '') push(holderRule.isRequired ? { field: 'creditCardSSN', rule: 'required' } : undefined);
    else push(checkIsraeliId('creditCardSSN', holderId));
  }

  const payments = values.numberOfPayments;
  if (payments !== null && payments !== undefined) {
    const max = Math.min(config.maxNumberOfPayments ?? MAX_NUMBER_OF_PAYMENTS, MAX_NUMBER_OF_PAYMENTS);
    if (!isValidNumberOfPayments(payments) || payments > max) push({ field: 'numberOfPayments', rule: 'invalid', min: 1, max });
  }
  return errors;
}
