import { describe, expect, it } from 'vitest';
import { cleanSmsCode, secondsUntilResend } from './resend-countdown';

describe('resend countdown', () => {
  it('counts whole seconds down from 30', () => {
    expect(secondsUntilResend(1_000, 1_000)).toBe(30);
    expect(secondsUntilResend(1_000, 1_500)).toBe(30);
    expect(secondsUntilResend(1_000, 30_001)).toBe(1);
    expect(secondsUntilResend(1_000, 31_000)).toBe(0);
    expect(secondsUntilResend(1_000, 90_000)).toBe(0);
  });

  it('keeps the digits of a pasted code', () => {
    expect(cleanSmsCode(' 12 34-56 ')).toBe('123456');
    expect(cleanSmsCode('123456789')).toBe('12345678');
  });
});
