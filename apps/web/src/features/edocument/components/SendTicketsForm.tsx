import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutPageMessageKey as MessageKey } from '../../../i18n/checkout/en';
import { isApiError } from '../../../lib/api/api-error';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { useSendTickets } from '../hooks/use-send-tickets';
import { readMobileNumberInput } from '../utils/mobile-number-input';
import './send-tickets.css';

interface SendTicketsFormProps {
  /** The order whose e-ticket link is texted (the short reservation number). */
  reservationIdentifier: string;
}

/**
 * "Send the tickets to a mobile phone": checks the number with the domain's Israeli mobile rules before sending,
 * announces success in a status region and refusals (typed or from the server) as an alert tied to the field.
 */
export function SendTicketsForm({ reservationIdentifier }: SendTicketsFormProps) {
  const intl = useIntl();
  const failureText = useFailureText();
  const send = useSendTickets(reservationIdentifier);
  const [typed, setTyped] = useState('');
  const [inputError, setInputError] = useState<MessageKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const fieldId = `${baseId}-mobile`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;

  // The catalogue code of a server refusal (RATE_LIMITED, VALIDATION_ERROR, ...) for tests and support.
  const errorCode = inputError === null && isApiError(send.error) ? send.error.code : null;
  const errorText = inputError ? intl.formatMessage({ id: inputError }) : send.isError ? failureText(send.error) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setSentTo(null);
    const input = readMobileNumberInput(typed);
    if (input.kind !== 'ok') {
      send.reset();
      setInputError(input.kind === 'empty' ? 'edocument.send.empty' : 'edocument.send.invalid');
      field.current?.focus();
      return;
    }
    setInputError(null);
    send.mutate(input.mobileNumber, {
      onSuccess: () => setSentTo(input.mobileNumber),
      onError: () => field.current?.focus(),
    });
  }

  return (
    <form
      className="send-tickets no-print"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${baseId}-title`}
      data-testid="send-tickets-form"
    >
      <h2 id={`${baseId}-title`} className="send-tickets__title">
        <FormattedMessage id="edocument.send.title" />
      </h2>
      <div className="send-tickets__row">
        <div className="field send-tickets__field">
          <label htmlFor={fieldId} className="field__label">
            <FormattedMessage id="edocument.send.mobile" />
          </label>
          <input
            ref={field}
            id={fieldId}
            className="field__control send-tickets__input"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={errorText !== null}
            aria-describedby={errorText !== null ? `${hintId} ${errorId}` : hintId}
            data-testid="send-tickets-mobile"
          />
          <p id={hintId} className="send-tickets__hint">
            <FormattedMessage id="edocument.send.hint" />
          </p>
        </div>
        <button
          type="submit"
          className="button button--primary send-tickets__submit"
          aria-disabled={send.isPending}
          data-testid="send-tickets-submit"
        >
          <FormattedMessage id={send.isPending ? 'edocument.send.sending' : 'edocument.send.submit'} />
        </button>
      </div>
      {errorText !== null && (
        <p id={errorId} className="send-tickets__error" role="alert" data-testid="send-tickets-error" data-code={errorCode ?? undefined}>
          {errorText}
        </p>
      )}
      {/* The status region stays in the page so a screen reader announces the text when it arrives. */}
      <p className="send-tickets__status" role="status">
        {sentTo !== null && (
          <span className="send-tickets__success" data-testid="send-tickets-success">
            <FormattedMessage id="edocument.send.success" values={{ mobileNumber: <bdi dir="ltr">{sentTo}</bdi> }} />
          </span>
        )}
      </p>
    </form>
  );
}
