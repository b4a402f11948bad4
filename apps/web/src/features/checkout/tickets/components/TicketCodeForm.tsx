import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface TicketCodeFormProps {
  /** Which kinds of code the price levels take: the label says so. */
  kinds: { code: boolean; voucher: boolean };
  busy: boolean;
  /** Error text of the last try (already translated), or null. */
  error: string | null;
  /** Tries a code; resolves true when it unlocked a ticket (the field then empties). */
  onApply(code: string): Promise<boolean>;
}

/** The discount code / ticket voucher field of the tickets step (POST /api/cart/ticket-code). */
export function TicketCodeForm({ kinds, busy, error, onApply }: TicketCodeFormProps) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const label = kinds.code && kinds.voucher ? 'tickets.code.labelBoth' : kinds.voucher ? 'tickets.code.labelVoucher' : 'tickets.code.label';
  const apply = async () => {
    if (busy) return;
    if (await onApply(code.trim())) setCode('');
  };
  return (
    <form
      className="ticket-code"
      data-testid="ticket-code-form"
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <label htmlFor={`${id}-code`} className="checkout-field__label">
        <FormattedMessage id={label} />
      </label>
      <div className="checkout-field__row">
        <input
          id={`${id}-code`}
          className="checkout-field__input"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={error !== null || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid="ticket-code-input"
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <button type="submit" className="button button--secondary" data-testid="ticket-code-apply" aria-disabled={busy || undefined}>
          {intl.formatMessage({ id: 'tickets.code.apply' })}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="checkout-field__error" role="alert" data-testid="ticket-code-error">
          {error}
        </p>
      )}
    </form>
  );
}
