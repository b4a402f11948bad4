import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-client';

describe('apiUrl', () => {
  it('prefixes /api and leaves out empty values', () => {
    expect(apiUrl('/presentations/', { startDate: '2026-11-21', locationId: undefined, lang: 'he', x: '' })).toBe(
      '/api/presentations/?startDate=2026-11-21&lang=he',
    );
  });

  it('joins id lists with commas', () => {
    expect(apiUrl('/presentations/', { featureIds: [1, 2] })).toBe('/api/presentations/?featureIds=1%2C2');
    expect(apiUrl('/customer/locations')).toBe('/api/customer/locations');
  });
});
