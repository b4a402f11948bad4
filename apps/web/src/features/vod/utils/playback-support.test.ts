import { describe, expect, it } from 'vitest';
import { isAppleSafari, playbackSupportOf } from './playback-support';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120 Mobile/15E148 Safari/604.1';

describe('video player compatibility (spec 2, spec 8 Video)', () => {
  it('plays where the browser can play WebM', () => {
    expect(playbackSupportOf({ userAgent: CHROME, canPlayType: () => 'probably' })).toBe('supported');
    expect(playbackSupportOf({ userAgent: SAFARI, canPlayType: () => 'maybe' })).toBe('supported');
  });

  it('warns iOS and Safari users with their own text, and other browsers that they are not compatible', () => {
    expect(playbackSupportOf({ userAgent: SAFARI, canPlayType: () => '' })).toBe('iosSafari');
    expect(playbackSupportOf({ userAgent: IPHONE, canPlayType: () => '' })).toBe('iosSafari');
    expect(playbackSupportOf({ userAgent: CHROME, canPlayType: () => '' })).toBe('incompatible');
  });

  it('tells Safari and iOS from the browsers that name Safari in their user agent', () => {
    expect(isAppleSafari(CHROME)).toBe(false);
    expect(isAppleSafari(SAFARI)).toBe(true);
    expect(isAppleSafari(IPHONE)).toBe(true);
    expect(isAppleSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17 Safari/605.1.15', 5)).toBe(true);
  });
});
