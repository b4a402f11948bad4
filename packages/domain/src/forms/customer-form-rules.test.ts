import { describe, expect, it } from 'vitest';
import { validateCustomerForm } from './customer-form-rules';
import { customerFormValuesOf } from './customer-info-values';
import type { CustomerFormConfig, CustomerFormField, CustomerFormValues, FormFieldRule } from './form-types';

const NOW = new Date('2025-06-15T09:00:00Z');
const OPTIONAL: FormFieldRule = { isIncluded: true, isRequired: false };
const REQUIRED: FormFieldRule = { isIncluded: true, isRequired: true };

function config(fields: Partial<Record<CustomerFormField, FormFieldRule>>, flags: Partial<CustomerFormConfig> = {}): CustomerFormConfig {
  return { fields, isSSNRequired: false, isVerifyMobileNumber: false, isTermsConfirmed: false, ...flags };
}

function errorsOf(cfg: CustomerFormConfig, values: CustomerFormValues) {
  return validateCustomerForm(cfg, values, NOW);
}

describe('validateCustomerForm: required and included', () => {
  it('requires a required field and accepts it once filled', () => {
    const cfg = config({ firstName: REQUIRED });
    expect(errorsOf(cfg, {})).toEqual([{ field: 'firstName', rule: 'required' }]);
    expect(errorsOf(cfg, { firstName: '   ' })).toEqual([{ field: 'firstName', rule: 'required' }]);
    expect(errorsOf(cfg, { firstName: 'Dana' })).toEqual([]);
  });

  it('leaves an optional empty field alone but checks it when filled', () => {
    const cfg = config({ email: OPTIONAL });
    expect(errorsOf(cfg, { email: '' })).toEqual([]);
    expect(errorsOf(cfg, { email: 'not-an-address' })).toEqual([{ field: 'email', rule: 'email' }]);
  });

  it('ignores fields the form does not include, even with bad values', () => {
    const cfg = config({ firstName: { isIncluded: false, isRequired: true } });
    expect(errorsOf(cfg, { firstName: '123', email: 'bad', mobileNumber: 'x', postalCode: 'abc' })).toEqual([]);
  });
});

describe('validateCustomerForm: names', () => {
  const cfg = config({ firstName: REQUIRED, lastName: REQUIRED });

  it.each(['Dana', 'דנה', 'Анна', 'مريم', "O'Brien", 'Ben-David', 'Mary Ann', 'ז׳קלין'])('accepts %s', (name) => {
    expect(errorsOf(cfg, { firstName: name, lastName: name })).toEqual([]);
  });

  it.each(['Dana1', 'R2D2', 'a@b', 'Dana!', '٣٤', '---', 'Ζωή'])('refuses %s as not letters only', (name) => {
    expect(errorsOf(cfg, { firstName: name, lastName: 'Levi' })).toEqual([{ field: 'firstName', rule: 'lettersOnly' }]);
  });

  it('needs 2 to 60 characters', () => {
    expect(errorsOf(cfg, { firstName: 'D', lastName: 'Levi' })).toEqual([{ field: 'firstName', rule: 'minLength', min: 2 }]);
    expect(errorsOf(cfg, { firstName: 'Dana', lastName: 'a'.repeat(61) })).toEqual([{ field: 'lastName', rule: 'maxLength', max: 60 }]);
    expect(errorsOf(cfg, { firstName: 'Di', lastName: 'a'.repeat(60) })).toEqual([]);
  });
});

describe('validateCustomerForm: ID number', () => {
  it('checks the check digit and digits only', () => {
    const cfg = config({ ssn: OPTIONAL });
    expect(errorsOf(cfg, { ssn: '000000018' })).toEqual([]);
    expect(errorsOf(cfg, { ssn: '000000019' })).toEqual([{ field: 'ssn', rule: 'invalid' }]);
    expect(errorsOf(cfg, { ssn: '12345678a' })).toEqual([{ field: 'ssn', rule: 'digitsOnly' }]);
    expect(errorsOf(cfg, { ssn: '0000000018' })).toEqual([{ field: 'ssn', rule: 'maxLength', max: 9 }]);
  });

  it('is included and required when isSSNRequired, whatever the field says', () => {
    const cfg = config({ ssn: { isIncluded: false, isRequired: false } }, { isSSNRequired: true });
    expect(errorsOf(cfg, {})).toEqual([{ field: 'ssn', rule: 'required' }]);
    expect(errorsOf(cfg, { ssn: '00018' })).toEqual([]);
  });
});

