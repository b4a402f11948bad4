import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';

interface PasswordFieldProps {
  id: string;
  label: LiveMessageKey;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  invalid: boolean;
  /** The id of the message that explains the problem, when this field has it. */
  describedBy?: string;
  testId: string;
}

/** One password input of the change-password form, labelled, marked invalid with its explanation. */
export function PasswordField({ id, label, value, onChange, autoComplete, invalid, describedBy, testId }: PasswordFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        type="password"
        className="field__control"
        autoComplete={autoComplete}
        dir="ltr"
        required
        data-testid={testId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
