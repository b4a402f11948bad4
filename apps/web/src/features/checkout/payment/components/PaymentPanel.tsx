import { validatePaymentFields, type FieldError } from '@kupa/domain';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../../../../components/ui/Spinner';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';
import { formatPrice } from '../../../../lib/format/price';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { useErrorCodeText } from '../../../../lib/i18n/use-error-text';
import { ErrorSummary } from '../../customer-info/components/ErrorSummary';
import { useFormConfiguration } from '../../customer-info/hooks/use-form-configuration';
import { errorsInFieldOrder, fieldErrorMessage, firstErrorPerField } from '../../customer-info/utils/field-errors';
import { useCustomer } from '../../member-login/hooks/use-customer';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { declineReasonMessage } from '../utils/decline-reason';
import { cartToCommit, EMPTY_CARD, instalmentOptions, usableSavedCards, type CardInput, type PaymentChoice } from '../utils/payment-choice';
import { paymentStateName, type PaymentProblem } from '../utils/payment-state';
import type { PaymentDialogProps } from '../utils/payment-dialog-props';
import { CardFields } from './CardFields';
import { BankWaiting } from './BankWaiting';
import { PaymentChoices } from './PaymentChoices';
import { VoucherPaymentDialog } from './VoucherPaymentDialog';

/** The card fields in the order they are shown, with their labels (the error summary names them). */
const CARD_FIELD_LABELS = {
  creditCardNumber: 'payment.card.number',
  creditCardExpDate: 'payment.card.expiry',
  creditCardCVV: 'payment.card.cvv',
  creditCardSSN: 'payment.card.holderId',
  numberOfPayments: 'payment.instalments',
} as const satisfies Record<string, MessageKey>;
const CARD_FIELD_ORDER = Object.keys(CARD_FIELD_LABELS);

function ProblemText({ problem }: { problem: PaymentProblem }) {
  const codeText = useErrorCodeText();
  switch (problem.type) {
    case 'declined':
      return <FormattedMessage id={declineReasonMessage(problem.reason)} />;
    case 'bankDeclined':
      return <FormattedMessage id="payment.bank.declined" />;
    case 'network':
      return <FormattedMessage id="payment.networkError" />;
    case 'bankExpired':
      return <FormattedMessage id="payment.bank.expired" />;
    case 'error':
      return <>{codeText(problem.code, problem.details)}</>;
  }
}

