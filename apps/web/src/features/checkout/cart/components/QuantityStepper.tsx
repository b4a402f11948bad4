import { useIntl } from 'react-intl';
import './quantity-stepper.css';

// Symbols, not words: the buttons' accessible names say what they do.
const MINUS = '\u2212';
const PLUS = '+';

interface QuantityStepperProps {
  quantity: number;
  /** Accessible names of the buttons, e.g. "Add one Regular ticket" (already translated). */
  addLabel: string;
  removeLabel: string;
  canAdd: boolean;
  canRemove: boolean;
  busy: boolean;
  onAdd(): void;
  onRemove(): void;
  /** Test ids: `${testId}-plus`, `${testId}-minus`, `${testId}-quantity`. */
  testId: string;
  /** The id of the text saying why + cannot add (a maximum reached), if any. */
  addDescribedBy?: string | undefined;
}

/**
 * − quantity + with named buttons (44px targets). A button that cannot act is aria-disabled, not disabled, so focus
 * stays on it when a limit is reached.
 */
export function QuantityStepper({
  quantity,
  addLabel,
  removeLabel,
  canAdd,
  canRemove,
  busy,
  onAdd,
  onRemove,
  testId,
  addDescribedBy,
}: QuantityStepperProps) {
  const intl = useIntl();
  return (
    <div className="quantity-stepper" role="group" aria-label={intl.formatMessage({ id: 'checkout.quantity.label' }, { quantity })}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={removeLabel}
        data-testid={`${testId}-minus`}
        aria-disabled={!canRemove || busy}
        onClick={() => canRemove && !busy && onRemove()}
      >
        <span aria-hidden="true">{MINUS}</span>
      </button>
      <output className="quantity-stepper__value" data-testid={`${testId}-quantity`} aria-hidden="true">
        {quantity}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={addLabel}
        aria-describedby={addDescribedBy}
        data-testid={`${testId}-plus`}
        aria-disabled={!canAdd || busy}
        onClick={() => canAdd && !busy && onAdd()}
      >
        <span aria-hidden="true">{PLUS}</span>
      </button>
    </div>
  );
}
