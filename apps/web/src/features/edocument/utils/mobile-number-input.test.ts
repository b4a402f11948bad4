import { describe, expect, it } from 'vitest';
import { readMobileNumberInput } from './mobile-number-input';

describe('readMobileNumberInput', () => {
  it('accepts an Israeli mobile number in its usual spellings and sends the local form', () => {
    expect(readMobileNumberInput('050-123-4567')).toEqual({ kind: 'ok', mobileNumber: '0501234567' });
    expect(readMobileNumberInput('+972 52 765 4321')).toEqual({ kind: 'ok', mobileNumber: '0527654321' });
  });

  it('tells an empty field from a wrong number', () => {
    expect(readMobileNumberInput('   ')).toEqual({ kind: 'empty' });
    expect(readMobileNumberInput('03-1234567')).toEqual({ kind: 'invalid' });
    expect(readMobileNumberInput('05012345')).toEqual({ kind: 'invalid' });
  });
});
