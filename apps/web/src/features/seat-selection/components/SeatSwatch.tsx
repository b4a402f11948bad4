import { seatPath } from '../utils/seat-shapes';
import type { SeatKind, SeatState } from '../utils/seat-state';

/** A seat drawn as on the map (same outline, mark and colours), for the legend and the list picker. */
export function SeatSwatch({ kind, state, size = 22 }: { kind: SeatKind; state: SeatState; size?: number }) {
  const seat = { px: 12, py: 12, rotate: 0, premium: kind === 'premium', accessible: kind === 'accessible', sofa: null };
  return (
    <svg className="seat-swatch" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path className={`seat seat--${kind} seat--${state}`} d={seatPath(seat, state, 26)} />
    </svg>
  );
}
