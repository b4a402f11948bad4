import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { ErrorSummary } from '../../customer-info/components/ErrorSummary';
import { useFormConfiguration } from '../../customer-info/hooks/use-form-configuration';
import { useCustomer } from '../../member-login/hooks/use-customer';
import { useCardForm } from '../hooks/use-card-form';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { cartToCommit } from '../utils/payment-choice';
import type { PaymentDialogProps } from '../utils/payment-dialog-props';
import { paymentStateName } from '../utils/payment-state';
import { PaymentAmountHeader } from './PaymentAmountHeader';
import { PaymentMethodFields } from './PaymentMethodFields';
import { PaymentProblemAlert } from './PaymentProblemAlert';
import { PaymentStatusNotes } from './PaymentStatusNotes';
import { VoucherPaymentDialog } from './VoucherPaymentDialog';

/** The dialog's content; card details stay in this component's state and go only into the commit request. */
export function PaymentPanel(props: PaymentDialogProps & { titleId: string; onClosableChange(closable: boolean): void }) {
  const { context, cart, priced, updateCart, resumePaymentIdentifier, onCommitted, onOrderCancelled, onClosableChange } = props;
  const id = useId();
  const { locale } = useLocale();
  const { customer } = useCustomer();
  const config = useFormConfiguration(context, locale).data;
  const flow = usePaymentFlow({ cart, resumePaymentIdentifier, onCommitted, onOrderCancelled });
  const { state } = flow;
  const problem = state.kind === 'form' ? state.problem : null;
  const amountDue = priced.amountDue;
  const nothingToCharge = amountDue <= 0 || cart.isHold === true;
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useCardForm({ config, customer, nothingToCharge, problem, idPrefix: id, summaryRef });
  const [voucherOpen, setVoucherOpen] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [choiceAgain, setChoiceAgain] = useState(0);

  // Back from the bank app by the buyer's choice: the focus lands on the (card) choice, ready to pay another way.
  useEffect(() => {
    if (choiceAgain > 0) formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [choiceAgain]);
  const chooseOther = () => {
    form.resetChoice();
    flow.stopWaitingForBank();
    setChoiceAgain((n) => n + 1);
  };
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const closable = state.kind === 'form' || state.kind === 'bankWaiting';
  useEffect(() => onClosableChange(closable), [closable, onClosableChange]);
  /** Disabled while a commit runs, and until the card rules (the form configuration) are known. */
  const submitDisabled = state.kind === 'processing' || (!config && !nothingToCharge);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (state.kind !== 'form') return;
    if (form.errors.length > 0) {
      form.refuse();
      return;
    }
    const holderIdIncluded = config?.fields.creditCardSSN?.isIncluded ?? false;
    const { choice, card, numberOfPayments, saveCard } = form;
    const fields = { choice, card, numberOfPayments, saveCard, loggedIn: customer !== null, holderIdIncluded };
    void flow.commit(cartToCommit(cart, amountDue, nothingToCharge ? null : fields));
  }

  return (
    <div
      className="checkout-dialog__content"
      data-testid="payment-state"
      data-state={paymentStateName(state)}
      aria-busy={state.kind === 'processing'}
    >
      <PaymentAmountHeader {...props} nothingToCharge={nothingToCharge} closable={closable} />
      <PaymentStatusNotes state={state} onChooseOther={chooseOther} onRestart={onOrderCancelled} />
      {(state.kind === 'form' || state.kind === 'processing') && (
        <form ref={formRef} className="checkout-form" noValidate onSubmit={submit} data-testid="payment-form">
          {problem && <PaymentProblemAlert ref={problemRef} problem={problem} />}
          {form.failedSubmits > 0 && <ErrorSummary ref={summaryRef} items={form.summaryItems} testId="payment-error-summary" />}
          <fieldset className="checkout-fieldset" disabled={state.kind === 'processing'}>
            {nothingToCharge ? (
              <p>
                <FormattedMessage id={cart.isHold ? 'payment.holdNotice' : 'payment.nothingDue'} />
              </p>
            ) : (
              <PaymentMethodFields form={form} config={config} customer={customer} idPrefix={id} onEdit={() => flow.edited()} />
            )}
          </fieldset>
          {state.kind === 'processing' && (
            <p className="checkout-dialog__status" role="status" data-testid="payment-processing">
              <Spinner />
              <FormattedMessage id="payment.processing" />
            </p>
          )}
          <div className="checkout-actions">
            <button type="submit" className="button button--primary" data-testid="payment-submit" disabled={submitDisabled}>
              <FormattedMessage
                id={nothingToCharge ? 'payment.complete' : form.choice.kind === 'bank' ? 'payment.payBank' : 'payment.pay'}
                values={{ amount: formatPrice(amountDue, locale) }}
              />
            </button>
            {config?.isVoucherPaymentEnabled && !cart.isHold && (
              <button
                type="button"
                className="button button--secondary"
                data-testid="payment-voucher-open"
                disabled={submitDisabled}
                onClick={() => setVoucherOpen(true)}
              >
                <FormattedMessage id="payment.useVoucher" />
              </button>
            )}
          </div>
        </form>
      )}
      <VoucherPaymentDialog
        open={voucherOpen}
        context={context}
        cart={cart}
        priced={priced}
        updateCart={updateCart}
        onClose={() => setVoucherOpen(false)}
      />
    </div>
  );
}
