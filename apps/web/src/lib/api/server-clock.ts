/**
 * The server's clock as seen from this page. Hold expiries (expiresAt) are server times; a buyer whose computer
 * clock is off by minutes must still see the right countdown, so every API answer's Date header (and the
 * presentation's serverTime) tells how far the local clock is from the server's.
 */

/** A Date header has whole seconds: offsets closer than this are noise, not a clock change. */
const TOLERANCE_MS = 1500;

/** The local clock's distance to the server (server = local + offset) from a Date header, or null without one. */
export function offsetFromDateHeader(header: string | null, localNowMs: number): number | null {
  if (!header) return null;
  const serverMs = Date.parse(header);
  if (!Number.isFinite(serverMs)) return null;
  // The header is truncated to the second: the server's time was on average half a second later.
  return serverMs + 500 - localNowMs;
}

/** Keeps the current offset unless the new measure says the clocks really moved apart (or none is known yet). */
export function nextOffset(current: number | null, measured: number | null): number | null {
  if (measured === null) return current;
  if (current === null || Math.abs(measured - current) > TOLERANCE_MS) return measured;
  return current;
}

let offset: number | null = null;

/** Records a precise server time (an answer's serverTime field) received at localNowMs. */
export function noteServerTime(serverIso: string, localNowMs: number = Date.now()): void {
  const serverMs = Date.parse(serverIso);
  if (Number.isFinite(serverMs)) offset = nextOffset(offset, serverMs - localNowMs);
}

/** Records the Date header of an API answer. */
export function noteDateHeader(header: string | null, localNowMs: number = Date.now()): void {
  offset = nextOffset(offset, offsetFromDateHeader(header, localNowMs));
}

/** The server's time now, in epoch milliseconds. */
export function serverNow(localNowMs: number = Date.now()): number {
  return localNowMs + (offset ?? 0);
}
