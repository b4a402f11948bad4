import { errorMessage, type CartProblem } from '@kupa/contracts';
import type { CheckoutProblem, MessageLocale } from '@kupa/domain';

/** A domain problem as the wire lists it, with its message in the request's language. */
export function cartProblem(problem: CheckoutProblem, locale: MessageLocale): CartProblem {
  const out: CartProblem = { code: problem.code, message: errorMessage(problem.code, locale, problem.details) };
  if (problem.details) out.details = problem.details;
  if (problem.lineIndex !== undefined) out.lineIndex = problem.lineIndex;
  return out;
}
