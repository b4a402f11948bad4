import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { LiveMessageKey } from '../../../i18n/live/en';
import { FieldProblem } from './FieldProblem';

export interface TextFieldProps {
  label: LiveMessageKey;
  value: string;
  onChange(value: string): void;
  /** The field is the one that cannot be read or that the server refused. */
  invalid: boolean;
  testId: string;
  multiline?: boolean;
  lang?: 'he' | 'en';
  inputMode?: 'numeric' | 'url';
}

/** A labelled text field of a back-office form, marked (and described) when it is the one to fix. */
export function TextField({ label, value, onChange, invalid, testId, multiline, lang, inputMode }: TextFieldProps) {
  const id = useId();
  const common = {
    id,
    className: 'field__control',
    value,
    lang,
    dir: lang === 'he' ? 'rtl' : lang === 'en' || inputMode ? 'ltr' : undefined,
    'data-testid': testId,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? `${id}-problem` : undefined,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldProblem id={`${id}-problem`} shown={invalid} />
    </div>
  );
}

/** One text field of a form's list: the draft's field, its label and its options. */
export type TextFieldSpec<F extends string> = readonly [
  F,
  LiveMessageKey,
  Partial<Pick<TextFieldProps, 'multiline' | 'lang' | 'inputMode'>>,
];

/** A form's text fields, one per spec, each bound to its field of the draft (test ids `${testIdPrefix}-${field}`). */
export function TextFields<F extends string, D extends Record<F, string>>({
  specs,
  draft,
  problem,
  onChange,
  testIdPrefix,
}: {
  specs: ReadonlyArray<TextFieldSpec<F>>;
  draft: D;
  /** The field to fix, if any. */
  problem: string | null | undefined;
  onChange(draft: D): void;
  testIdPrefix: string;
}) {
  return specs.map(([field, label, options]) => (
    <TextField
      key={field}
      label={label}
      value={draft[field]}
      onChange={(value) => onChange({ ...draft, [field]: value })}
      invalid={problem === field}
      testId={`${testIdPrefix}-${field}`}
      {...options}
    />
  ));
}
