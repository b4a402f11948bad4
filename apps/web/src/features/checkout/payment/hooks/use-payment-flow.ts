import type { CartPayload, CommitResponse } from '@kupa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { isApiError } from '../../../../lib/api/api-error';
import { randomUuid } from '../../../../lib/api/random-uuid';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { commitOrder } from '../api/commit-order';
import { getPaymentStatus } from '../api/get-payment-status';
import { initialPaymentState, isBankApproved, nextAttempt, paymentReducer, type CommitFailure } from '../utils/payment-state';

/** How often the dialog asks whether the buyer approved the bank payment. */
const BANK_POLL_MS = 2000;
/** How long "being sent to your card issuer" and "the order was cancelled" stay up before moving on. */
const REDIRECT_NOTICE_MS = 1200;
const RESTART_NOTICE_MS = 3000;

function failureOf(error: unknown): CommitFailure {
  if (isApiError(error)) return { status: error.status, code: error.code, details: error.details };
  return { status: -1, code: null, details: {} };
}

interface PaymentFlowOptions {
  /** The stored cart, without card details. */
  cart: CartPayload;
  resumePaymentIdentifier: string | null;
  onCommitted(result: CommitResponse): void;
  onOrderCancelled(): void;
}

/**
 * The commit side of the payment dialog: one idempotency key per attempt (kept for a retry after a network failure),
 * the card issuer's verification redirect, polling a bank payment every 2 s and committing again once approved,
 * resuming a payment after the redirect back, and the restart when the order was cancelled.
 */
export function usePaymentFlow({ cart, resumePaymentIdentifier, onCommitted, onOrderCancelled }: PaymentFlowOptions) {
  const [state, dispatch] = useReducer(paymentReducer, initialPaymentState);
  const { locale } = useLocale();
  const stateRef = useRef(state);
  const cartRef = useRef(cart);
  const localeRef = useRef(locale);
  useLayoutEffect(() => {
    stateRef.current = state;
    cartRef.current = cart;
    localeRef.current = locale;
  });
  /** The last cart sent (with the payment choice, never read back into the flow's cart): a follow-up commit reuses it. */
  const lastSent = useRef<CartPayload>(cart);

  /** Commits a cart (the stored one plus this attempt's payment fields, which live only here). */
  const commit = useCallback(async (paymentCart: CartPayload, paymentIdentifier: string | null = null) => {
    const attempt = nextAttempt(stateRef.current, paymentIdentifier, randomUuid());
    lastSent.current = paymentCart;
    dispatch({ type: 'started', attempt, viaBank: paymentCart.paymentMethod === 'bank' });
    try {
      const body = attempt.paymentIdentifier === null ? paymentCart : { ...paymentCart, paymentIdentifier: attempt.paymentIdentifier };
      dispatch({ type: 'answered', result: await commitOrder(body, attempt.key, localeRef.current) });
    } catch (error) {
      dispatch({ type: 'failed', failure: failureOf(error) });
    }
  }, []);

  const resumed = useRef(false);
  useEffect(() => {
    if (resumePaymentIdentifier === null || resumed.current) return;
    resumed.current = true;
    void commit({ ...cartRef.current, paymentIdentifier: resumePaymentIdentifier }, resumePaymentIdentifier);
  }, [resumePaymentIdentifier, commit]);

  const committedResult = state.kind === 'committed' ? state.result : null;
  useEffect(() => {
    if (committedResult) onCommitted(committedResult);
    // The callbacks of the owner may change identity; the result is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [committedResult]);

  const redirectPath = state.kind === 'verification' ? state.redirectPath : null;
  useEffect(() => {
    if (redirectPath === null) return;
    const timer = window.setTimeout(() => window.location.assign(redirectPath), REDIRECT_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [redirectPath]);

  const cancelled = state.kind === 'cancelled';
  useEffect(() => {
    if (!cancelled) return;
    const timer = window.setTimeout(onOrderCancelled, RESTART_NOTICE_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cancelled]);

  const bankPayment = state.kind === 'bankWaiting' ? state.paymentIdentifier : null;
  const status = useQuery({
    queryKey: ['paymentStatus', bankPayment],
    queryFn: ({ signal }) => getPaymentStatus(bankPayment ?? '', signal),
    enabled: bankPayment !== null,
    refetchInterval: BANK_POLL_MS,
    refetchIntervalInBackground: true,
    gcTime: 0,
    retry: false,
  });
  const polled = status.data;
  useEffect(() => {
    if (!polled || bankPayment === null || polled.paymentIdentifier !== bankPayment) return;
    if (isBankApproved(polled.status)) void commit(lastSent.current, bankPayment);
    else dispatch({ type: 'bankStatus', status: polled.status, declineReason: polled.declineReason });
  }, [polled, bankPayment, commit]);

  return {
    state,
    commit,
    edited: useCallback(() => dispatch({ type: 'edited' }), []),
    stopWaitingForBank: useCallback(() => dispatch({ type: 'backToForm' }), []),
  };
}
