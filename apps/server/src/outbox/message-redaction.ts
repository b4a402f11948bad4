/** What stands in for a removed secret in a stored message or a log line. */
export const REDACTED = '[redacted]';

/**
 * A message's text without its secrets, kept once the message no longer needs them (delivered, or given up): login
 * codes (runs of 4 to 8 digits), Israeli ID numbers (9 digits, in a donation receipt) e-ticket keys and voucher references (the path after
 * /edocument/ and /voucher/) are replaced, the rest stays so that
 * support can still see what was sent, to whom and when (issue 14: keep what must be sent no longer than delivery needs).
 */
export function redactMessageBody(body: string): string {
  return body.replace(/(\/(?:edocument|voucher)\/)[^\s"'<>?#/]+/g, `$1${REDACTED}`).replace(/(?<![\w-])\d{4,9}(?![\w-])/g, REDACTED);
}
