import type { CartPayload } from '@kupa/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { LocalizedLink } from '../../../components/ui/LocalizedLink';
import { Spinner } from '../../../components/ui/Spinner';
import { useLocale } from '../../../lib/i18n/locale-context';
import { useFailureText } from '../../../lib/i18n/use-error-text';
import { withLang } from '../../../lib/i18n/with-lang';
import { ProblemList } from '../../checkout';
import { CustomerInfoStep } from '../../checkout';
import { PaymentDialog } from '../../checkout';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import type { useItemCheckout } from '../hooks/use-item-checkout';
import { choicePathOf, itemOrderContext } from '../utils/item-steps';
import type { PendingOrder, PendingOrderKind } from '../utils/pending-order';
import { ItemLoginStep } from './ItemLoginStep';
import { ItemSummary } from './ItemSummary';

interface ItemOrderStepsProps {
  kind: PendingOrderKind;
  order: PendingOrder;
  cart: CartPayload;
  checkout: ReturnType<typeof useItemCheckout>;
}

/**
 * The steps of an item order before its confirmation: the member login (memberships), the customer info of the kind's
 * form, then the payment dialog; the priced order beside them. Back from the card issuer's page (?paymentIdentifier=)
 * the dialog opens again and finishes the payment.
 */
export function ItemOrderSteps({ kind, order, cart, checkout }: ItemOrderStepsProps) {
  const { linkLang } = useLocale();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [searchParams, setSearchParams] = useSearchParams();
  const { priced, step, resumePaymentIdentifier } = checkout;
  const [paymentOpen, setPaymentOpen] = useState(resumePaymentIdentifier !== null);
  const context = itemOrderContext(order);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const firstStep = useRef(step);
  useEffect(() => {
    if (step !== firstStep.current) headingRef.current?.focus();
  }, [step]);

  const clearResume = useStableCallback(() => {
    if (!searchParams.has('paymentIdentifier')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('paymentIdentifier');
    setSearchParams(next, { replace: true });
  });
  const closePayment = () => {
    setPaymentOpen(false);
    clearResume();
  };

  return (
    <section className="checkout-step" aria-labelledby="item-step-title" data-testid={`item-step-${step}`}>
      <div className="checkout-step__head">
        <h2 id="item-step-title" ref={headingRef} tabIndex={-1} className="checkout-step__title" data-testid="item-step-heading">
          <FormattedMessage id={step === 'login' ? 'itemCheckout.step.login' : 'itemCheckout.step.customerInfo'} />
        </h2>
      </div>
      {checkout.failure !== null && (
        <div className="checkout-alert item-checkout__problem" role="alert" data-testid="item-checkout-error">
          <p>{failureText(checkout.failure)}</p>
          <LocalizedLink to={choicePathOf(kind)} className="button button--secondary">
            <FormattedMessage id="itemCheckout.backToChoice" />
          </LocalizedLink>
        </div>
      )}
      {priced && <ProblemList problems={priced.problems} testId="item-checkout-problems" />}
      <div className="checkout-step__body">
        <div className="checkout-step__main" aria-busy={checkout.syncing}>
          {step === 'login' && <ItemLoginStep kind={kind} onLoggedIn={checkout.reprice} />}
          {step === 'customerInfo' && (
            <CustomerInfoStep
              context={context}
              cart={cart}
              updateCart={checkout.updateCart}
              syncing={checkout.syncing}
              onNext={() => setPaymentOpen(true)}
              onBack={() => void navigate(withLang(choicePathOf(kind), linkLang))}
            />
          )}
        </div>
        <aside className="checkout-step__side">
          {priced ? (
            <ItemSummary priced={priced} syncing={checkout.syncing} />
          ) : (
            checkout.failure === null && (
              <p className="checkout-dialog__status" role="status" data-testid="item-checkout-pricing">
                <Spinner />
                <FormattedMessage id="itemCheckout.pricing" />
              </p>
            )
          )}
        </aside>
      </div>
      {priced && (
        <PaymentDialog
          open={paymentOpen}
          context={context}
          cart={cart}
          priced={priced}
          updateCart={checkout.updateCart}
          resumePaymentIdentifier={resumePaymentIdentifier}
          onCommitted={(result) => {
            closePayment();
            checkout.committed(result);
          }}
          onOrderCancelled={() => {
            closePayment();
            checkout.reprice();
          }}
          onClose={closePayment}
        />
      )}
    </section>
  );
}
