import { useEffect } from 'react';
import { clearPendingVideoOrder } from '../../item-order';

/** Spec 4 One cart kind at a time: opening the ticket order of a presentation that is not video clears a video order. */
export function ClearsVideoOrder() {
  useEffect(() => {
    try {
      clearPendingVideoOrder();
    } catch {
      // A browser that refuses storage keeps no pending order anyway.
    }
  }, []);
  return null;
}
