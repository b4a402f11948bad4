import type { CartPayload, CommitResponse, Presentation, PricedCart } from '@kupa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api/api-error';
import { useLocale } from '../../../../lib/i18n/locale-context';
import { withLang } from '../../../../lib/i18n/with-lang';
import { useOrderReferral } from '../../../../lib/referral/order-referral';
import { eDocumentQueryKey } from '../../../edocument';
import { extendHolds } from '../../../seat-selection';
import { moveToStep } from '../../../seat-selection';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import { deleteCart } from '../../cart/api/delete-cart';
import { syncCart } from '../../cart/api/sync-cart';
import { confirmationFacts, confirmationPath } from '../../confirmation/utils/confirmation-facts';
import { rememberRecentOrder } from '../../confirmation/utils/recent-order';
import type { CheckoutStepName, CheckoutStepOrder } from '../checkout-types';
import {
  clearStoredFlow,
  initialFlowState,
  readStoredFlow,
  sessionStore,
  writeStoredFlow,
  type CheckoutFlowState,
  type OrderType,
} from '../utils/flow-state';
import { nextStepOf, previousStepOf, seatStepOf } from '../utils/step-order';
import { useCheckoutHolds, useSetCheckoutHolds } from './use-checkout-holds';

/** Plain news the flow shows above the step (not errors). */
export type FlowNotice = 'orderCancelled' | 'restarted' | 'seatsLost';

/** Codes after which the holds are gone and the order starts again at the seats. */
const HOLDS_LOST = new Set(['SEAT_LOCK_EXPIRED', 'SEAT_NOT_AVAILABLE', 'SEAT_LOCK_EXTENSION_USED']);

/** True while the page still shows this presentation's order (a language switch re-renders, it does not leave). */
function stillOnOrderPage(presentationId: number): boolean {
  return window.location.pathname.replace(/\/+$/, '').endsWith(`/order/${String(presentationId)}`);
}

/**
 * The checkout flow's state and moves (spec 2 order steps, spec 4 reset): the step, the cart and its server
 * pricing, kept in sessionStorage so a reload or the return from a payment verification resumes where it was; each
 * step change moves the holds to that step (its own lock timer), and leaving the order deletes the server cart.
 */