describe('validateCustomerForm: e-mail and mobile', () => {
  it('checks the e-mail shape and length', () => {
    const cfg = config({ email: REQUIRED });
    expect(errorsOf(cfg, { email: 'dana@example.co.il' })).toEqual([]);
    for (const bad of ['dana@', '@example.com', 'dana@example', 'da na@example.com', 'dana@@example.com', 'dana@example.c']) {
      expect(errorsOf(cfg, { email: bad }), bad).toEqual([{ field: 'email', rule: 'email' }]);
    }
    expect(errorsOf(cfg, { email: `${'a'.repeat(250)}@example.com` })).toEqual([{ field: 'email', rule: 'maxLength', max: 254 }]);
  });

  it('accepts an Israeli mobile in any usual spelling and refuses others', () => {
    const cfg = config({ mobileNumber: REQUIRED });
    for (const good of ['0521234567', '052-123-4567', '+972521234567', '972 52 123 4567']) {
      expect(errorsOf(cfg, { mobileNumber: good }), good).toEqual([]);
    }
    for (const bad of ['031234567', '05212345', '1234567890', 'phone']) {
      expect(errorsOf(cfg, { mobileNumber: bad }), bad).toEqual([{ field: 'mobileNumber', rule: 'invalid' }]);
    }
  });
});

describe('validateCustomerForm: verification copies', () => {
  it('requires the mobile copy to match when isVerifyMobileNumber', () => {
    const cfg = config({ mobileNumber: REQUIRED }, { isVerifyMobileNumber: true });
    expect(errorsOf(cfg, { mobileNumber: '0521234567', verifyMobileNumber: '+972-52-1234567' })).toEqual([]);
    expect(errorsOf(cfg, { mobileNumber: '0521234567', verifyMobileNumber: '0521234568' })).toEqual([
      { field: 'verifyMobileNumber', rule: 'mismatch' },
    ]);
    expect(errorsOf(cfg, { mobileNumber: '0521234567' })).toEqual([{ field: 'verifyMobileNumber', rule: 'required' }]);
  });

  it('does not check the mobile copy when the form does not include it', () => {
    const cfg = config({ mobileNumber: REQUIRED });
    expect(errorsOf(cfg, { mobileNumber: '0521234567', verifyMobileNumber: '0500000000' })).toEqual([]);
  });

  it('compares the e-mail copy without regard to case', () => {
    const cfg = config({ email: REQUIRED, verifyEmailAddress: OPTIONAL });
    expect(errorsOf(cfg, { email: 'Dana@Example.com', verifyEmailAddress: 'dana@example.com' })).toEqual([]);
    expect(errorsOf(cfg, { email: 'dana@example.com', verifyEmailAddress: 'dan@example.com' })).toEqual([
      { field: 'verifyEmailAddress', rule: 'mismatch' },
    ]);
  });

  it('lets an optional copy stay empty when the original is empty', () => {
    const cfg = config({ email: OPTIONAL, verifyEmailAddress: OPTIONAL });
    expect(errorsOf(cfg, {})).toEqual([]);
  });
});

