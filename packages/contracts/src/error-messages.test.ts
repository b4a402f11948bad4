import { ERROR_CODES } from '@kupa/domain';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGE_CATALOGUES, errorMessage } from './error-messages';

describe('error messages', () => {
  it('exist in Hebrew and English for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGE_CATALOGUES.he[code], code).toBeTruthy();
      expect(ERROR_MESSAGE_CATALOGUES.en[code], code).toBeTruthy();
    }
  });

  it('fill placeholders and fall back to English', () => {
    expect(errorMessage('MAX_SEATS_EXCEEDED', 'en', { max: 8 })).toBe('You cannot select more than 8 seats');
    expect(errorMessage('MAX_SEATS_EXCEEDED', 'pl', { max: 8 })).toBe('You cannot select more than 8 seats');
    expect(errorMessage('TICKETING_ENDED', 'he')).toContain('לפנות לקופה');
  });
});
