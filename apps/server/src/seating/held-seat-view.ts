import { isSeatStep, seatKey, sofaPartnerOf, type MessageLocale, type SeatCell } from '@kupa/domain';
import type { HoldsResponse, LockedSeat, SeatPosition } from '@kupa/contracts';
import type { HeldRow } from './seat-claims.repository';
import type { SeatingPresentation } from './seating-presentation';
import type { SeatplanLayout } from './seatplan-layout';

/** Where a seat is, with its names. */
function seatPosition(layout: SeatplanLayout, seat: SeatCell): SeatPosition {
  const { rowName, seatName } = layout.nameOf(seat.id);
  return {
    VenueSectionId: seat.sectionId,
    XCoordinate: seat.x,
    YCoordinate: seat.y,
    key: seatKey(seat.sectionId, seat.x, seat.y),
    SeatName: seatName,
    RowName: rowName,
  };
}

/**
 * A held seat as the buyer's client reads it (lock-seat's lockedSeat). Written out field by field: on Node.js 20 an
 * object literal that starts with a spread of a fresh object and goes on with more fields took 15 to 35 µs to build,
 * the largest single cost of a hold after SQLite (docs/performance-holds.md).
 */
export function heldSeatView(
  presentation: SeatingPresentation,
  layout: SeatplanLayout,
  seat: SeatCell,
  held: HeldRow,
  locale: MessageLocale,
): LockedSeat {
  const partner = sofaPartnerOf(layout.index, seat);
  const needsConfirmation: LockedSeat['needsConfirmation'] = [];
  if (seat.accessible) needsConfirmation.push('accessible');
  if (seat.limitedView) needsConfirmation.push('limitedView');
  const { rowName, seatName } = layout.nameOf(seat.id);
  return {
    VenueSectionId: seat.sectionId,
    XCoordinate: seat.x,
    YCoordinate: seat.y,
    key: seatKey(seat.sectionId, seat.x, seat.y),
    SeatName: seatName,
    RowName: rowName,
    PresentationId: presentation.id,
    VenueId: presentation.venueId,
    // A general-admission presentation has no public plan (seatplanId null); its places come from the internal one.
    VenueSeatplanId: presentation.reserved ? layout.id : null,
    TicketGroupId: seat.ticketGroupId,
    TicketGroupName: layout.ticketGroupName(seat.ticketGroupId, locale),
    isPremium: seat.premium,
    isAccessible: seat.accessible,
    isCompanion: seat.companion,
    isLimitedView: seat.limitedView,
    sofaSide: seat.sofaSide,
    needsConfirmation,
    linkedSeats: partner ? [seatPosition(layout, partner)] : [],
    step: isSeatStep(held.step) ? held.step : 'chooseSeats',
    expiresAt: held.expires_at ?? '',
  };
}

/** The buyer's holds of one presentation; the timer shown is the earliest expiry. */
export function holdsView(
  presentation: SeatingPresentation,
  layout: SeatplanLayout,
  rows: readonly HeldRow[],
  locale: MessageLocale,
): HoldsResponse {
  const seats: LockedSeat[] = [];
  for (const row of rows) {
    const seat = layout.index.byId.get(row.seat_id);
    if (seat) seats.push(heldSeatView(presentation, layout, seat, row, locale));
  }
  const expiries = rows.flatMap((r) => (r.expires_at ? [r.expires_at] : [])).sort();
  const first = seats[0];
  return {
    presentationId: presentation.id,
    step: first ? first.step : null,
    expiresAt: expiries[0] ?? null,
    extended: rows.some((r) => r.extended_count > 0),
    seats,
  };
}
