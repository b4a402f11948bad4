import type { FormConfiguration } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { customerFieldPresence, fillEmptyFields, includedCustomerFields, initialCustomerValues, toCustomerInfo } from './customer-fields';
import { customerFormErrors } from './customer-validation';
import { errorsInFieldOrder, fieldErrorMessage } from './field-errors';

const ON = { isIncluded: true, isRequired: true };
const OPTIONAL = { isIncluded: true, isRequired: false };
const OFF = { isIncluded: false, isRequired: false };

function config(overrides: Partial<FormConfiguration> = {}): FormConfiguration {
  return {
    formType: 'order',
    fields: {
      firstName: ON,
      lastName: ON,
      ssn: OFF,
      email: ON,
      mobileNumber: ON,
      verifyMobileNumber: OFF,
      verifyEmailAddress: OPTIONAL,
      address1: OFF,
      address2: OFF,
      city: OPTIONAL,
      postalCode: OFF,
      dateOfBirth: OFF,
      location: OPTIONAL,
      creditCardNumber: ON,
      creditCardExpDate: ON,
      creditCardCVV: ON,
      creditCardSSN: ON,
      isMailingAllowed: OPTIONAL,
      terms: OFF,
      numberOfPayments: OPTIONAL,
    },
    isSSNRequired: true,
    isDefaultMailingAllowed: true,
    isMailingAllowedExcluded: false,
    isVoucherPaymentEnabled: true,
    additionalTerms: null,
    isVerifyMobileNumber: false,
    isTermsConfirmed: true,
    maxNumberOfPayments: 3,
    locations: [{ text: 'Tel Aviv', value: 3 }],
    ...overrides,
  };
}

const customer = {
  CustomerId: 7,
  FirstName: 'Dana',
  LastName: 'Levi',
  SSN: '000000018',
  EmailAddress1: 'dana@example.com',
  MobileNumber1: '0521234567',
  IsEmailAllowed: false,
  IsSMSAllowed: false,
  LoyaltyPoints: 0,
  MagCards: [],
  members: [],
};

describe('customer fields under a configuration', () => {
  it('follows the spec 5 defaults: SSN and terms included and required', () => {
    const cfg = config();
    expect(customerFieldPresence(cfg, 'ssn')).toEqual({ included: true, required: true });
    expect(customerFieldPresence(cfg, 'terms')).toEqual({ included: true, required: true });
    expect(customerFieldPresence(cfg, 'verifyMobileNumber')).toEqual({ included: false, required: false });
    expect(customerFieldPresence(cfg, 'verifyEmailAddress')).toEqual({ included: true, required: true });
    expect(includedCustomerFields(cfg)).toEqual([
      'firstName',
      'lastName',
      'ssn',
      'email',
      'verifyEmailAddress',
      'mobileNumber',
      'city',
      'location',
      'isMailingAllowed',
      'terms',
    ]);
  });

  it('shows the mobile copy when the form asks for it and hides an excluded mailing consent', () => {
    const cfg = config({ isVerifyMobileNumber: true, isMailingAllowedExcluded: true });
    expect(customerFieldPresence(cfg, 'verifyMobileNumber')).toEqual({ included: true, required: true });
    expect(includedCustomerFields(cfg)).not.toContain('isMailingAllowed');
  });

  it('marks as required exactly what the domain rules require (a copy once its original is typed)', () => {
    const cfg = config({ isVerifyMobileNumber: true });
    const empty = { ...initialCustomerValues(cfg, undefined, null), email: 'dana@example.com', mobileNumber: '0521234567' };
    const required = [
      'email',
      'mobileNumber',
      ...customerFormErrors(cfg, empty, new Date('2026-01-01T10:00:00Z'))
        .filter((e) => e.rule === 'required')
        .map((e) => e.field),
    ];
    const marked = includedCustomerFields(cfg).filter((f) => customerFieldPresence(cfg, f).required);
    expect(required.sort()).toEqual([...marked].sort());
  });
});

describe('customer values', () => {
  it('prefills from the logged-in customer, copies included, mailing consent from the customer', () => {
    const values = initialCustomerValues(config(), undefined, customer);
    expect(values).toMatchObject({
      firstName: 'Dana',
      ssn: '000000018',
      email: 'dana@example.com',
      verifyEmailAddress: 'dana@example.com',
    });
    expect(values.isMailingAllowed).toBe(false);
    expect(values.terms).toBe(false);
  });

  it('defaults the mailing consent from the configuration', () => {
    expect(initialCustomerValues(config(), undefined, null).isMailingAllowed).toBe(true);
    expect(initialCustomerValues(config({ isDefaultMailingAllowed: false }), undefined, null).isMailingAllowed).toBe(false);
  });

  it('prefers what the cart already holds', () => {
    const values = initialCustomerValues(config(), { FirstName: 'Noa', LocationId: 3, TermsAccepted: true }, customer);
    expect(values).toMatchObject({ firstName: 'Noa', lastName: 'Levi', location: '3', terms: true });
  });

  it('fills only empty fields after a late login', () => {
    const typed = { ...initialCustomerValues(config(), undefined, null), firstName: 'Noa' };
    const filled = fillEmptyFields(typed, initialCustomerValues(config(), undefined, customer));
    expect(filled.firstName).toBe('Noa');
    expect(filled.lastName).toBe('Levi');
  });

  it('builds the cart customerInfo from included, filled fields only', () => {
    const values = { ...initialCustomerValues(config(), undefined, customer), city: '  ', address1: 'Herzl 1', location: '3', terms: true };
    expect(toCustomerInfo(config(), values, 7)).toEqual({
      CustomerId: 7,
      FirstName: 'Dana',
      LastName: 'Levi',
      SSN: '000000018',
      EmailAddress1: 'dana@example.com',
      VerifyEmailAddress: 'dana@example.com',
      MobileNumber1: '0521234567',
      LocationId: 3,
      IsEmailAllowed: false,
      IsSMSAllowed: false,
      TermsAccepted: true,
    });
  });
});

describe('field error messages', () => {
  it('maps each rule to its generic message with the limit', () => {
    expect(fieldErrorMessage({ field: 'firstName', rule: 'required' })).toEqual({ id: 'customer.validation.required' });
    expect(fieldErrorMessage({ field: 'firstName', rule: 'minLength', min: 2 })).toEqual({
      id: 'customer.validation.minLength',
      values: { min: 2 },
    });
    expect(fieldErrorMessage({ field: 'ssn', rule: 'maxLength', max: 9 })).toEqual({
      id: 'customer.validation.maxLength',
      values: { max: 9 },
    });
    expect(fieldErrorMessage({ field: 'verifyMobileNumber', rule: 'mismatch' }).id).toBe('customer.validation.mobileMismatch');
    expect(fieldErrorMessage({ field: 'verifyEmailAddress', rule: 'mismatch' }).id).toBe('customer.validation.emailMismatch');
  });

  it('orders errors as the fields are shown, one per field', () => {
    const ordered = errorsInFieldOrder(
      [
        { field: 'email', rule: 'email' },
        { field: 'firstName', rule: 'required' },
        { field: 'email', rule: 'maxLength', max: 254 },
      ],
      ['firstName', 'lastName', 'email'],
    );
    expect(ordered).toEqual([
      { field: 'firstName', rule: 'required' },
      { field: 'email', rule: 'email' },
    ]);
  });
});