export function useCheckoutFlow(presentation: Presentation, order: CheckoutStepOrder) {
  const { locale, linkLang } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storage = sessionStore();
  const [state, setState] = useState<CheckoutFlowState>(() => readStoredFlow(storage, presentation.id) ?? initialFlowState(presentation));
  const stateRef = useRef(state);
  const sequence = useRef(0);
  const [syncCount, setSyncCount] = useState(0);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<FlowNotice | null>(null);
  const [result, setResult] = useState<CommitResponse | null>(null);
  /** Counts restarts: the seat step is mounted afresh so it reads the (released) holds again. */
  const [generation, setGeneration] = useState(0);
  const holdsActive = state.step !== 'seats' && state.step !== 'confirmation';
  const holds = useCheckoutHolds(presentation.id, locale, holdsActive);
  const setHolds = useSetCheckoutHolds(presentation.id, locale);
  const referral = useOrderReferral();

  const apply = useCallback((change: (s: CheckoutFlowState) => CheckoutFlowState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  useEffect(() => writeStoredFlow(storage, presentation.id, state), [storage, presentation.id, state]);

  // Leaving the order (another page, another presentation) deletes the server cart and releases the seats. The
  // deletion waits a tick so a remount of the same page (StrictMode, a language switch) is not taken for leaving.
  const leaving = useRef<number | null>(null);
  useEffect(() => {
    if (leaving.current !== null) window.clearTimeout(leaving.current);
    leaving.current = null;
    const id = presentation.id;
    return () => {
      leaving.current = window.setTimeout(() => {
        if (stillOnOrderPage(id) || stateRef.current.step === 'confirmation') return;
        clearStoredFlow(storage, id);
        // Best effort on the way out: nobody is left on the page to tell, and a cart that is not deleted costs
        // nothing lasting (its holds expire on the server by themselves).
        void deleteCart(id, false, locale).catch((error: unknown) => console.warn('Leaving the order: the cart was not deleted', error));
      }, 0);
    };
  }, [presentation.id, storage, locale]);

  /** Changes the cart and syncs it (POST /api/cart); a refused change is undone unless a newer one followed. */
  const updateCart = useStableCallback(async (change: (cart: CartPayload) => CartPayload): Promise<PricedCart> => {
    const before = stateRef.current.cart;
    // Where the order comes from (a mini site, a partner's link) goes with every sync; the server prices it.
    const cart: CartPayload = {
      ...change(before),
      referralMiniSiteId: referral.referralMiniSiteId,
      integration: referral.integration,
    };
    const mine = ++sequence.current;
    apply((s) => ({ ...s, cart }));
    setSyncCount((n) => n + 1);
    try {
      const priced = await syncCart(cart, locale);
      if (sequence.current === mine) apply((s) => ({ ...s, priced }));
      return priced;
    } catch (error) {
      if (sequence.current === mine) apply((s) => ({ ...s, cart: before }));
      throw error;
    } finally {
      setSyncCount((n) => n - 1);
    }
  });

  /** Normal or hold order: the cart's isHold follows, and the server prices it again. */
  const setOrderType = useStableCallback(async (orderType: OrderType): Promise<PricedCart> => {
    apply((s) => ({ ...s, orderType }));
    return updateCart((cart) => ({ ...cart, isHold: orderType === 'hold' }));
  });

  /** Starts the order again at the seats: deletes the server cart (releasing the holds), keeps customer info if asked. */
  const restart = useStableCallback(async (options: { keepCustomerInfo: boolean; notice: FlowNotice | null }) => {
    setMoving(true);
    try {
      await deleteCart(presentation.id, options.keepCustomerInfo, locale);
    } catch {
      // The holds then simply expire; the buyer starts again either way.
    }
    sequence.current++;
    const customerInfo = options.keepCustomerInfo ? stateRef.current.cart.customerInfo : undefined;
    apply(() => initialFlowState(presentation, customerInfo));
    setHolds(null);
    setFailure(null);
    setNotice(options.notice);
    setGeneration((g) => g + 1);
    setMoving(false);
  });

  /** Goes to a step, moving the holds there first (each step renews them with its own timer). */
  const goTo = useStableCallback(async (step: CheckoutStepName, options: { holdsMoved?: boolean } = {}): Promise<boolean> => {
    const seatStep = seatStepOf(step);
    setFailure(null);
    setNotice(null);
    if (seatStep && !options.holdsMoved) {
      setMoving(true);
      try {
        setHolds(await moveToStep(presentation.id, seatStep, locale));
      } catch (error) {
        setMoving(false);
        // Back at the seats the seat step shows what is left; elsewhere lost holds mean starting again.
        if (step !== 'seats') {
          if (isApiError(error) && error.code !== null && HOLDS_LOST.has(error.code)) {
            await restart({ keepCustomerInfo: true, notice: 'seatsLost' });
          } else setFailure(error);
          return false;
        }
      }
      setMoving(false);
    } else if (options.holdsMoved) setHolds(null);
    apply((s) => ({ ...s, step }));
    return true;
  });

  const next = useStableCallback(() => {
    const step = nextStepOf(order, stateRef.current.step);
    return step && step !== 'confirmation' ? goTo(step) : Promise.resolve(false);
  });
  const back = useStableCallback(() => {
    const step = previousStepOf(order, stateRef.current.step);
    return step ? goTo(step) : Promise.resolve(false);
  });

  /** The seat step's Continue already moved the holds to the tickets step. */
  const seatsDone = useStableCallback(() => goTo('tickets', { holdsMoved: true }));

  /**
   * The commit went through: nothing of the order stays stored, and the confirmation moves to its own address (a
   * reload or Back and Forward show it again, issue 14) with the commit's summary already in the e-ticket's cache.
   */
  const committed = useStableCallback((commit: CommitResponse) => {
    setResult(commit);
    clearStoredFlow(storage, presentation.id);
    apply((s) => ({ ...s, step: 'confirmation' }));
    const { documentKey, reservationIdentifier } = confirmationFacts(commit);
    if (!documentKey) return;
    if (commit.reservation)
      queryClient.setQueryData(eDocumentQueryKey(documentKey, locale), { kind: 'ok', reservation: commit.reservation });
    if (reservationIdentifier) rememberRecentOrder(storage, presentation.id, { reservationIdentifier, documentKey });
    void navigate(withLang(confirmationPath(presentation.id, documentKey), linkLang));
  });

  /** Extends the holds once after expiry; when nothing can be held any more the order starts again. */
  const extend = useStableCallback(async (): Promise<void> => {
    setMoving(true);
    try {
      setHolds(await extendHolds(presentation.id, locale));
      setMoving(false);
    } catch (error) {
      setMoving(false);
      if (isApiError(error) && error.code !== null && HOLDS_LOST.has(error.code))
        await restart({ keepCustomerInfo: true, notice: 'seatsLost' });
      else setFailure(error);
    }
  });

  return {
    state,
    syncing: syncCount > 0,
    moving,
    failure,
    notice,
    result,
    generation,
    holds,
    updateCart,
    setOrderType,
    restart,
    next,
    back,
    seatsDone,
    committed,
    extend,
    dismissNotice: () => setNotice(null),
  };
}
