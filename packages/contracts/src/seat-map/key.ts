import { seatKey } from '@kupa/domain';

/** A seat's grid address: the section (VenueSectionId) and its grid X and Y (XCoordinate, YCoordinate). */
export interface SeatAddress {
  sectionId: number;
  x: number;
  y: number;
}

/** The seats-statusV2 key of a seat, "<sectionId>_<x>_<y>" (api-compat); the same text is the map's data-seat-key. */
export function keyOf(address: SeatAddress): string {
  return seatKey(address.sectionId, address.x, address.y);
}

const KEY = /^(\d+)_(-?\d+)_(-?\d+)$/;

/** Reads a seats-statusV2 key back into its address, or null when the text is not one. */
export function parseSeatKey(key: string): SeatAddress | null {
  const match = KEY.exec(key);
  if (!match) return null;
  return { sectionId: Number(match[1]), x: Number(match[2]), y: Number(match[3]) };
}
