import type { InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutPageMessageKey } from '../../../i18n/checkout/en';
import { fieldIdOf } from '../hooks/use-waiver-form';
import type { FieldProblem } from '../utils/waiver-form';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  path: string;
  label: CheckoutPageMessageKey;
  value: string;
  onValue(value: string): void;
  problem: FieldProblem | undefined;
  /** The server refused this field (its message is in the form's alert). */
  refused?: boolean;
}

/** A required text field of the waiver form, labelled, with its problem tied to it. */
export function TextField({ path, label, value, onValue, problem, refused = false, ...input }: TextFieldProps) {
  const intl = useIntl();
  const id = fieldIdOf(path);
  return (
    <div className="field">
      <label htmlFor={id} className="field__label field__label--required">
        <FormattedMessage id={label} />
      </label>
      <input
        {...input}
        id={id}
        className="field__control"
        required
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={problem !== undefined || refused}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-testid={id}
      />
      {problem && (
        <p id={`${id}-problem`} className="field__error">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
    </div>
  );
}
