import type { CartSeat } from '@kupa/contracts';
import { useEffect, useRef } from 'react';
import type { OrderType } from '../../flow/utils/flow-state';
import { initialLines, reconcileLines, type HeldSeatRef, type TicketGroup } from '../utils/ticket-lines';

/**
 * Entering the tickets step: lines of seats no longer held go; with none left, the automatic assignment starts them
 * (spec 4 Ticket assignment); the server prices the result either way (the holds may have changed since the last
 * sync). Only holds fetched for this visit count: after a start over the cache still has the last order's answer (its
 * seats released, none held), and assigning from it left the new order with no tickets and "wrong seat count" problems.
 */
export function useInitialTicketLines(args: {
  presentationId: number;
  groups: TicketGroup[] | undefined;
  held: HeldSeatRef[] | undefined;
  holdsFetching: boolean;
  orderType: OrderType;
  sync(change: (lines: CartSeat[]) => CartSeat[]): Promise<unknown>;
}): void {
  const { presentationId, groups, held, holdsFetching, orderType, sync } = args;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !held || !groups || holdsFetching) return;
    started.current = true;
    void sync((current) => {
      const kept = reconcileLines(current, groups, held);
      return kept.length > 0 ? kept : initialLines(presentationId, held, groups, orderType);
    });
  }, [held, groups, holdsFetching, presentationId, sync, orderType]);
}
