import { describe, expect, it } from 'vitest';
import { externalOriginOf, externalTargetOf, isAllowedExternalTarget } from './external-links';

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

describe('isAllowedExternalTarget', () => {
  const allowed = ['https://www.kupa-cinemas.example', 'https://tickets.example.org:8443/'];

  it('lets through only the exact origins of the allow-list', () => {
    expect(isAllowedExternalTarget('https://www.kupa-cinemas.example/news?x=1', allowed)).toBe(true);
    expect(isAllowedExternalTarget('https://tickets.example.org:8443/a', allowed)).toBe(true);
    expect(isAllowedExternalTarget('https://WWW.Kupa-Cinemas.example/', allowed)).toBe(true);
  });

  it('refuses every other address, however alike', () => {
    expect(isAllowedExternalTarget('https://evil.example.invalid/phish', allowed)).toBe(false);
    expect(isAllowedExternalTarget('http://www.kupa-cinemas.example/', allowed)).toBe(false);
    expect(isAllowedExternalTarget('https://www.kupa-cinemas.example.evil.invalid/', allowed)).toBe(false);
    expect(isAllowedExternalTarget('https://www.kupa-cinemas.example@evil.invalid/', allowed)).toBe(false);
    expect(isAllowedExternalTarget('https://tickets.example.org/', allowed)).toBe(false);
    expect(isAllowedExternalTarget('javascript:alert(1)', allowed)).toBe(false);
    expect(isAllowedExternalTarget('https://www.kupa-cinemas.example/', [])).toBe(false);
  });

  it('reads allow-list entries as origins and ignores what is not one', () => {
    expect(externalOriginOf(' https://a.example/path/ ')).toBe('https://a.example');
    expect(externalOriginOf('a.example')).toBeNull();
    expect(externalOriginOf('ftp://a.example')).toBeNull();
  });
});
