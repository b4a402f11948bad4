import { describe, expect, it } from 'vitest';
import { hasIntegrationParameters, integrationLinkTime, integrationSigningString, parseIntegrationTimestamp } from './integration-link';

describe('integration links (spec 5)', () => {
  it('needs all three of TS, ret and key', () => {
    expect(hasIntegrationParameters({ TS: '1', ret: 'https://p.example/', key: 'k' })).toBe(true);
    expect(hasIntegrationParameters({ TS: '1', ret: 'https://p.example/' })).toBe(false);
    expect(hasIntegrationParameters({ TS: '1', ret: 'https://p.example/', key: '' })).toBe(false);
  });

  it('signs TS and ret separated by a newline', () => {
    expect(integrationSigningString('1732190400', 'https://p.example/back?x=1')).toBe('1732190400\nhttps://p.example/back?x=1');
  });

  it('reads TS as whole Unix seconds only', () => {
    expect(parseIntegrationTimestamp('1732190400')).toBe(1732190400);
    expect(parseIntegrationTimestamp('-5')).toBeNull();
    expect(parseIntegrationTimestamp('1.5')).toBeNull();
    expect(parseIntegrationTimestamp('9'.repeat(13))).toBeNull();
  });

  it('is valid from TS (with a little clock skew) for the partner link lifetime', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const ts = Math.floor(now.getTime() / 1000);
    expect(integrationLinkTime(ts, now, 3600)).toBe('valid');
    expect(integrationLinkTime(ts - 3600, now, 3600)).toBe('valid');
    expect(integrationLinkTime(ts - 3601, now, 3600)).toBe('expired');
    expect(integrationLinkTime(ts + 300, now, 3600)).toBe('valid');
    expect(integrationLinkTime(ts + 301, now, 3600)).toBe('notYetValid');
  });
});
