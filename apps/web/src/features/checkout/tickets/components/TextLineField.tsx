import type { CartProblem, CartSeat } from '@kupa/contracts';
import { isValidIsraeliId } from '@kupa/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { useProblemText } from '../../cart/components/ProblemList';
import { lineInputId } from '../utils/ticket-lines';

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
export function TextLineField({ index, input, label, value, missing, problem, onChange }: TextLineFieldProps) {
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
