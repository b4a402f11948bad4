import { describe, expect, it } from 'vitest';
import { isValidIsraeliId } from './israeli-id';

describe('isValidIsraeliId', () => {
  it('accepts numbers with a correct check digit', () => {
    for (const id of ['000000018', '123456782', '039337423', '00018']) expect(isValidIsraeliId(id), id).toBe(true);
  });

  it('rejects a wrong check digit, letters, all zeros and wrong lengths', () => {
    expect(isValidIsraeliId('123456789')).toBe(false);
    expect(isValidIsraeliId('12345678a')).toBe(false);
    expect(isValidIsraeliId('000000000')).toBe(false);
    expect(isValidIsraeliId('1234567890')).toBe(false);
    expect(isValidIsraeliId('')).toBe(false);
  });
});
