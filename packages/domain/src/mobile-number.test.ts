import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, normaliseIsraeliMobile } from './mobile-number';

describe('normaliseIsraeliMobile', () => {
  it('normalises local and international forms', () => {
    expect(normaliseIsraeliMobile('050-123-4567')).toBe('0501234567');
    expect(normaliseIsraeliMobile('+972 52 765 4321')).toBe('0527654321');
    expect(normaliseIsraeliMobile('972541112233')).toBe('0541112233');
  });

  it('rejects landlines and short numbers', () => {
    expect(normaliseIsraeliMobile('03-6123456')).toBeNull();
    expect(normaliseIsraeliMobile('05012345')).toBeNull();
    expect(normaliseIsraeliMobile('hello')).toBeNull();
  });
});

describe('maskMobile and maskEmail', () => {
  it('keep only what tells the owner where to look', () => {
    expect(maskMobile('0501234567')).toBe('050-***-**67');
    expect(maskEmail('dana.levi@example.com')).toBe('d***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
