import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** "Best available" for a party of N: the server seats them side by side and holds the seats (replacing the current ones). */
export function BestAvailableForm({ maxSeats, busy, onFind }: { maxSeats: number; busy: boolean; onFind(quantity: number): void }) {
  const id = useId();
  const [quantity, setQuantity] = useState(2);
  const options = Array.from({ length: Math.max(1, maxSeats) }, (_, i) => i + 1);
  return (
    <form
      className="best-available"
      data-testid="best-available"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onFind(quantity);
      }}
    >
      <h3 id={`${id}-title`} className="best-available__title">
        <FormattedMessage id="seats.best.title" />
      </h3>
      <div className="best-available__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-quantity`}>
            <FormattedMessage id="seats.best.quantity" />
          </label>
          <select
            id={`${id}-quantity`}
            className="field__control"
            data-testid="best-quantity"
            value={Math.min(quantity, options.length)}
            onChange={(e) => setQuantity(Number(e.target.value))}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--secondary" data-testid="best-submit" disabled={busy}>
          <FormattedMessage id={busy ? 'seats.best.busy' : 'seats.best.submit'} />
        </button>
      </div>
      <p className="best-available__note">
        <FormattedMessage id="seats.best.note" />
      </p>
    </form>
  );
}
