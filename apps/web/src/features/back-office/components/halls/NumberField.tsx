import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../../i18n/live/en';
import { FieldProblem } from '../FieldProblem';

interface NumberFieldProps {
  label: LiveMessageKey;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  testId: string;
}

/** A whole-number field: the typed text is kept while it is not a number in range (marked), the value only when it is. */
export function NumberField({ label, value, min, max, onChange, testId }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  // A value changed from outside (an import) replaces the text; the user's own typing is kept while it is not a number.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (Number(text) !== value) setText(String(value));
  }
  const typed = Number(text);
  const invalid = text.trim() === '' || !Number.isInteger(typed) || typed < min || typed > max;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        className="field__control"
        inputMode="numeric"
        dir="ltr"
        value={text}
        data-testid={testId}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = Number(e.target.value);
          if (e.target.value.trim() !== '' && Number.isInteger(next) && next >= min && next <= max) onChange(next);
        }}
      />
      <FieldProblem id={`${id}-problem`} shown={invalid} />
    </div>
  );
}
