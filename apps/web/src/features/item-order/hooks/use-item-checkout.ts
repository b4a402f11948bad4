import type { CartPayload, CommitResponse, PricedCart } from '@kupa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error';
import { useLocale } from '../../../lib/i18n/locale-context';
import { syncCart } from '../../checkout';
import { sessionStore } from '../../checkout';
import { useCustomer } from '../../checkout';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import { itemStepOf } from '../utils/item-steps';
import {
  itemCheckoutStart,
  itemOrderDoneOf,
  rememberItemOrderDone,
  saveItemCustomerInfo,
  type ItemCheckoutStart,
  type ItemOrderDone,
} from '../utils/item-checkout-store';
import { clearPendingOrder, type PendingOrderKind } from '../utils/pending-order';
import { resetCart } from '../../checkout';

/**
 * The checkout of an item order (gift vouchers, memberships, donations): the pending order's cart priced by the server
 * (POST /api/cart, again in each language), the buyer's details kept for a reload or the way back from the card
 * issuer, the step, and the bought order's confirmation kept for a reload.
 */
export function useItemCheckout(kind: PendingOrderKind) {
  const { locale } = useLocale();
  const storage = sessionStore();
  const { customer, known: customerKnown } = useCustomer();
  const [start] = useState<ItemCheckoutStart>(() => itemCheckoutStart(kind, storage, window.location.search));
  const order = start.kind === 'order' ? start.order : null;
  const [cart, setCart] = useState<CartPayload | null>(start.kind === 'order' ? start.cart : null);
  const cartRef = useRef(cart);
  const [priced, setPriced] = useState<PricedCart | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [syncCount, setSyncCount] = useState(0);
  const [done, setDone] = useState<ItemOrderDone | null>(start.kind === 'done' ? start.done : null);
  const sequence = useRef(0);

  /** Changes the cart and prices it; the buyer's details are kept for a reload once the server took them. */
  const updateCart = useStableCallback(async (change: (cart: CartPayload) => CartPayload): Promise<PricedCart> => {
    const before = cartRef.current;
    if (!before) throw new Error('No item order to price');
    const next = change(before);
    const mine = ++sequence.current;
    cartRef.current = next;
    setCart(next);
    setSyncCount((n) => n + 1);
    try {
      const answer = await syncCart(next, locale);
      if (sequence.current === mine) {
        setPriced(answer);
        setFailure(null);
        saveItemCustomerInfo(storage, kind, next.customerInfo);
      }
      return answer;
    } catch (error) {
      if (sequence.current === mine) {
        cartRef.current = before;
        setCart(before);
        setFailure(error);
      }
      throw error;
    } finally {
      setSyncCount((n) => n - 1);
    }
  });

  /** Prices the cart as it is (on opening, in a new language, after a login). */
  const reprice = useCallback(() => {
    // A refused pricing is shown from `failure` (updateCart sets it); the rejection itself has nothing more to say.
    if (cartRef.current) updateCart((c) => c).catch(() => undefined);
  }, [updateCart]);

  const customerId = customer?.CustomerId ?? null;
  useEffect(() => {
    if (!done) reprice();
    // Priced again in each language (item names) and for whoever is logged in (a membership is bought by a member).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, customerId, reprice]);

  const committed = useStableCallback((result: CommitResponse) => {
    const bought = itemOrderDoneOf(kind, result, priced);
    try {
      clearPendingOrder();
    } catch {
      // A refusing browser keeps nothing anyway.
    }
    rememberItemOrderDone(storage, bought);
    setDone(bought);
    // The order is over (spec 4 Reset): the next one, even of the same items, is a new order.
    void resetCart(true, locale).catch((error: unknown) => console.warn('After the order: the cart was not reset', error));
  });

  const loginRequired = isApiError(failure) && failure.code === 'LOGIN_REQUIRED';
  const orderNeedsLogin = order?.kind === 'vouchers' && order.loginRequired === true;
  const step = itemStepOf(kind, { committed: done !== null, customerKnown, loggedIn: customer !== null, loginRequired, orderNeedsLogin });

  return {
    order,
    cart,
    priced,
    failure: loginRequired ? null : failure,
    syncing: syncCount > 0,
    step,
    done,
    resumePaymentIdentifier: start.kind === 'order' ? start.resumePaymentIdentifier : null,
    updateCart,
    reprice,
    committed,
  };
}
