/** A new code may be asked for 30 seconds after the last one was sent. */
export const RESEND_AFTER_SECONDS = 30;

/** Whole seconds left of a wait that started at `since` (0 = over). */
export function secondsLeft(since: number, now: number, waitSeconds: number): number {
  return Math.max(0, Math.ceil((since + waitSeconds * 1000 - now) / 1000));
}

/** The one-time code as typed: digits only, at most 8 (the server's limit). */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 8);
}
