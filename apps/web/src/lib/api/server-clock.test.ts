import { describe, expect, it } from 'vitest';
import { nextOffset, noteDateHeader, noteServerTime, offsetFromDateHeader, serverNow } from './server-clock';

describe('server clock', () => {
  it('measures the offset from a Date header, half a second after its whole second', () => {
    const local = Date.parse('2026-11-22T10:00:00.000Z');
    expect(offsetFromDateHeader('Sun, 22 Nov 2026 10:05:00 GMT', local)).toBe(300_500);
    expect(offsetFromDateHeader(null, local)).toBeNull();
    expect(offsetFromDateHeader('yesterday', local)).toBeNull();
  });

  it('ignores sub-second noise but follows a real change', () => {
    expect(nextOffset(null, 200)).toBe(200);
    expect(nextOffset(200, 900)).toBe(200);
    expect(nextOffset(200, -601_000)).toBe(-601_000);
    expect(nextOffset(200, null)).toBe(200);
  });

  it('tells the server time from the recorded offset', () => {
    const local = Date.parse('2026-11-22T10:00:00.000Z');
    noteServerTime('2026-11-22T10:00:10.000Z', local);
    expect(serverNow(local)).toBe(local + 10_000);
    // A later header that agrees within a second changes nothing; one ten minutes off takes over.
    noteDateHeader('Sun, 22 Nov 2026 10:00:10 GMT', local);
    expect(serverNow(local)).toBe(local + 10_000);
    noteDateHeader('Sun, 22 Nov 2026 09:50:00 GMT', local);
    expect(serverNow(local)).toBe(local - 599_500);
  });
});
