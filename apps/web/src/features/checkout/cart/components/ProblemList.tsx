import type { CartProblem } from '@kupa/contracts';
import { isErrorCode } from '@kupa/domain';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';

/** A problem's text: the catalogue's translation of its code, or the server's own message for a code it does not know. */
export function useProblemText(): (problem: CartProblem) => string {
  const codeText = useErrorCodeText();
  return (problem) => (isErrorCode(problem.code) ? codeText(problem.code, problem.details) : problem.message);
}

/** The server's ticket-rule problems (spec 5 tickets), translated; announced when they change. */
export function ProblemList({ problems, id, testId }: { problems: readonly CartProblem[]; id?: string; testId: string }) {
  const text = useProblemText();
  if (problems.length === 0) return null;
  return (
    // The alert role goes on a wrapper: on the list itself it would take away the list's role from its items.
    <div className="cart-problems" id={id} role="alert" data-testid={testId}>
      <ul className="cart-problems__list">
        {problems.map((p, i) => (
          <li
            key={`${p.code}-${String(p.lineIndex ?? 'x')}-${String(i)}`}
            className="cart-problems__item"
            data-testid="cart-problem"
            data-code={p.code}
          >
            {text(p)}
          </li>
        ))}
      </ul>
    </div>
  );
}
