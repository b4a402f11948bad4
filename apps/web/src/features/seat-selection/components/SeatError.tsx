import { FormattedMessage } from 'react-intl';

export interface SeatMessage {
  text: string;
  code: string | null;
  tone: 'error' | 'info';
}

/** Where seat errors appear, translated (spec 8): an alert region that exists before its message, so it is announced. */
export function SeatError({ message, onDismiss }: { message: SeatMessage | null; onDismiss(): void }) {
  return (
    <div role="alert" className="seat-error-region">
      {message && (
        <div className={`seat-message seat-message--${message.tone}`} data-testid="seat-error" data-code={message.code ?? undefined}>
          <p className="seat-message__text">{message.text}</p>
          <button type="button" className="seat-message__dismiss" onClick={onDismiss}>
            <FormattedMessage id="seats.error.dismiss" />
          </button>
        </div>
      )}
    </div>
  );
}
