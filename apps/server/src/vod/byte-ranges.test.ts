import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-ranges';

describe('byte ranges of a stream (HTTP Range)', () => {
  it('answers a range, an open-ended range and a suffix, clipped to the resource', () => {
    expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('answers the whole resource for no, foreign or several ranges', () => {
    expect(byteRangeOf(undefined, 1000)).toBe('none');
    expect(byteRangeOf('items=0-1', 1000)).toBe('none');
    expect(byteRangeOf('bytes=0-1,5-9', 1000)).toBe('none');
    expect(byteRangeOf('bytes=50-10', 1000)).toBe('none');
  });

  it('refuses a range that starts past the end', () => {
    expect(byteRangeOf('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
