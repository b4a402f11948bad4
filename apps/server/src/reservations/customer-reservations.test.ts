import type { ReservationSummary } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { displayOf } from './customer-reservations';

type Shows = Array<{ isPast: boolean; tickets: Array<{ status: string }> }>;

/** Only what the display reads of an order: its status and its shows' tickets and times. */
const order = (status: ReservationSummary['status'], presentations: Shows) => ({ status, presentations }) as unknown as ReservationSummary;

const upcoming = (...tickets: string[]) => ({ isPast: false, tickets: tickets.map((status) => ({ status })) });
const ended = (...tickets: string[]) => ({ isPast: true, tickets: tickets.map((status) => ({ status })) });

describe('displayOf (spec 4 Reservation displays)', () => {
  it.each([
    ['cancelled', order('cancelled', [upcoming('cancelled')])],
    ['expired', order('expired', [upcoming('valid')])],
    ['scanned', order('confirmed', [upcoming('valid', 'scanned')])],
    ['scanned', order('confirmed', [ended('scanned')])],
    ['past', order('confirmed', [ended('valid')])],
    ['held', order('held', [upcoming('valid')])],
    ['active', order('confirmed', [upcoming('valid'), ended('valid')])],
  ] as const)('%s', (display, reservation) => {
    expect(displayOf(reservation)).toBe(display);
  });
});
