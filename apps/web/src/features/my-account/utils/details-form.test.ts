import { describe, expect, it } from 'vitest';
import { detailsUpdateOf, israeliMobileOrNull, isSixDigitCode, validateDetails, type DetailsValues } from './details-form';

const values: DetailsValues = {
  firstName: ' Noa ',
  lastName: '',
  email: 'noa@example.com',
  address: '',
  city: 'Haifa',
  dateOfBirth: '1990-05-17',
  isEmailAllowed: true,
  isSmsAllowed: false,
};

describe('details form rules', () => {
  it('accepts good details and builds the update (trimmed, empty texts cleared)', () => {
    expect(validateDetails(values, '2026-11-21')).toEqual({});
    expect(detailsUpdateOf(values)).toEqual({
      firstName: 'Noa',
      lastName: null,
      email: 'noa@example.com',
      address: null,
      city: 'Haifa',
      dateOfBirth: '1990-05-17',
      isEmailAllowed: true,
      isSmsAllowed: false,
    });
  });

  it('refuses a malformed e-mail and a birth date after today', () => {
    expect(validateDetails({ ...values, email: 'noa@' }, '2026-11-21')).toEqual({ email: { id: 'myAccount.details.invalid.email' } });
    expect(validateDetails({ ...values, dateOfBirth: '2026-11-22' }, '2026-11-21')).toEqual({
      dateOfBirth: { id: 'myAccount.details.invalid.dateOfBirth' },
    });
  });

  it('knows an Israeli mobile number and a six-digit code', () => {
    expect(israeliMobileOrNull('054-999-0001')).toBe('0549990001');
    expect(israeliMobileOrNull('+972 54 999 0001')).toBe('0549990001');
    expect(israeliMobileOrNull('03-1234567')).toBeNull();
    expect(isSixDigitCode('012345')).toBe(true);
    expect(isSixDigitCode('12345')).toBe(false);
  });
});
