import type { CartSeat } from '@kupa/contracts';
import type { MessageLocale } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { MemberLoginDialog } from '../../member-login/components/MemberLoginDialog';
import { useMemberNumberCheck } from '../hooks/use-member-number-check';
import { lineInputId } from '../utils/ticket-lines';

interface MemberNumberFieldProps {
  presentationId: number;
  locale: MessageLocale;
  index: number;
  value: string;
  missing: boolean;
  onChange(index: number, patch: Partial<CartSeat>): void;
}

/** The member number of a membership or member-only ticket: checked with POST /api/cart/member, then put on the line. */
export function MemberNumberField({ presentationId, locale, index, value, missing, onChange }: MemberNumberFieldProps) {
  const { draft, busy, found, shownError, loginOpen, check, edit, loggedIn, loginClosed } = useMemberNumberCheck({
    presentationId,
    locale,
    index,
    value,
    missing,
    onChange,
  });
  const id = lineInputId(index, 'memberNumber');
  const errorId = `${id}-error`;

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
            edit(e.currentTarget.value);
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
      <MemberLoginDialog open={loginOpen} onLoggedIn={loggedIn} onClose={loginClosed} />
    </div>
  );
}
