import type { CartProblem, CartSeat } from '@kupa/contracts';
import { isValidIsraeliId, type MessageLocale } from '@kupa/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../../../lib/api/api-error';
import { useErrorCodeText, useFailureText } from '../../../../lib/i18n/use-error-text';
import { lookUpMember } from '../../cart/api/member-lookup';
import { ProblemList, useProblemText } from '../../cart/components/ProblemList';
import { MemberLoginDialog } from '../../member-login/components/MemberLoginDialog';
import { shownLineProblems } from '../utils/line-problems';
import { inputsOf, type LineInput, type TicketType } from '../utils/ticket-lines';

/** The id of a line's input, for labels, error links and moving focus to the first missing one. */
export function lineInputId(index: number, input: LineInput): string {
  return `ticket-line-${String(index)}-${input}`;
}

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

interface TextLineFieldProps {
  index: number;
  input: 'ssn' | 'ref1' | 'ref2';
  /** The reference prompt as the ticket names it; null for the ID number, which has its own label. */
  label: string | null;
  value: string;
  missing: boolean;
  /** The server's problem with the value entered (not eligible, invalid), if any. */
  problem: CartProblem | null;
  onChange(index: number, patch: Partial<CartSeat>): void;
}

/**
 * An ID number or reference input; its value goes into the cart when the buyer leaves the field. It shows one error
 * at most: the ID number's own check first, then "please fill in" after Continue, then the server's word on the value.
 */
function TextLineField({ index, input, label, value, missing, problem, onChange }: TextLineFieldProps) {
  const intl = useIntl();
  const codeText = useErrorCodeText();
  const problemText = useProblemText();
  const [invalid, setInvalid] = useState(false);
  const id = lineInputId(index, input);
  const errorId = `${id}-error`;
  const error = invalid
    ? codeText('INVALID_ID')
    : missing && !value
      ? intl.formatMessage({ id: 'tickets.line.required' })
      : problem
        ? problemText(problem)
        : null;
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {label ?? intl.formatMessage({ id: 'tickets.line.ssn' })}
      </label>
      <input
        id={id}
        className="checkout-field__input"
        defaultValue={value}
        inputMode={input === 'ssn' ? 'numeric' : undefined}
        autoComplete="off"
        maxLength={input === 'ssn' ? 20 : 100}
        aria-invalid={error !== null || undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={`ticket-line-${input}`}
        onBlur={(e) => {
          const text = e.currentTarget.value.trim();
          if (input === 'ssn' && text !== '' && !isValidIsraeliId(text)) {
            setInvalid(true);
            return;
          }
          setInvalid(false);
          if (text !== value) onChange(index, { [input]: text === '' ? null : text });
        }}
      />
      {error && (
        <p id={errorId} className="checkout-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface MemberNumberFieldProps {
  presentationId: number;
  locale: MessageLocale;
  index: number;
  value: string;
  missing: boolean;
  onChange(index: number, patch: Partial<CartSeat>): void;
}

/** The member number of a membership or member-only ticket: checked with POST /api/cart/member, then put on the line. */
function MemberNumberField({ presentationId, locale, index, value, missing, onChange }: MemberNumberFieldProps) {
  const intl = useIntl();
  const codeText = useErrorCodeText();
  const failureText = useFailureText();
  const [draft, setDraft] = useState(value);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  // A number put on the line from the logged-in member's session shows in the field too.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setDraft(value);
  }
  const id = lineInputId(index, 'memberNumber');
  const errorId = `${id}-error`;
  const shownError = error ?? (missing && !value ? intl.formatMessage({ id: 'tickets.line.required' }) : null);

  const check = async () => {
    const number = draft.trim();
    if (!number) {
      setError(intl.formatMessage({ id: 'tickets.line.required' }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const members = await lookUpMember(presentationId, number, locale);
      const member = members.find((m) => m.isAvailable);
      const first = members[0];
      if (member) {
        setFound(member.name);
        onChange(index, { memberNumber: member.memberNumber || number });
      } else if (!first) setError(codeText('MEMBER_NOT_FOUND'));
      else setError(codeText(first.isExpired ? 'MEMBERSHIP_EXPIRED' : first.isNotStarted ? 'MEMBERSHIP_NOT_STARTED' : 'NO_VALID_MEMBER'));
    } catch (e) {
      // Member benefits are the member's own: the server answers only a logged-in member (issue 14).
      if (isApiError(e) && e.code === 'LOGIN_REQUIRED') setLoginOpen(true);
      else setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        <FormattedMessage id="tickets.line.memberNumber" />
      </label>
      <div className="checkout-field__row">
        <input
          id={id}
          className="checkout-field__input"
          value={draft}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          aria-invalid={shownError !== null || undefined}
          aria-describedby={shownError ? errorId : found ? `${id}-found` : undefined}
          data-testid="ticket-member-number"
          onChange={(e) => {
            setDraft(e.currentTarget.value);
            setFound(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void check();
            }
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          data-testid="ticket-member-check"
          aria-disabled={busy || undefined}
          onClick={() => !busy && void check()}
        >
          <FormattedMessage id="tickets.line.memberCheck" />
        </button>
      </div>
      {shownError ? (
        <p id={errorId} className="checkout-field__error" role="alert">
          {shownError}
        </p>
      ) : (
        (found ?? value) && (
          <p id={`${id}-found`} className="checkout-field__hint" role="status" data-testid="ticket-member-found">
            {found ? (
              <FormattedMessage id="tickets.line.memberFound" values={{ name: found }} />
            ) : (
              <FormattedMessage id="tickets.line.memberSet" values={{ number: value }} />
            )}
          </p>
        )
      )}
      <MemberLoginDialog
        open={loginOpen}
        onLoggedIn={() => {
          setLoginOpen(false);
          void check();
        }}
        onClose={() => {
          setLoginOpen(false);
          setError(codeText('LOGIN_REQUIRED'));
        }}
      />
    </div>
  );
}
