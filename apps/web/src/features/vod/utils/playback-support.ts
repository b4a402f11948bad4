/**
 * Whether this browser can play the streams (spec 2 Video player compatibility warnings; spec 8 Video: iOS and Safari
 * unsupported, browser not compatible). The streams are WebM (VP8): a browser that cannot play that type is warned
 * before a play is counted, with the iOS/Safari text where that is the reason.
 */
export type PlaybackSupport = 'supported' | 'iosSafari' | 'incompatible';

export const STREAM_TYPE = 'video/webm; codecs="vp8"';

/** Safari on a Mac, or any browser on iOS/iPadOS (they all use Apple's engine). */
export function isAppleSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari = /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|CriOS\/|FxiOS\/|Edg\/|Android/.test(userAgent);
  return ios || safari;
}

export function playbackSupportOf(env: {
  userAgent: string;
  maxTouchPoints?: number;
  canPlayType: (type: string) => string;
}): PlaybackSupport {
  if (env.canPlayType(STREAM_TYPE) !== '') return 'supported';
  return isAppleSafari(env.userAgent, env.maxTouchPoints) ? 'iosSafari' : 'incompatible';
}

/** This browser's support, from a probe video element. */
export function browserPlaybackSupport(): PlaybackSupport {
  const probe = document.createElement('video');
  return playbackSupportOf({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    canPlayType: (type) => (typeof probe.canPlayType === 'function' ? probe.canPlayType(type) : ''),
  });
}
