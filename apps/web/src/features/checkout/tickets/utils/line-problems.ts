import type { CartProblem, CartSeat } from '@kupa/contracts';
import type { LineInput } from './ticket-lines';

/** The input a line problem is about: the buyer mends it there (spec 5 tickets: ID number, member number, reference). */
const INPUT_OF_CODE: Readonly<Record<string, LineInput>> = {
  INVALID_ID: 'ssn',
  REFERENCE_NOT_ELIGIBLE: 'ref1',
  MEMBER_NOT_FOUND: 'memberNumber',
  NO_VALID_MEMBER: 'memberNumber',
  MEMBERSHIP_NOT_STARTED: 'memberNumber',
  MEMBERSHIP_EXPIRED: 'memberNumber',
  MEMBER_BALANCE_INSUFFICIENT: 'memberNumber',
};

/** The problems of one line as the buyer should see them: at most one per input, and the line's others. */
export interface ShownLineProblems {
  byInput: ReadonlyMap<LineInput, CartProblem>;
  others: readonly CartProblem[];
}

/**
 * Which of a line's problems to show, and where. The server prices an empty ID number as INVALID_ID and an empty
 * hotel name as not eligible; before the buyer typed anything that is no news, so a problem about an input shows
 * only once the input has a value (an empty one is asked for by the step's own "please fill in" on Continue). Each
 * input and the line show a problem code once, however often the answer repeats it.
 */
export function shownLineProblems(line: CartSeat, problems: readonly CartProblem[], inputs: readonly LineInput[]): ShownLineProblems {
  const byInput = new Map<LineInput, CartProblem>();
  const others: CartProblem[] = [];
  for (const problem of problems) {
    const input = INPUT_OF_CODE[problem.code];
    if (input && inputs.includes(input)) {
      if (!(line[input] ?? '').trim() || byInput.has(input)) continue;
      byInput.set(input, problem);
    } else if (!others.some((o) => o.code === problem.code)) others.push(problem);
  }
  return { byInput, others };
}
