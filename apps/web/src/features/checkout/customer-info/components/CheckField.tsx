import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../utils/field-errors';

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  required: boolean;
  error: MessageRef | null;
  /** Longer text under the label (the business's additional terms), read with the checkbox. */
  details?: ReactNode;
  testId: string;
  onChange(checked: boolean): void;
  onBlur?(): void;
}

/** A labelled checkbox with a 44px target, its details and its error tied to it. */
export function CheckField({ id, label, checked, required, error, details, testId, onChange, onBlur }: CheckFieldProps) {
  const errorId = `${id}-error`;
  const detailsId = `${id}-details`;
  const describedBy = [details ? detailsId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field checkout-form__wide">
      <div className="check-field">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.checked)}
          onBlur={onBlur}
        />
        <div>
          <label htmlFor={id} className={required ? 'field__label--required' : undefined}>
            {label}
          </label>
          {details && (
            <p id={detailsId} className="check-field__terms">
              {details}
            </p>
          )}
        </div>
      </div>
      <span id={errorId} className="field__error" aria-live="polite" data-testid={`${testId}-error`}>
        {error && <FormattedMessage id={error.id} values={error.values} />}
      </span>
    </div>
  );
}
