import type { CartProblem, CartSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { ProblemList } from '../../cart/components/ProblemList';
import { shownLineProblems } from '../utils/line-problems';
import { inputsOf, lineInputId, type TicketType } from '../utils/ticket-lines';
import { MemberNumberField } from './MemberNumberField';
import { TextLineField } from './TextLineField';

interface LineInputsProps {
  presentationId: number;
  locale: MessageLocale;
  ticket: TicketType;
  /** The ticket's lines with their index in cart.seats. */
  lines: readonly { line: CartSeat; index: number }[];
  problems: readonly CartProblem[];
  /** Input errors the step found (missing values on Continue), by input id. */
  missing: ReadonlySet<string>;
  onChange(index: number, patch: Partial<CartSeat>): void;
}

/**
 * The inputs each line of a ticket needs (spec 3 ticket, spec 5 tickets): the ID number of a senior citizen, the
 * member number of a membership or member-only ticket (looked up at once), the hotel guest's references.
 */
export function LineInputs({ presentationId, locale, ticket, lines, problems, missing, onChange }: LineInputsProps) {
  const inputs = inputsOf(ticket);
  if (inputs.length === 0 || lines.length === 0) return null;
  return (
    <div className="ticket-lines">
      {lines.map(({ line, index }, n) => {
        const shown = shownLineProblems(
          line,
          problems.filter((p) => p.lineIndex === index),
          inputs,
        );
        const memberProblem = shown.byInput.get('memberNumber');
        return (
          <fieldset key={index} className="ticket-line" data-testid="ticket-line" data-line-index={index}>
            <legend className="ticket-line__legend">
              <FormattedMessage id="tickets.line.legend" values={{ name: ticket.name, number: n + 1 }} />
            </legend>
            {inputs.map((input) =>
              input === 'memberNumber' ? (
                <MemberNumberField
                  key={input}
                  presentationId={presentationId}
                  locale={locale}
                  index={index}
                  value={line.memberNumber ?? ''}
                  missing={missing.has(lineInputId(index, input))}
                  onChange={onChange}
                />
              ) : (
                <TextLineField
                  key={`${input}-${line[input] ?? ''}`}
                  index={index}
                  input={input}
                  label={input === 'ref1' ? (ticket.ref1prompt ?? '') : input === 'ref2' ? (ticket.ref2prompt ?? '') : null}
                  value={line[input] ?? ''}
                  missing={missing.has(lineInputId(index, input))}
                  problem={shown.byInput.get(input) ?? null}
                  onChange={onChange}
                />
              ),
            )}
            {/* The member number field shows its own lookup's answer; the server's word on the member goes here. */}
            <ProblemList problems={memberProblem ? [...shown.others, memberProblem] : shown.others} testId="ticket-line-problems" />
          </fieldset>
        );
      })}
    </div>
  );
}
