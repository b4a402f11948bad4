import type { MapSeat } from './layout';

/** What a buyer can do with a seat now: take it, nothing (someone else has it), or release it (it is theirs). */
export type SeatState = 'available' | 'taken' | 'selected';

/** The shape family of a seat: premium and accessible seats are drawn differently, not only in another colour. */
export type SeatKind = 'regular' | 'premium' | 'accessible';

/** The legend's entries (spec 2: selected, taken, available, available premium, accessible; mode byColor). */
export const LEGEND_KEYS = ['selected', 'taken', 'available', 'premium', 'accessible'] as const;
export type LegendKey = (typeof LEGEND_KEYS)[number];

export function seatKind(seat: Pick<MapSeat, 'premium' | 'accessible'>): SeatKind {
  if (seat.accessible) return 'accessible';
  if (seat.premium) return 'premium';
  return 'regular';
}

/** The legend entry a seat shows: selected and taken win; an available seat shows its kind. */
export function legendKeyOf(seat: Pick<MapSeat, 'premium' | 'accessible'>, state: SeatState): LegendKey {
  if (state !== 'available') return state;
  const kind = seatKind(seat);
  return kind === 'regular' ? 'available' : kind;
}

/** The legend entries a plan needs: the three states always, premium and accessible only where such seats exist. */
export function legendKeysFor(seats: readonly Pick<MapSeat, 'premium' | 'accessible' | 'reserved'>[]): LegendKey[] {
  const drawn = seats.filter((s) => s.reserved);
  return LEGEND_KEYS.filter((key) => {
    if (key === 'premium') return drawn.some((s) => seatKind(s) === 'premium');
    if (key === 'accessible') return drawn.some((s) => s.accessible);
    return true;
  });
}
