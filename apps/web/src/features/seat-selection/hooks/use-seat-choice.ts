import { useState } from 'react';
import { useStableCallback } from '../../../lib/hooks/use-stable-callback';
import type { MapSeat } from '../utils/seat-layout';
import type { SeatStore } from '../utils/seat-store';

/**
 * Choosing a seat on the map or the list: a free accessible (wheelchair) or limited-view seat is confirmed by the
 * buyer before it is held (spec 5); any other seat is held or released at once.
 */
export function useSeatChoice(args: { store: SeatStore; toggle(seat: MapSeat): void; hold(seat: MapSeat): unknown; clearMessage(): void }) {
  const [confirmSeat, setConfirmSeat] = useState<MapSeat | null>(null);
  const choose = useStableCallback((seat: MapSeat) => {
    args.clearMessage();
    if (args.store.stateOf(seat.key) === 'available' && (seat.accessible || seat.limitedView)) setConfirmSeat(seat);
    else args.toggle(seat);
  });
  const accept = (seat: MapSeat) => {
    setConfirmSeat(null);
    void args.hold(seat);
  };
  return { confirmSeat, choose, accept, cancel: () => setConfirmSeat(null) };
}
