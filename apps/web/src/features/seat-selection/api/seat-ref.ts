/** What lock-seat and unlock-seat need to name a seat (api-compat body `{ seat: { PresentationId, ... } }`). */
export interface SeatTarget {
  presentationId: number;
  venueId: number;
  seatplanId: number | null;
  sectionId: number;
  x: number;
  y: number;
  ticketGroupId: number;
}

export function seatRef(target: SeatTarget) {
  return {
    PresentationId: target.presentationId,
    VenueId: target.venueId,
    VenueSeatplanId: target.seatplanId,
    VenueSectionId: target.sectionId,
    TicketGroupId: target.ticketGroupId,
    XCoordinate: target.x,
    YCoordinate: target.y,
  };
}
