import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { useFormConfiguration } from '../hooks/use-form-configuration';
import { CustomerForm } from './CustomerForm';
import { CustomerLoginBar } from './CustomerLoginBar';
import './checkout-forms.css';

/** Step 2 of the ticket order (spec 2): the buyer's details, built from the business's order form configuration. */
export function CustomerInfoStep(props: CheckoutStepProps) {
  const { locale } = useLocale();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useFormConfiguration(props.presentation.id, locale);
  const failureText = useFailureText();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="customer-step" aria-labelledby={`${id}-title`} data-testid="customer-step">
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="customer-step__title">
        <FormattedMessage id="customer.title" />
      </h2>
      <CustomerLoginBar />
      {query.isError ? (
        <div className="checkout-alert" role="alert" data-testid="customer-config-error">
          <p>{failureText(query.error)}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            <FormattedMessage id="common.tryAgain" />
          </button>
        </div>
      ) : query.data ? (
        <CustomerForm {...props} config={query.data} />
      ) : (
        <p className="checkout-dialog__status" role="status" data-testid="customer-loading">
          <Spinner />
          <FormattedMessage id="customer.loading" />
        </p>
      )}
    </section>
  );
}
