import { describe, expect, it } from 'vitest';
import { paymentFormValuesOf } from './customer-info-values';
import type { CustomerFormConfig, PaymentFormValues } from './form-types';
import { parseCardExpiry, validatePaymentFields } from './payment-form-rules';

const NOW = new Date('2025-06-15T09:00:00Z');
const VISA = '4580 0000 0000 0000';
const GOOD: PaymentFormValues = { creditCardNumber: VISA, creditCardExpDate: '12/27', creditCardCVV: '123' };
const BASE: CustomerFormConfig = { fields: {}, isSSNRequired: false, isVerifyMobileNumber: false, isTermsConfirmed: false };

function errorsOf(values: PaymentFormValues, cfg: CustomerFormConfig = BASE) {
  return validatePaymentFields(cfg, values, NOW);
}

describe('validatePaymentFields', () => {
  it('accepts a good card', () => {
    expect(errorsOf(GOOD)).toEqual([]);
  });

  it('always requires number, expiry and CVV', () => {
    expect(errorsOf({})).toEqual([
      { field: 'creditCardNumber', rule: 'required' },
      { field: 'creditCardExpDate', rule: 'required' },
      { field: 'creditCardCVV', rule: 'required' },
    ]);
  });

  it('checks the card number: digits, length, Luhn', () => {
    expect(errorsOf({ ...GOOD, creditCardNumber: '4580-0000-0000-000x' })).toEqual([{ field: 'creditCardNumber', rule: 'digitsOnly' }]);
    expect(errorsOf({ ...GOOD, creditCardNumber: '45800000' })).toEqual([{ field: 'creditCardNumber', rule: 'minLength', min: 12 }]);
    expect(errorsOf({ ...GOOD, creditCardNumber: '4'.repeat(20) })).toEqual([{ field: 'creditCardNumber', rule: 'maxLength', max: 19 }]);
    expect(errorsOf({ ...GOOD, creditCardNumber: '4580000000000001' })).toEqual([{ field: 'creditCardNumber', rule: 'invalid' }]);
  });

  it('refuses an expired or malformed expiry and accepts this month', () => {
    expect(errorsOf({ ...GOOD, creditCardExpDate: '06/25' })).toEqual([]);
    for (const bad of ['05/25', '13/27', '00/27', 'ab/cd', '1227x', '']) {
      const expected = bad === '' ? 'required' : 'invalid';
      expect(errorsOf({ ...GOOD, creditCardExpDate: bad }), bad).toEqual([{ field: 'creditCardExpDate', rule: expected }]);
    }
  });

  it('checks the CVV: 3 or 4 digits', () => {
    expect(errorsOf({ ...GOOD, creditCardCVV: '1234' })).toEqual([]);
    expect(errorsOf({ ...GOOD, creditCardCVV: '12' })).toEqual([{ field: 'creditCardCVV', rule: 'minLength', min: 3 }]);
    expect(errorsOf({ ...GOOD, creditCardCVV: '12345' })).toEqual([{ field: 'creditCardCVV', rule: 'maxLength', max: 4 }]);
    expect(errorsOf({ ...GOOD, creditCardCVV: '12a' })).toEqual([{ field: 'creditCardCVV', rule: 'digitsOnly' }]);
  });

  it('checks the card holder ID when the form includes it', () => {
    const cfg: CustomerFormConfig = { ...BASE, fields: { creditCardSSN: { isIncluded: true, isRequired: true } } };
    expect(errorsOf(GOOD, cfg)).toEqual([{ field: 'creditCardSSN', rule: 'required' }]);
    expect(errorsOf({ ...GOOD, creditCardSSN: '000000019' }, cfg)).toEqual([{ field: 'creditCardSSN', rule: 'invalid' }]);
    expect(errorsOf({ ...GOOD, creditCardSSN: '000000018' }, cfg)).toEqual([]);
    expect(errorsOf({ ...GOOD, creditCardSSN: '000000019' })).toEqual([]);
  });

  it('keeps instalments within 1..maxNumberOfPayments', () => {
    const cfg: CustomerFormConfig = { ...BASE, maxNumberOfPayments: 3 };
    expect(errorsOf({ ...GOOD, numberOfPayments: 3 }, cfg)).toEqual([]);
    expect(errorsOf({ ...GOOD, numberOfPayments: 4 }, cfg)).toEqual([{ field: 'numberOfPayments', rule: 'invalid', min: 1, max: 3 }]);
    expect(errorsOf({ ...GOOD, numberOfPayments: 0 })).toEqual([{ field: 'numberOfPayments', rule: 'invalid', min: 1, max: 12 }]);
    expect(errorsOf({ ...GOOD, numberOfPayments: 12 })).toEqual([]);
  });

  it('maps the cart card fields', () => {
    expect(paymentFormValuesOf({ creditCardNumber: VISA, creditCardExpDate: '12/27', creditCardCVV: '123' }, 2)).toEqual({
      ...GOOD,
      numberOfPayments: 2,
    });
  });
});

describe('parseCardExpiry', () => {
  it('reads the usual spellings', () => {
    expect(parseCardExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseCardExpiry('1/27')).toEqual({ month: 1, year: 2027 });
    expect(parseCardExpiry('0127')).toEqual({ month: 1, year: 2027 });
    expect(parseCardExpiry('01/2027')).toEqual({ month: 1, year: 2027 });
    expect(parseCardExpiry('127')).toBeUndefined();
    expect(parseCardExpiry('13/27')).toBeUndefined();
  });
});
