import type { LockedSeat } from '@kupa/contracts';
import { parseSeatKey } from './seat-key';

/** A lock-seat answer (a held seat) for the unit tests, as the server would give it for `key`. */
export function heldSeatAnswer(key: string, overrides: Partial<LockedSeat> = {}): LockedSeat {
  const address = parseSeatKey(key) ?? { sectionId: 1, x: 1, y: 1 };
  return {
    VenueSectionId: address.sectionId,
    XCoordinate: address.x,
    YCoordinate: address.y,
    key,
    SeatName: String(address.x),
    RowName: String(address.y),
    PresentationId: 7,
    VenueId: 1,
    VenueSeatplanId: 1,
    TicketGroupId: 1,
    TicketGroupName: 'Regular',
    isPremium: false,
    isAccessible: false,
    isCompanion: false,
    isLimitedView: false,
    sofaSide: null,
    needsConfirmation: [],
    linkedSeats: [],
    step: 'chooseSeats',
    expiresAt: '2026-11-22T10:10:00.000Z',
    ...overrides,
  };
}