describe('validateCustomerForm: address, postal code, date of birth, location', () => {
  it('accepts 5 or 7 digit postal codes only', () => {
    const cfg = config({ postalCode: REQUIRED });
    expect(errorsOf(cfg, { postalCode: '61000' })).toEqual([]);
    expect(errorsOf(cfg, { postalCode: '6100001' })).toEqual([]);
    expect(errorsOf(cfg, { postalCode: '610000' })).toEqual([{ field: 'postalCode', rule: 'invalid', min: 5, max: 7 }]);
    expect(errorsOf(cfg, { postalCode: '61-000' })).toEqual([{ field: 'postalCode', rule: 'digitsOnly' }]);
  });

  it('needs a real date of birth in the past (in Israel)', () => {
    const cfg = config({ dateOfBirth: REQUIRED });
    expect(errorsOf(cfg, { dateOfBirth: '1990-02-28' })).toEqual([]);
    expect(errorsOf(cfg, { dateOfBirth: '2025-06-14' })).toEqual([]);
    for (const bad of ['2025-06-15', '2030-01-01', '1990-02-30', '1899-12-31', '15/06/1990']) {
      expect(errorsOf(cfg, { dateOfBirth: bad }), bad).toEqual([{ field: 'dateOfBirth', rule: 'invalid' }]);
    }
  });

  it('uses the Israeli date: just after midnight there, yesterday is in the past', () => {
    const cfg = config({ dateOfBirth: REQUIRED });
    const justAfterMidnightInIsrael = new Date('2025-06-14T21:30:00Z');
    expect(validateCustomerForm(cfg, { dateOfBirth: '2025-06-14' }, justAfterMidnightInIsrael)).toEqual([]);
    expect(validateCustomerForm(cfg, { dateOfBirth: '2025-06-15' }, justAfterMidnightInIsrael)).toEqual([
      { field: 'dateOfBirth', rule: 'invalid' },
    ]);
  });

  it('limits address and city lengths', () => {
    const cfg = config({ address1: OPTIONAL, city: OPTIONAL });
    expect(errorsOf(cfg, { address1: 'x'.repeat(121), city: 'y'.repeat(61) })).toEqual([
      { field: 'address1', rule: 'maxLength', max: 120 },
      { field: 'city', rule: 'maxLength', max: 60 },
    ]);
  });

  it('needs a location id when the branch is required', () => {
    const cfg = config({ location: REQUIRED });
    expect(errorsOf(cfg, {})).toEqual([{ field: 'location', rule: 'required' }]);
    expect(errorsOf(cfg, { location: 3 })).toEqual([]);
    expect(errorsOf(cfg, { location: 'abc' })).toEqual([{ field: 'location', rule: 'invalid' }]);
  });
});

describe('validateCustomerForm: terms', () => {
  it('requires acceptance when isTermsConfirmed', () => {
    const cfg = config({}, { isTermsConfirmed: true });
    expect(errorsOf(cfg, {})).toEqual([{ field: 'terms', rule: 'required' }]);
    expect(errorsOf(cfg, { terms: false })).toEqual([{ field: 'terms', rule: 'required' }]);
    expect(errorsOf(cfg, { terms: true })).toEqual([]);
  });

  it('requires acceptance when the terms field is required, and not when optional', () => {
    expect(errorsOf(config({ terms: REQUIRED }), { terms: false })).toEqual([{ field: 'terms', rule: 'required' }]);
    expect(errorsOf(config({ terms: OPTIONAL }), { terms: false })).toEqual([]);
  });
});

describe('customerFormValuesOf', () => {
  it('maps the spec 3 names so a whole cart customerInfo can be checked', () => {
    const cfg = config(
      { firstName: REQUIRED, lastName: REQUIRED, email: REQUIRED, mobileNumber: REQUIRED },
      { isSSNRequired: true, isTermsConfirmed: true },
    );
    const values = customerFormValuesOf({
      FirstName: 'Dana',
      LastName: 'Levi',
      SSN: '000000018',
      EmailAddress1: 'dana@example.com',
      MobileNumber1: '0521234567',
      TermsAccepted: true,
    });
    expect(validateCustomerForm(cfg, values, NOW)).toEqual([]);
    expect(validateCustomerForm(cfg, customerFormValuesOf({}), NOW).map((e) => e.field)).toEqual([
      'firstName',
      'lastName',
      'ssn',
      'email',
      'mobileNumber',
      'terms',
    ]);
  });
});
