import { describe, expect, it } from 'vitest';
import { parsePresentationId } from './presentation-id';

describe('parsePresentationId', () => {
  it('accepts positive whole numbers', () => {
    expect(parsePresentationId('771554')).toBe(771554);
  });

  it('refuses anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '12abc', '1e3']) expect(parsePresentationId(raw), raw).toBeNull();
  });
});
