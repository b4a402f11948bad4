import { describe, expect, it } from 'vitest';
import { PresentationListQuerySchema } from './presentations';
import { ErrorBodySchema } from './error';

describe('presentation list query', () => {
  it('parses the api-compat filters', () => {
    const q = PresentationListQuerySchema.parse({ locationId: '3', startDate: '2026-11-21', endDate: '2026-11-22', featureIds: '1, 2,3' });
    expect(q).toMatchObject({ locationId: 3, startDate: '2026-11-21', featureIds: [1, 2, 3] });
  });

  it('refuses impossible dates and malformed id lists', () => {
    expect(PresentationListQuerySchema.safeParse({ startDate: '2026-02-30' }).success).toBe(false);
    expect(PresentationListQuerySchema.safeParse({ featureIds: '1,x' }).success).toBe(false);
    expect(PresentationListQuerySchema.safeParse({ locationId: '-1' }).success).toBe(false);
  });
});

describe('error body', () => {
  it('only carries catalogue codes', () => {
    expect(ErrorBodySchema.safeParse({ error: { error: 'PRESENTATION_NOT_FOUND', message: 'x' } }).success).toBe(true);
    expect(ErrorBodySchema.safeParse({ error: { error: 'MADE_UP', message: 'x' } }).success).toBe(false);
  });
});
