import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { FieldProblem } from '../FieldProblem';

export interface Choice {
  value: string;
  label: string;
}

/** A labelled select of a back-office form with an empty first choice, marked when it is the one to fix. */
export function ChoiceField({
  label,
  value,
  choices,
  empty,
  onChange,
  invalid,
  testId,
}: {
  label: LiveMessageKey;
  value: string;
  choices: readonly Choice[];
  /** The text of the empty choice; none when a choice is always made. */
  empty?: LiveMessageKey;
  onChange(value: string): void;
  invalid: boolean;
  testId: string;
}) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        className="field__control"
        value={value}
        data-testid={testId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {empty && <option value="">{intl.formatMessage({ id: empty })}</option>}
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <FieldProblem id={`${id}-problem`} shown={invalid} />
    </div>
  );
}
