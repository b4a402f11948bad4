import { describe, expect, it } from 'vitest';
import { externalTargetOf } from './external-target';

describe('externalTargetOf', () => {
  it('follows /https:// and /http:// paths', () => {
    expect(externalTargetOf('/https://example.org')).toBe('https://example.org/');
    expect(externalTargetOf('/http://example.org/show/1')).toBe('http://example.org/show/1');
  });

  it('keeps the query and the hash of the outer address', () => {
    expect(externalTargetOf('/https://example.org/a', '?b=1&c=2', '#seats')).toBe('https://example.org/a?b=1&c=2#seats');
  });

  it('repairs a merged double slash and decodes an encoded address', () => {
    expect(externalTargetOf('/https:/example.org/x')).toBe('https://example.org/x');
    expect(externalTargetOf('/https%3A%2F%2Fexample.org%2Fx')).toBe('https://example.org/x');
  });

  it('ignores ordinary paths and paths that only look alike', () => {
    expect(externalTargetOf('/order/12')).toBeNull();
    expect(externalTargetOf('/')).toBeNull();
    expect(externalTargetOf('/httpfoo')).toBeNull();
    expect(externalTargetOf('/https:')).toBeNull();
    expect(externalTargetOf('/https%E0%A4%A')).toBeNull();
  });

  it('never yields a non-web scheme', () => {
    expect(externalTargetOf('/http:javascript:alert(1)')).toBeNull();
    expect(externalTargetOf('/https://javascript:alert(1)@example.org')).toMatch(/^https:\/\/.*example\.org\/$/);
  });
});
