import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import type { CheckoutStepName, CheckoutStepOrder } from '../checkout-types';
import { isPaymentStep } from '../utils/step-order';
import type { useCheckoutFlow } from './use-checkout-flow';

/**
 * Opening and closing the payment dialog: Next on the payment step prices the cart as it is now and opens it (a
 * refused or failed sync is kept for its step); back from a payment verification (or reloaded while paying) it opens
 * again to finish, and closing it drops the verification's paymentIdentifier from the address.
 */
export function usePaymentOpening(flow: ReturnType<typeof useCheckoutFlow>, order: CheckoutStepOrder) {
  const { step, priced } = flow.state;
  const [searchParams, setSearchParams] = useSearchParams();
  const resumePaymentIdentifier = searchParams.get('paymentIdentifier');
  const [paymentOpen, setPaymentOpen] = useState(() => resumePaymentIdentifier !== null && isPaymentStep(order, step));
  /** A refused or failed sync before the payment dialog could open (the dialog needs the server's pricing); shown on its step only. */
  const [payFailure, setPayFailure] = useState<{ step: CheckoutStepName; error: unknown } | null>(null);

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

  const closePayment = useStableCallback(() => {
    setPaymentOpen(false);
    clearResume();
  });

  return {
    resumePaymentIdentifier,
    paymentOpen,
    payFailure: payFailure?.step === step ? payFailure.error : null,
    onNext,
    closePayment,
  };
}
