import type { Presentation } from '@kupa/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ModalDialog } from '../../../../components/ui/ModalDialog';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { OrderSteps } from '../../../seat-selection';
import { SeatStep } from '../../../seat-selection';
import { StepTimer } from '../../../seat-selection';
import { TimerExpiredDialog } from '../../../seat-selection';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import type { TimerAnnouncement } from '../../../seat-selection';
import { CartSummary } from '../../cart/components/CartSummary';
import { ConfirmationView } from '../../confirmation/components/ConfirmationView';
import { RecentOrderNotice } from '../../confirmation/components/RecentOrderNotice';
import { readRecentOrder } from '../../confirmation/utils/recent-order';
import { CustomerInfoStep } from '../../customer-info/components/CustomerInfoStep';
import { PaymentDialog } from '../../payment/components/PaymentDialog';
import { ProductsStep } from '../../products/components/ProductsStep';
import { TicketsStep } from '../../tickets/components/TicketsStep';
import type { CheckoutStepName, CheckoutStepProps } from '../checkout-types';
import { useCheckoutFlow, type FlowNotice } from '../hooks/use-checkout-flow';
import { presentationContext } from '../order-context';
import { sessionStore } from '../utils/flow-state';
import { CHECKOUT_STEP_ORDER, indicatorStepsOf, isPaymentStep, seatStepOf } from '../utils/step-order';
import '../../../../styles/checkout.css';

const TITLES: Record<Exclude<CheckoutStepName, 'seats' | 'confirmation'>, MessageKey> = {
  tickets: 'order.step.chooseTickets',
  customerInfo: 'order.step.customerInfo',
  products: 'order.step.chooseProducts',
};

const NOTICES: Record<FlowNotice, MessageKey> = {
  orderCancelled: 'checkout.notice.orderCancelled',
  restarted: 'checkout.notice.restarted',
  seatsLost: 'checkout.notice.seatsLost',
};

/**
 * The ticket order of a presentation (spec 2 order flow): choose seats, tickets, customer info and products (or
 * products before customer info), pay, confirmation. The step indicator, the step timer with its expiry dialog, the
 * order summary, Start over, and the payment dialog live here; each step is its own component.
 */
