import { describe, expect, it } from 'vitest';
import type { HeldSeat } from '../../seat-selection';
import {
  chosenMemberSeats,
  fitsRemaining,
  membershipHasSeats,
  membershipSeatRef,
  seatSelectionsOf,
  seatsToChoose,
} from './membership-seats';

const held = (key: string, linked: string[] = []): HeldSeat => ({
  key,
  sectionId: Number(key.split('_')[0]),
  rowName: 'A',
  seatName: '1',
  ticketGroupId: 1,
  ticketGroupName: 'Regular',
  expiresAt: '2026-11-21T10:15:00.000Z',
  linked,
});
const event = { PresentationId: 1 } as never;

describe('membership seats', () => {
  it('has a seat step when the membership has events and does not skip member seats', () => {
    expect(membershipHasSeats({ IsSkipMemberSeat: false, Presentations: [event] })).toBe(true);
    expect(membershipHasSeats({ IsSkipMemberSeat: true, Presentations: [event] })).toBe(false);
    expect(membershipHasSeats({ IsSkipMemberSeat: false, Presentations: [] })).toBe(false);
  });

  it('sends the chosen prices with a hold, leaving out the prices not chosen', () => {
    expect(seatSelectionsOf({ 311: 2, 312: 0, 313: 1 })).toEqual([
      { MembershipPriceId: 311, selectedQuantity: 2 },
      { MembershipPriceId: 313, selectedQuantity: 1 },
    ]);
    expect(membershipSeatRef({ membershipId: 31, venueId: 200, seatplanId: 2000 }, { sectionId: 21, x: 3, y: 1 }, { 311: 2 })).toEqual({
      MembershipId: 31,
      VenueId: 200,
      VenueSeatplanId: 2000,
      VenueSectionId: 21,
      XCoordinate: 3,
      YCoordinate: 1,
      selections: [{ MembershipPriceId: 311, selectedQuantity: 2 }],
    });
  });

  it('names every held seat in the cart line: a sofa is two seats, one per member, held and sold together', () => {
    const seats = [held('21_1_1'), held('21_1_3', ['21_2_3']), held('21_2_3', ['21_1_3'])];
    expect(chosenMemberSeats(seats)).toEqual([
      { VenueSectionId: 21, XCoordinate: 1, YCoordinate: 1 },
      { VenueSectionId: 21, XCoordinate: 1, YCoordinate: 3 },
      { VenueSectionId: 21, XCoordinate: 2, YCoordinate: 3 },
    ]);
    expect(seatsToChoose(seats, 4)).toBe(1);
    expect(seatsToChoose(seats, 3)).toBe(0);
    expect(seatsToChoose(seats, 1)).toBe(0);
  });

  it('tells whether a seat with its sofa half still fits the members left to seat', () => {
    expect(fitsRemaining(['21_2_3'], 2)).toBe(true);
    expect(fitsRemaining(['21_2_3'], 1)).toBe(false);
    expect(fitsRemaining([], 1)).toBe(true);
    expect(fitsRemaining([], 0)).toBe(false);
  });
});
