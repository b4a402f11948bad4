/** A new code may be asked for 30 seconds after the last one was sent. */
export const RESEND_AFTER_MS = 30_000;

/** Whole seconds left before "send again" is offered (0 = now). */
export function secondsUntilResend(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_AFTER_MS - now) / 1000));
}

/** The one-time code as typed: digits only, at most 8 (the server's limit). */
export function cleanSmsCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 8);
}
