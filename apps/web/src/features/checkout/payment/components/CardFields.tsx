import type { FieldError } from '@kupa/domain';
import { FormattedMessage } from 'react-intl';
import { FormTextField } from '../../customer-info/components/FormTextField';
import { fieldErrorMessage } from '../../customer-info/utils/field-errors';
import { formatCardNumber, formatExpiryInput } from '../utils/card-format';
import type { CardInput } from '../utils/payment-choice';

interface CardFieldsProps {
  idPrefix: string;
  card: CardInput;
  holderIdIncluded: boolean;
  holderIdRequired: boolean;
  /** Errors to show now (touched fields, or all after a submit). */
  errors: ReadonlyMap<string, FieldError>;
  onChange(card: CardInput): void;
  onBlur(field: string): void;
}

/** A new card: number in groups of four, MM/YY, CVV and the card holder's ID; autofill hints of the cc-* family. */
export function CardFields({ idPrefix, card, holderIdIncluded, holderIdRequired, errors, onChange, onBlur }: CardFieldsProps) {
  const errorOf = (field: string) => {
    const error = errors.get(field);
    return error ? fieldErrorMessage(error) : null;
  };
  return (
    <div className="checkout-form__grid">
      <FormTextField
        id={`${idPrefix}-creditCardNumber`}
        className="checkout-form__wide"
        label={<FormattedMessage id="payment.card.number" />}
        value={card.number}
        required
        error={errorOf('creditCardNumber')}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        testId="card-number"
        onChange={(v) => onChange({ ...card, number: formatCardNumber(v) })}
        onBlur={() => onBlur('creditCardNumber')}
      />
      <FormTextField
        id={`${idPrefix}-creditCardExpDate`}
        label={<FormattedMessage id="payment.card.expiry" />}
        hint={<FormattedMessage id="payment.card.expiryHint" />}
        value={card.expiry}
        required
        error={errorOf('creditCardExpDate')}
        autoComplete="cc-exp"
        inputMode="numeric"
        maxLength={5}
        testId="card-expiry"
        onChange={(v) => onChange({ ...card, expiry: formatExpiryInput(v) })}
        onBlur={() => onBlur('creditCardExpDate')}
      />
      <FormTextField
        id={`${idPrefix}-creditCardCVV`}
        label={<FormattedMessage id="payment.card.cvv" />}
        value={card.cvv}
        required
        error={errorOf('creditCardCVV')}
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        testId="card-cvv"
        onChange={(v) => onChange({ ...card, cvv: v.replace(/\D/g, '').slice(0, 4) })}
        onBlur={() => onBlur('creditCardCVV')}
      />
      {holderIdIncluded && (
        <FormTextField
          id={`${idPrefix}-creditCardSSN`}
          className="checkout-form__wide"
          label={<FormattedMessage id="payment.card.holderId" />}
          value={card.holderId}
          required={holderIdRequired}
          error={errorOf('creditCardSSN')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={9}
          testId="card-holder-id"
          onChange={(v) => onChange({ ...card, holderId: v })}
          onBlur={() => onBlur('creditCardSSN')}
        />
      )}
    </div>
  );
}
