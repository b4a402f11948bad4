import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AnyMessageKey } from '../../../../i18n/live/live-keys';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: AnyMessageKey;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  testId: string;
  /** The first option, for "all" (value ''). */
  allLabel?: string;
}

/** A labelled select of a filter bar. */
export function SelectField({ label, value, options, onChange, testId, allLabel }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        className="field__control"
        data-testid={testId}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
