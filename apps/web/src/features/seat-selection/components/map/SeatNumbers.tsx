import { memo, useSyncExternalStore } from 'react';
import type { SeatMapModel } from '../../utils/seat-layout';
import { seatRadius, showsNumber } from '../../utils/seat-shapes';
import type { SeatStore } from '../../utils/seat-store';
import type { Size, View } from '../../utils/view-transform';

/** More numbers than this are not printed at once: the map is then zoomed out too far to read them anyway. */
const MAX_NUMBERS = 2500;

interface SeatNumbersProps {
  model: SeatMapModel;
  store: SeatStore;
  view: View;
  size: Size;
}

/**
 * Seat numbers, printed only when zoomed in far enough and only for seats in view (level of detail): a 20 000-seat
 * plan never carries 20 000 texts. Hidden from assistive technology, which reads each seat's full name instead.
 */
export const SeatNumbers = memo(function SeatNumbers({ model, store, view, size }: SeatNumbersProps) {
  useSyncExternalStore(store.subscribe, store.getVersion);
  const r = seatRadius(model.unit);
  const left = -view.tx / view.scale - r;
  const top = -view.ty / view.scale - r;
  const right = left + size.width / view.scale + 2 * r;
  const bottom = top + size.height / view.scale + 2 * r;
  const inView = model.seats.filter((s) => s.reserved && s.px >= left && s.px <= right && s.py >= top && s.py <= bottom);
  if (inView.length > MAX_NUMBERS) return null;
  return (
    <g className="seat-numbers" aria-hidden="true" fontSize={r * 0.95} textAnchor="middle" dominantBaseline="central">
      {inView.map((seat) => {
        const state = store.stateOf(seat.key);
        if (!showsNumber(seat, state)) return null;
        return (
          <text
            key={seat.key}
            x={seat.px}
            y={seat.py}
            className={state === 'selected' ? 'seat-number seat-number--selected' : 'seat-number'}
          >
            {seat.seatName}
          </text>
        );
      })}
    </g>
  );
});
