import type { CustomerInfoView, FormConfiguration } from '@kupa/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardForm } from '../hooks/use-card-form';
import { instalmentOptions } from '../utils/payment-choice';
import { CardFields } from './CardFields';
import { PaymentChoices } from './PaymentChoices';

interface PaymentMethodFieldsProps {
  form: CardForm;
  config: FormConfiguration | undefined;
  customer: CustomerInfoView | null;
  idPrefix: string;
  /** Called on every change of the way to pay (a shown problem is then cleared). */
  onEdit(): void;
}

/** How the buyer pays: saved card, new card (with holder ID and instalments where configured) or the bank app. */
export function PaymentMethodFields({ form, config, customer, idPrefix, onEdit }: PaymentMethodFieldsProps) {
  const intl = useIntl();
  const { choice } = form;
  const holderRule = config?.fields.creditCardSSN;
  const instalmentsShown = (config?.fields.numberOfPayments?.isIncluded ?? false) && (config?.maxNumberOfPayments ?? 1) > 1;
  return (
    <>
      <PaymentChoices
        savedCards={form.savedCards}
        choice={choice}
        onChoose={(next) => {
          form.setChoice(next);
          onEdit();
        }}
      />
      {choice.kind === 'newCard' && (
        <CardFields
          idPrefix={idPrefix}
          card={form.card}
          holderIdIncluded={holderRule?.isIncluded ?? false}
          holderIdRequired={holderRule?.isRequired ?? false}
          errors={form.shown}
          onChange={(next) => {
            form.setCard(next);
            onEdit();
          }}
          onBlur={form.touch}
        />
      )}
      {choice.kind !== 'bank' && instalmentsShown && config && (
        <div className="field">
          <label className="field__label" htmlFor={`${idPrefix}-numberOfPayments`}>
            <FormattedMessage id="payment.instalments" />
          </label>
          <select
            id={`${idPrefix}-numberOfPayments`}
            className="field__control"
            value={form.numberOfPayments}
            data-testid="payment-instalments"
            onChange={(e) => {
              form.setNumberOfPayments(Number(e.target.value));
              onEdit();
            }}
          >
            {instalmentOptions(config.maxNumberOfPayments).map((n) => (
              <option key={n} value={n}>
                {intl.formatMessage({ id: 'payment.instalmentsOption' }, { count: n })}
              </option>
            ))}
          </select>
        </div>
      )}
      {choice.kind === 'newCard' && customer && (
        <div className="check-field">
          <input
            id={`${idPrefix}-saveCard`}
            type="checkbox"
            checked={form.saveCard}
            data-testid="payment-save-card"
            onChange={(e) => form.setSaveCard(e.target.checked)}
          />
          <label htmlFor={`${idPrefix}-saveCard`}>
            <FormattedMessage id="payment.saveCard" />
          </label>
        </div>
      )}
      {choice.kind === 'bank' && (
        <p className="checkout-form__note">
          <FormattedMessage id="payment.bank.explain" />
        </p>
      )}
    </>
  );
}