export function CheckoutFlow({ presentation: p }: { presentation: Presentation }) {
  const intl = useIntl();
  const failureText = useFailureText();
  const order = CHECKOUT_STEP_ORDER;
  const flow = useCheckoutFlow(p, order);
  const { step, cart, priced, orderType } = flow.state;
  const [searchParams, setSearchParams] = useSearchParams();
  const resumePaymentIdentifier = searchParams.get('paymentIdentifier');
  // Back from a payment verification (or reloaded while paying): the dialog opens again to finish it.
  const [paymentOpen, setPaymentOpen] = useState(() => resumePaymentIdentifier !== null && isPaymentStep(order, step));
  const [confirmRestart, setConfirmRestart] = useState(false);
  /** A refused or failed sync before the payment dialog could open (the dialog needs the server's pricing); shown on its step only. */
  const [payFailure, setPayFailure] = useState<{ step: CheckoutStepName; error: unknown } | null>(null);
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);
  const [announcements, setAnnouncements] = useState<readonly { id: number; text: string }[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const restartId = useId();
  const [recentOrder] = useState(() => readRecentOrder(sessionStore(), p.id));

  // Each step change moves focus to the step's heading (keyboard and screen reader users land on the new step).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const frame = window.requestAnimationFrame(() => {
      const root = rootRef.current;
      const heading = root?.querySelector<HTMLElement>('[data-step-heading]') ?? root?.querySelector<HTMLElement>('h1, h2');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [step, flow.generation]);

  const announce = useStableCallback((text: string) =>
    setAnnouncements((list) => [...list.slice(-2), { id: (list.at(-1)?.id ?? 0) + 1, text }]),
  );
  const onTimer = useStableCallback((a: TimerAnnouncement | { kind: 'start'; minutes: number }) => {
    if (a.kind === 'seconds') announce(intl.formatMessage({ id: 'seats.timer.announceSeconds' }, { seconds: a.seconds }));
    else if (a.kind === 'minutes') announce(intl.formatMessage({ id: 'seats.timer.announceMinutes' }, { minutes: a.minutes }));
    else announce(intl.formatMessage({ id: 'seats.timer.announceStart' }, { minutes: a.minutes }));
  });

  const clearResume = useStableCallback(() => {
    if (!searchParams.has('paymentIdentifier')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('paymentIdentifier');
    setSearchParams(next, { replace: true });
  });

  const openPayment = useStableCallback(async () => {
    // The dialog needs the server's pricing of the cart as it is now.
    setPayFailure(null);
    if (!priced || flow.syncing) {
      try {
        await flow.updateCart((c) => c);
      } catch (error) {
        setPayFailure({ step: flow.state.step, error });
        return;
      }
    }
    setPaymentOpen(true);
  });

  const onNext = useStableCallback(() => {
    if (isPaymentStep(order, flow.state.step)) void openPayment();
    else void flow.next();
  });

  const stepProps: CheckoutStepProps = {
    presentation: p,
    cart,
    priced,
    updateCart: flow.updateCart,
    syncing: flow.syncing,
    onNext,
    onBack: () => void flow.back(),
    isPaymentStep: isPaymentStep(order, step),
    orderType,
  };
  const seatStep = seatStepOf(step);
  const failure = flow.failure ?? (payFailure?.step === step ? payFailure.error : null);
  const deadline = flow.holds.data?.expiresAt ?? null;
  const stepSeconds =
    step === 'customerInfo'
      ? p.lockTimer.customerInfoInSeconds
      : step === 'products'
        ? p.lockTimer.chooseProductsInSeconds
        : p.lockTimer.chooseTicketsInSeconds;

  return (
    <div className="checkout-flow" ref={rootRef} data-testid="checkout-flow" data-step={step} data-order={order}>
      {seatStep && <OrderSteps current={seatStep} steps={indicatorStepsOf(order)} />}
      {flow.notice && (
        <p className="checkout-notice" role="status" data-testid="checkout-notice" data-notice={flow.notice}>
          <FormattedMessage id={NOTICES[flow.notice]} />
        </p>
      )}
      {step === 'seats' && recentOrder && <RecentOrderNotice presentationId={p.id} order={recentOrder} />}
      {step === 'seats' && <SeatStep key={flow.generation} presentation={p} onContinue={() => void flow.seatsDone()} />}
      {step === 'confirmation' && flow.result && <ConfirmationView result={flow.result} featureName={p.featureName} />}
      {step !== 'seats' && step !== 'confirmation' && (
        <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid={`checkout-step-${step}`}>
          <div className="checkout-step__head">
            <h2
              id="checkout-step-title"
              className="checkout-step__title"
              tabIndex={-1}
              data-step-heading
              data-testid="checkout-step-heading"
              data-step={step}
            >
              <FormattedMessage id={TITLES[step]} />
            </h2>
            <StepTimer deadline={deadline} stepSeconds={stepSeconds} onAnnounce={onTimer} onExpired={setExpiredDeadline} />
            <button
              type="button"
              className="button button--link checkout-step__restart"
              data-testid="checkout-start-over"
              onClick={() => setConfirmRestart(true)}
            >
              <FormattedMessage id="checkout.startOver" />
            </button>
          </div>
          <div className="visually-hidden" role="log" aria-live="polite" data-testid="checkout-announcer">
            {announcements.map((a) => (
              <p key={a.id}>{a.text}</p>
            ))}
          </div>
          {failure !== null && (
            <p className="checkout-field__error" role="alert" data-testid="checkout-error">
              {failureText(failure)}
            </p>
          )}
          <div className="checkout-step__body">
            <div className="checkout-step__main" aria-busy={flow.moving}>
              {step === 'tickets' && <TicketsStep {...stepProps} orderType={orderType} onOrderTypeChange={flow.setOrderType} />}
              {step === 'products' && <ProductsStep {...stepProps} />}
              {step === 'customerInfo' && <CustomerInfoStep {...stepProps} context={presentationContext(p.id)} />}
            </div>
            <aside className="checkout-step__side">
              <CartSummary priced={priced} syncing={flow.syncing} showSeats={p.isReserved === 1 && p.seatplanId !== null} />
            </aside>
          </div>
          <TimerExpiredDialog
            open={deadline !== null && expiredDeadline === deadline}
            extendUsed={flow.holds.data?.extended ?? false}
            busy={flow.moving}
            onExtend={() => void flow.extend()}
            onRefresh={() => void flow.restart({ keepCustomerInfo: true, notice: 'restarted' })}
          />
          <ModalDialog
            open={confirmRestart}
            titleId={`${restartId}-title`}
            descriptionId={`${restartId}-body`}
            onCancel={() => setConfirmRestart(false)}
            testId="start-over-dialog"
            className="seat-dialog"
          >
            <div className="seat-dialog__content">
              <h2 id={`${restartId}-title`} className="seat-dialog__title">
                <FormattedMessage id="checkout.startOver.title" />
              </h2>
              <p id={`${restartId}-body`} className="seat-dialog__body">
                <FormattedMessage id="checkout.startOver.body" />
              </p>
              <div className="seat-dialog__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  data-testid="start-over-cancel"
                  onClick={() => setConfirmRestart(false)}
                >
                  <FormattedMessage id="checkout.startOver.keep" />
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  data-testid="start-over-confirm"
                  onClick={() => {
                    setConfirmRestart(false);
                    void flow.restart({ keepCustomerInfo: true, notice: null });
                  }}
                >
                  <FormattedMessage id="checkout.startOver" />
                </button>
              </div>
            </div>
          </ModalDialog>
        </section>
      )}
      {priced && step !== 'confirmation' && (
        <PaymentDialog
          open={paymentOpen}
          context={presentationContext(p.id)}
          cart={cart}
          priced={priced}
          updateCart={flow.updateCart}
          resumePaymentIdentifier={resumePaymentIdentifier}
          onCommitted={(result) => {
            setPaymentOpen(false);
            clearResume();
            flow.committed(result);
          }}
          onOrderCancelled={() => {
            setPaymentOpen(false);
            clearResume();
            void flow.restart({ keepCustomerInfo: true, notice: 'orderCancelled' });
          }}
          onClose={() => {
            setPaymentOpen(false);
            clearResume();
          }}
        />
      )}
    </div>
  );
}
