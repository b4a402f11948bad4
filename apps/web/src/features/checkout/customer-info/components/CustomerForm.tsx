import type { FormConfiguration } from '@kupa/contracts';
import { useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { useCustomerForm } from '../hooks/use-customer-form';
import type { CustomerField } from '../utils/customer-fields';
import { CustomerErrorSummary } from './CustomerErrorSummary';
import { CustomerFormField } from './CustomerFormField';

/** What the customer form needs of its page (the ticket flow or an item order's checkout). */
export type CustomerFormProps = Pick<CheckoutStepProps, 'cart' | 'updateCart' | 'syncing' | 'onNext' | 'onBack'>;

/** The customer details form of one configuration: validates on blur and on submit, then stores customerInfo in the cart. */
export function CustomerForm({ config, cart, updateCart, syncing, onNext, onBack }: CustomerFormProps & { config: FormConfiguration }) {
  const id = useId();
  const failureText = useFailureText();
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useCustomerForm({ config, cart, updateCart, onNext, summaryRef });
  const fieldId = (field: CustomerField) => `${id}-${field}`;
  const busy = form.saving || syncing;

  return (
    <form className="checkout-form" noValidate onSubmit={(e) => void form.submit(e)} data-testid="customer-form" aria-busy={busy}>
      {form.failedSubmits > 0 && (
        <CustomerErrorSummary ref={summaryRef} errors={form.submitted ? form.errors : []} fields={form.fields} fieldId={fieldId} />
      )}
      <p className="checkout-form__note">
        <FormattedMessage id="customer.form.requiredNote" />
      </p>
      <div className="checkout-form__grid">
        {form.fields.map((field) => (
          <CustomerFormField
            key={field}
            config={config}
            field={field}
            id={fieldId(field)}
            values={form.values}
            error={form.shownError(field)}
            set={form.set}
            touch={form.touch}
          />
        ))}
      </div>
      {form.saveError !== null && (
        <p className="checkout-alert" role="alert" data-testid="customer-save-error">
          {failureText(form.saveError)}
        </p>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--secondary" data-testid="customer-back" onClick={onBack} disabled={busy}>
          <FormattedMessage id="customer.back" />
        </button>
        <button type="submit" className="button button--primary" data-testid="customer-submit" disabled={busy} aria-disabled={busy}>
          {busy && <Spinner />}
          <FormattedMessage id={busy ? 'customer.saving' : 'customer.continue'} />
        </button>
      </div>
    </form>
  );
}