/** The dialog's content; card details stay in this component's state and go only into the commit request. */
export function PaymentPanel({
  titleId,
  context,
  cart,
  priced,
  updateCart,
  resumePaymentIdentifier,
  onCommitted,
  onOrderCancelled,
  onClose,
  onClosableChange,
}: PaymentDialogProps & { titleId: string; onClosableChange(closable: boolean): void }) {
  const intl = useIntl();
  const id = useId();
  const { locale } = useLocale();
  const { customer } = useCustomer();
  const config = useFormConfiguration(context, locale).data;
  const flow = usePaymentFlow({ cart, resumePaymentIdentifier, onCommitted, onOrderCancelled });
  const { state } = flow;

  const savedCards = usableSavedCards(customer);
  const firstCardChoice = (): PaymentChoice => {
    const first = savedCards[0];
    return first ? { kind: 'savedCard', magCardId: first.id } : { kind: 'newCard' };
  };
  const [choice, setChoice] = useState<PaymentChoice>(firstCardChoice);
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [numberOfPayments, setNumberOfPayments] = useState(1);
  const [saveCard, setSaveCard] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [voucherOpen, setVoucherOpen] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [choiceAgain, setChoiceAgain] = useState(0);

  const amountDue = priced.amountDue;
  const nothingToCharge = amountDue <= 0 || cart.isHold === true;
  const holderRule = config?.fields.creditCardSSN;
  const holderIdIncluded = holderRule?.isIncluded ?? false;
  const instalmentsShown = (config?.fields.numberOfPayments?.isIncluded ?? false) && (config?.maxNumberOfPayments ?? 1) > 1;

  const errors: FieldError[] = useMemo(() => {
    // A saved card is a provider token, and the instalments select offers valid counts only: only a new card is checked.
    if (!config || nothingToCharge || choice.kind !== 'newCard') return [];
    return validatePaymentFields(
      config,
      {
        creditCardNumber: card.number,
        creditCardExpDate: card.expiry,
        creditCardCVV: card.cvv,
        creditCardSSN: card.holderId,
        numberOfPayments,
      },
      new Date(),
    );
  }, [config, nothingToCharge, choice.kind, card, numberOfPayments]);
  const shown = new Map([...firstErrorPerField(errors)].filter(([field]) => failedSubmits > 0 || touched.has(field)));

  useEffect(() => {
    if (failedSubmits > 0) summaryRef.current?.focus();
  }, [failedSubmits]);
  // Back from the bank app by the buyer's choice: the focus lands on the (card) choice, ready to pay another way.
  useEffect(() => {
    if (choiceAgain > 0) formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [choiceAgain]);
  const chooseOther = () => {
    setChoice(firstCardChoice());
    flow.stopWaitingForBank();
    setChoiceAgain((n) => n + 1);
  };
  const problem = state.kind === 'form' ? state.problem : null;
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  // A declined card is typed again: its CVV is not kept.
  const [seenProblem, setSeenProblem] = useState(problem);
  if (problem !== seenProblem) {
    setSeenProblem(problem);
    if (problem?.type === 'declined') setCard((c) => ({ ...c, cvv: '' }));
  }

  const closable = state.kind === 'form' || state.kind === 'bankWaiting';
  useEffect(() => onClosableChange(closable), [closable, onClosableChange]);

  const edit = () => flow.edited();
  /** Disabled while a commit runs, and until the card rules (the form configuration) are known. */
  const submitDisabled = state.kind === 'processing' || (!config && !nothingToCharge);
  const busy = state.kind !== 'form';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (errors.length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    const fields = { choice, card, numberOfPayments, saveCard, loggedIn: customer !== null, holderIdIncluded };
    void flow.commit(cartToCommit(cart, amountDue, nothingToCharge ? null : fields));
  }

  const summaryItems = errorsInFieldOrder(errors, CARD_FIELD_ORDER)
    .filter(() => failedSubmits > 0)
    .map((error) => ({
      targetId: `${id}-${error.field}`,
      text: intl.formatMessage(
        { id: 'customer.form.summaryItem' },
        {
          field: intl.formatMessage({ id: CARD_FIELD_LABELS[error.field as keyof typeof CARD_FIELD_LABELS] }),
          message: intl.formatMessage({ id: fieldErrorMessage(error).id }, fieldErrorMessage(error).values),
        },
      ),
    }));

  return (
    <div
      className="checkout-dialog__content"
      data-testid="payment-state"
      data-state={paymentStateName(state)}
      aria-busy={state.kind === 'processing'}
    >
      <div className="checkout-dialog__header">
        <h2 id={titleId} className="checkout-dialog__title">
          <FormattedMessage id={nothingToCharge ? 'payment.titleComplete' : 'payment.title'} />
        </h2>
        <button
          type="button"
          className="button button--link checkout-dialog__close"
          onClick={onClose}
          disabled={!closable}
          data-testid="payment-close"
        >
          <FormattedMessage id="payment.close" />
        </button>
      </div>

      <p className="amount-due" data-testid="payment-amount-due">
        <span>
          <FormattedMessage id={cart.isHold ? 'payment.holdTotal' : 'payment.amountDue'} />
        </span>
        <span className="amount-due__value" data-amount={amountDue}>
          {formatPrice(cart.isHold ? priced.total : amountDue, locale)}
        </span>
      </p>
      {priced.voucherTotal > 0 && (
        <p className="checkout-form__note" data-testid="payment-voucher-total">
          <FormattedMessage id="payment.vouchersApplied" values={{ amount: formatPrice(priced.voucherTotal, locale) }} />
        </p>
      )}

      {state.kind === 'verification' && (
        <p className="checkout-alert checkout-alert--info checkout-dialog__status" role="status" data-testid="payment-verification">
          <Spinner />
          <FormattedMessage id="payment.verification" />
        </p>
      )}
      {state.kind === 'bankWaiting' && <BankWaiting approvalPath={state.approvalPath} onChooseOther={chooseOther} />}
      {state.kind === 'cancelled' && (
        <div className="checkout-alert" role="alert" data-testid="payment-cancelled">
          <p>
            <FormattedMessage id="payment.orderCancelled" />
          </p>
          <button type="button" className="button button--primary" onClick={onOrderCancelled} data-testid="payment-restart">
            <FormattedMessage id="payment.restart" />
          </button>
        </div>
      )}
      {state.kind === 'committed' && (
        <p className="checkout-alert checkout-alert--ok" role="status" data-testid="payment-committed">
          <FormattedMessage id="payment.done" />
        </p>
      )}

      {(state.kind === 'form' || state.kind === 'processing') && (
        <form ref={formRef} className="checkout-form" noValidate onSubmit={submit} data-testid="payment-form">
          {problem && (
            <p
              ref={problemRef}
              tabIndex={-1}
              className="checkout-alert"
              role="alert"
              data-testid={problem.type === 'declined' || problem.type === 'bankDeclined' ? 'payment-declined' : 'payment-error'}
              data-reason={
                problem.type === 'declined' ? (problem.reason ?? '') : problem.type === 'bankDeclined' ? 'declined' : problem.type
              }
              data-method={problem.type === 'bankDeclined' ? 'bank' : undefined}
            >
              <ProblemText problem={problem} />
            </p>
          )}
          {failedSubmits > 0 && <ErrorSummary ref={summaryRef} items={summaryItems} testId="payment-error-summary" />}
          <fieldset className="checkout-fieldset" disabled={state.kind === 'processing'}>
            {nothingToCharge ? (
              <p>
                <FormattedMessage id={cart.isHold ? 'payment.holdNotice' : 'payment.nothingDue'} />
              </p>
            ) : (
              <>
                <PaymentChoices
                  savedCards={savedCards}
                  choice={choice}
                  onChoose={(next) => {
                    setChoice(next);
                    edit();
                  }}
                />
                {choice.kind === 'newCard' && (
                  <CardFields
                    idPrefix={id}
                    card={card}
                    holderIdIncluded={holderIdIncluded}
                    holderIdRequired={holderRule?.isRequired ?? false}
                    errors={shown}
                    onChange={(next) => {
                      setCard(next);
                      edit();
                    }}
                    onBlur={(field) => setTouched((t) => new Set(t).add(field))}
                  />
                )}
                {choice.kind !== 'bank' && instalmentsShown && config && (
                  <div className="field">
                    <label className="field__label" htmlFor={`${id}-numberOfPayments`}>
                      <FormattedMessage id="payment.instalments" />
                    </label>
                    <select
                      id={`${id}-numberOfPayments`}
                      className="field__control"
                      value={numberOfPayments}
                      data-testid="payment-instalments"
                      onChange={(e) => {
                        setNumberOfPayments(Number(e.target.value));
                        edit();
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
                      id={`${id}-saveCard`}
                      type="checkbox"
                      checked={saveCard}
                      data-testid="payment-save-card"
                      onChange={(e) => setSaveCard(e.target.checked)}
                    />
                    <label htmlFor={`${id}-saveCard`}>
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
                id={nothingToCharge ? 'payment.complete' : choice.kind === 'bank' ? 'payment.payBank' : 'payment.pay'}
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
