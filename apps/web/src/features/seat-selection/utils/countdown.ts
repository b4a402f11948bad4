/** Seconds left at which the timer speaks (aria-live polite): not every second, only when it matters. */
export const ANNOUNCE_AT_SECONDS = [300, 120, 60, 30, 10] as const;

/** Whole seconds left, rounded up so that "0:00" appears only when the time is really up. */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** "9:59", "0:05", or "1:00:00" for an hour or more; never negative. */
export function formatCountdown(ms: number): string {
  const total = secondsLeft(ms);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** An ISO 8601 duration for <time dateTime>: "PT9M59S". */
export function isoDuration(ms: number): string {
  const total = secondsLeft(ms);
  return `PT${Math.floor(total / 60)}M${total % 60}S`;
}

export type TimerAnnouncement = { kind: 'minutes'; minutes: number } | { kind: 'seconds'; seconds: number };

/** The announcement due when the time left went from `before` to `now` (ms), if a threshold was crossed. */
export function announcementDue(before: number | null, now: number): TimerAnnouncement | null {
  if (before === null) return null;
  const was = secondsLeft(before);
  const is = secondsLeft(now);
  const crossed = ANNOUNCE_AT_SECONDS.filter((t) => was > t && is <= t && is > 0);
  const threshold = crossed.at(-1);
  if (threshold === undefined) return null;
  return threshold >= 60 ? { kind: 'minutes', minutes: Math.round(threshold / 60) } : { kind: 'seconds', seconds: threshold };
}
