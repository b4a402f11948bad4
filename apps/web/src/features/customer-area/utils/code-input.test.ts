import { describe, expect, it } from 'vitest';
import { cleanCode, secondsLeft } from './code-input';

describe('code input', () => {
  it('keeps digits only, at most eight', () => {
    expect(cleanCode(' 12-34 56 ')).toBe('123456');
    expect(cleanCode('1234567890')).toBe('12345678');
  });
  it('counts the wait down in whole seconds and stops at zero', () => {
    expect(secondsLeft(0, 0, 30)).toBe(30);
    expect(secondsLeft(0, 29_001, 30)).toBe(1);
    expect(secondsLeft(0, 31_000, 30)).toBe(0);
  });
});
