import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

// Hebrew output carries right-to-left marks and a no-break space; compare the visible text.
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('shows shekels with two decimals in Hebrew', () => {
    expect(visible(formatPrice(45, 'he'))).toBe('45.00 ₪');
    expect(visible(formatPrice(5.5, 'he'))).toBe('5.50 ₪');
    expect(visible(formatPrice(1234.5, 'he'))).toBe('1,234.50 ₪');
  });

  it('shows shekels with two decimals in English', () => {
    expect(formatPrice(45, 'en')).toBe('₪45.00');
    expect(formatPrice(19.9, 'en')).toBe('₪19.90');
    expect(formatPrice(0, 'en')).toBe('₪0.00');
  });

  it('rounds to agorot', () => {
    expect(formatPrice(52.005, 'en')).toMatch(/^₪52\.0[01]$/);
    expect(formatPrice(10.499, 'en')).toBe('₪10.50');
  });

  it('uses the shekel symbol in every message locale', () => {
    for (const locale of ['he', 'en', 'ru', 'ar', 'pl'] as const) {
      expect(formatPrice(45, locale)).toContain('₪');
      expect(visible(formatPrice(45, locale))).toMatch(/45[.,]00/);
    }
  });
});
