import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageRef } from '../utils/field-errors';
import './checkout-forms.css';

interface FormTextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  required: boolean;
  /** A generic rule's message, or a text already translated (a server error). */
  error: MessageRef | string | null;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autoComplete: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'text';
  maxLength?: number;
  hint?: ReactNode;
  testId: string;
  className?: string;
  onChange(value: string): void;
  onBlur?(): void;
}

/** A labelled input whose error is tied to it (aria-describedby) and announced when it appears. */
export function FormTextField({
  id,
  label,
  value,
  required,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  hint,
  testId,
  className,
  onChange,
  onBlur,
}: FormTextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className={`field__label${required ? ' field__label--required' : ''}`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__control"
        type={type}
        value={value}
        required={required}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        dir={type === 'email' || type === 'tel' || inputMode === 'numeric' || inputMode === 'decimal' ? 'ltr' : undefined}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <span id={hintId} className="checkout-form__note">
          {hint}
        </span>
      )}
      <span id={errorId} className="field__error" aria-live="polite" data-testid={`${testId}-error`}>
        {typeof error === 'string' ? error : error && <FormattedMessage id={error.id} values={error.values} />}
      </span>
    </div>
  );
}
