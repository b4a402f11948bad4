import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPrice } from '../../../lib/format/price';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useErrorCodeText } from '../../../lib/i18n/use-error-text';
import { parseOpenValue } from '../utils/voucher-choice';

interface OpenValueFieldProps {
  priceId: number;
  min: number | null;
  max: number | null;
  text: string;
  /** Continue was pressed with this amount missing or wrong: say so even before the field was left. */
  required: boolean;
  onChange(text: string): void;
}

/** The amount of an open-value voucher, with its {min}–{max} range; checked when the field is left (spec 5). */
export function OpenValueField({ priceId, min, max, text, required, onChange }: OpenValueFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const codeText = useErrorCodeText();
  const [left, setLeft] = useState(false);
  const id = useId();
  const value = parseOpenValue(text, { min, max });
  const show = left || required;
  const price = (n: number | null) => (n === null ? '' : formatPrice(n, locale));
  const error = !show
    ? null
    : value.kind === 'empty'
      ? required
        ? intl.formatMessage({ id: 'vouchers.openValue.required' })
        : null
      : value.kind === 'invalid'
        ? intl.formatMessage({ id: 'vouchers.openValue.invalid' })
        : value.kind === 'outOfRange'
          ? codeText('OPEN_VALUE_OUT_OF_RANGE', { min: price(min), max: price(max) })
          : null;
  return (
    <div className="open-value">
      <label htmlFor={`${id}-input`} className="open-value__label">
        <FormattedMessage id="vouchers.openValue.label" />
      </label>
      <input
        id={`${id}-input`}
        className="open-value__input"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={text}
        aria-invalid={error !== null}
        aria-describedby={`${id}-range${error ? ` ${id}-error` : ''}`}
        data-testid={`voucher-amount-${priceId}`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <span id={`${id}-range`} className="open-value__range">
        <FormattedMessage id="vouchers.openValue.range" values={{ min: price(min), max: price(max) }} />
      </span>
      {error ? (
        <span id={`${id}-error`} className="open-value__error" role="alert" data-testid={`voucher-amount-${priceId}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
