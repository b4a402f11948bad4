import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { CheckoutStepProps } from '../../flow/checkout-types';
import { useFormConfiguration } from '../hooks/use-form-configuration';
import { CustomerForm } from './CustomerForm';
import { CustomerLoginBar } from './CustomerLoginBar';
import './checkout-forms.css';

/** Step 2 of the ticket order (spec 2): the buyer's details, built from the business's order form configuration; titled by the flow's step heading. */
export function CustomerInfoStep(props: CheckoutStepProps) {
  const { locale } = useLocale();
  const query = useFormConfiguration(props.presentation.id, locale);
  const failureText = useFailureText();

  return (
    // The flow's step heading titles this step and takes the focus when it opens.
    <section className="customer-step" data-testid="customer-step">
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
