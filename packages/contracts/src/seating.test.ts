import { describe, expect, it } from 'vitest';
import { BestAvailableBodySchema, LockSeatBodySchema, SeatplanV2ResponseSchema, SeatsStatusResponseSchema } from './seating';

describe('seat contracts', () => {
  it('accept ids and coordinates as strings or numbers (api-compat lock-seat)', () => {
    const body = LockSeatBodySchema.parse({
      seat: {
        PresentationId: 771554,
        VenueId: '154',
        VenueSeatplanId: 1,
        VenueSectionId: '1',
        TicketGroupId: 1,
        XCoordinate: '2',
        YCoordinate: 1,
      },
    });
    expect(body.seat).toEqual({
      PresentationId: 771554,
      VenueId: 154,
      VenueSeatplanId: 1,
      VenueSectionId: 1,
      TicketGroupId: 1,
      XCoordinate: 2,
      YCoordinate: 1,
    });
  });

  it('refuse empty, fractional and non-numeric coordinates', () => {
    const seat = { PresentationId: 1, VenueId: 1, VenueSectionId: 1, XCoordinate: 1, YCoordinate: 1 };
    expect(LockSeatBodySchema.safeParse({ seat }).success).toBe(true);
    for (const bad of ['', '2.5', 'a', 1.5, null, true]) {
      expect(LockSeatBodySchema.safeParse({ seat: { ...seat, XCoordinate: bad } }).success, String(bad)).toBe(false);
    }
    expect(LockSeatBodySchema.safeParse({ seat: { ...seat, VenueSectionId: '0' } }).success).toBe(false);
  });

  it('bound the party size of best available', () => {
    expect(BestAvailableBodySchema.safeParse({ presentationId: 1, quantity: '4' }).success).toBe(true);
    expect(BestAvailableBodySchema.safeParse({ presentationId: 1, quantity: 0 }).success).toBe(false);
  });

  it('describe the api-compat example layout and status map', () => {
    const example = {
      S: {
        '1': {
          n: 'אולם',
          r: 1,
          G: {
            '0': {
              rd: { x: 100, y: 20, rotate: 0 },
              R: { '4': { n: 'A', S: { '2': { n: '10', tg: 1, rd: { cx: 60, cy: -30 }, hc: 1 } } } },
            },
          },
        },
      },
    };
    expect(SeatplanV2ResponseSchema.parse(example)).toEqual(example);
    expect(SeatplanV2ResponseSchema.safeParse({ S: { '1': { ...example.S['1'], r: 2 } } }).success).toBe(false);
    expect(SeatsStatusResponseSchema.parse({ seats: { '1_2_4': 0 } })).toEqual({ seats: { '1_2_4': 0 } });
  });
});
