import type { CartSeat, PricedCart } from '@kupa/contracts';
import { useRef, useState } from 'react';
import { useStableCallback } from '../../../../lib/hooks/use-stable-callback';
import type { CheckoutStepProps } from '../../flow/checkout-types';

/**
 * The tickets step's changes to the cart's lines: each is synced with the server (which prices it), a refused sync is
 * kept to be shown (the flow undoes the change), and the last sync is remembered so that Continue waits for it.
 */
export function useTicketSync(updateCart: CheckoutStepProps['updateCart']) {
  const [syncError, setSyncError] = useState<unknown>(null);
  const lastSync = useRef<Promise<unknown>>(Promise.resolve());
  const sync = useStableCallback((change: (lines: CartSeat[]) => CartSeat[]): Promise<PricedCart | null> => {
    setSyncError(null);
    const done = updateCart((c) => ({ ...c, seats: change(c.seats ?? []) })).catch((error: unknown) => {
      setSyncError(error);
      return null;
    });
    lastSync.current = done;
    return done;
  });
  /** A change made elsewhere (the order type) that Continue must wait for too. */
  const remember = (done: Promise<unknown>) => {
    lastSync.current = done;
  };
  /** Resolves once the last change is synced (or refused). */
  const settled = () => lastSync.current;
  return { sync, syncError, setSyncError, remember, settled };
}
