import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import type { OrderContext } from '../../flow/order-context';
import { useCustomer } from '../../member-login/hooks/use-customer';
import { useFormConfiguration } from '../hooks/use-form-configuration';
import { CustomerForm, type CustomerFormProps } from './CustomerForm';
import { CustomerLoginBar } from './CustomerLoginBar';
import './checkout-forms.css';

/**
 * The customer info step (spec 2): the buyer's details, built from the form configuration of the order's business (the
 * ticket order's, or an item order's own form type); titled by the page's step heading. Where the business sells to
 * logged-in customers only (`loginRequired`, the priced cart's auth.required), the buyer logs in first.
 */
export function CustomerInfoStep({
  context,
  loginRequired = false,
  ...props
}: CustomerFormProps & { context: OrderContext; loginRequired?: boolean }) {
  const { locale } = useLocale();
  const query = useFormConfiguration(context, locale);
  const failureText = useFailureText();
  const { customer, known } = useCustomer();
  const mustLogIn = loginRequired && known && customer === null;

  return (
    // The flow's step heading titles this step and takes the focus when it opens.
    <section className="customer-step" data-testid="customer-step">
      <CustomerLoginBar required={mustLogIn} />
      {mustLogIn ? null : query.isError ? (
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
