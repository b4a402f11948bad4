import type { Presentation } from '@kupa/contracts';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CheckoutPageMessageKey as MessageKey } from '../../../../i18n/checkout/en';
import { useFailureText } from '../../../../lib/i18n/use-error-text';
import { OrderSteps } from '../../../seat-selection';
import { SeatStep } from '../../../seat-selection';
import { TimerExpiredDialog } from '../../../seat-selection';
import { CartSummary } from '../../cart/components/CartSummary';
import { ConfirmationView } from '../../confirmation/components/ConfirmationView';
import { RecentOrderNotice } from '../../confirmation/components/RecentOrderNotice';
import { readRecentOrder } from '../../confirmation/utils/recent-order';
import { CustomerInfoStep } from '../../customer-info/components/CustomerInfoStep';
import { PaymentDialog } from '../../payment/components/PaymentDialog';
import { ProductsStep } from '../../products/components/ProductsStep';
import { TicketsStep } from '../../tickets/components/TicketsStep';
import type { CheckoutStepProps } from '../checkout-types';
import { useCheckoutFlow, type FlowNotice } from '../hooks/use-checkout-flow';
import { usePaymentOpening } from '../hooks/use-payment-opening';
import { useStepFocus } from '../hooks/use-step-focus';
import { useTimerAnnouncements } from '../hooks/use-timer-announcements';
import { presentationContext } from '../order-context';
import { sessionStore } from '../utils/flow-state';
import { CHECKOUT_STEP_ORDER, indicatorStepsOf, isPaymentStep, seatStepOf, stepSecondsOf } from '../utils/step-order';
import { CheckoutStepHead } from './CheckoutStepHead';
import { StartOverDialog } from './StartOverDialog';
import '../../../../styles/checkout.css';

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
  const failureText = useFailureText();
  const order = CHECKOUT_STEP_ORDER;
  const flow = useCheckoutFlow(p, order);
  const { step, cart, priced, orderType } = flow.state;
  const payment = usePaymentOpening(flow, order);
  const { announcements, onTimer } = useTimerAnnouncements();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [expiredDeadline, setExpiredDeadline] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const [recentOrder] = useState(() => readRecentOrder(sessionStore(), p.id));
  useStepFocus(rootRef, step, flow.generation);

  const stepProps: CheckoutStepProps = {
    presentation: p,
    cart,
    priced,
    updateCart: flow.updateCart,
    syncing: flow.syncing,
    onNext: payment.onNext,
    onBack: () => void flow.back(),
    isPaymentStep: isPaymentStep(order, step),
    orderType,
  };
  const seatStep = seatStepOf(step);
  const failure = flow.failure ?? payment.payFailure;
  const deadline = flow.holds.data?.expiresAt ?? null;

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
          <CheckoutStepHead
            step={step}
            deadline={deadline}
            stepSeconds={stepSecondsOf(p.lockTimer, step)}
            onAnnounce={onTimer}
            onExpired={setExpiredDeadline}
            onStartOver={() => setConfirmRestart(true)}
          />
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
              {step === 'customerInfo' && (
                <CustomerInfoStep {...stepProps} context={presentationContext(p.id)} loginRequired={priced?.loginRequired === true} />
              )}
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
          <StartOverDialog
            open={confirmRestart}
            onKeep={() => setConfirmRestart(false)}
            onConfirm={() => {
              setConfirmRestart(false);
              void flow.restart({ keepCustomerInfo: true, notice: null });
            }}
          />
        </section>
      )}
      {priced && step !== 'confirmation' && (
        <PaymentDialog
          open={payment.paymentOpen}
          context={presentationContext(p.id)}
          cart={cart}
          priced={priced}
          updateCart={flow.updateCart}
          resumePaymentIdentifier={payment.resumePaymentIdentifier}
          onCommitted={(result) => {
            payment.closePayment();
            flow.committed(result);
          }}
          onOrderCancelled={() => {
            payment.closePayment();
            void flow.restart({ keepCustomerInfo: true, notice: 'orderCancelled' });
          }}
          onClose={payment.closePayment}
        />
      )}
    </div>
  );
}
