import type { ErrorCode } from '../error-codes';

/**
 * A rule the cart breaks, found while pricing it (ADR 0009): the cart is still stored and priced, but cannot be
 * committed until the buyer solves it. The code is a catalogue code; details fill its message template.
 */
export interface CheckoutProblem {
  code: ErrorCode;
  details?: Record<string, string | number>;
  /** The cart.seats line concerned, when one. */
  lineIndex?: number;
}

/** A problem of one cart line. */
export function lineProblem(lineIndex: number, code: ErrorCode, details?: Record<string, string | number>): CheckoutProblem {
  return details ? { code, details, lineIndex } : { code, lineIndex };
}
