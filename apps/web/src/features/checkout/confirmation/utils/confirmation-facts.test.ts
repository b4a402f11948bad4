import type { CommitResponse } from '@kupa/contracts';
import { describe, expect, it } from 'vitest';
import { testReservation } from '../../../../testing/order-texts-server';
import { confirmationFacts, confirmationOfReservation, confirmationPath, eTicketPath, splitLocalDateTime } from './confirmation-facts';

// The shared test order, without presentations and made on another day.
const summary = testReservation({ createdAt: '2026-03-01T10:00:00Z', presentations: [] });

describe('confirmation facts', () => {
  it('reads a paid order', () => {
    const result: CommitResponse = { reservationIdentifier: 'K7M2QX', documentKey: 'doc-key', reservation: summary };
    expect(confirmationFacts(result)).toEqual({
      reservationIdentifier: 'K7M2QX',
      documentKey: 'doc-key',
      isHold: false,
      holdDeadline: null,
    });
  });

  it('reads a hold order with its deadline', () => {
    const held = { ...summary, status: 'held' as const, orderType: 'hold' as const, holdDeadline: '2026-03-02T17:30:00Z' };
    expect(confirmationFacts({ reservation: held })).toEqual({
      reservationIdentifier: 'K7M2QX',
      documentKey: 'doc-key',
      isHold: true,
      holdDeadline: '2026-03-02T17:30:00Z',
    });
  });

  it('copes with an answer without a summary', () => {
    expect(confirmationFacts({ reservationIdentifier: 'ABC' })).toEqual({
      reservationIdentifier: 'ABC',
      documentKey: null,
      isHold: false,
      holdDeadline: null,
    });
  });

  it('builds the e-ticket path and splits local times', () => {
    expect(eTicketPath('a/b')).toBe('/edocument/a%2Fb');
    expect(splitLocalDateTime('2026-03-02 20:00')).toEqual({ date: '2026-03-02', time: '20:00' });
    expect(splitLocalDateTime('soon')).toBeNull();
  });
});

describe('the confirmation address', () => {
  it("is the order page of the presentation with the order's e-ticket key", () => {
    expect(confirmationPath(771554, 'a/b c')).toBe('/order/771554/confirmation/a%2Fb%20c');
  });

  it('shows the same facts from the e-ticket answer as from the commit answer', () => {
    expect(confirmationFacts(confirmationOfReservation(summary))).toEqual(confirmationFacts({ reservation: summary }));
    expect(confirmationOfReservation(summary)).toMatchObject({ reservationIdentifier: 'K7M2QX', documentKey: 'doc-key' });
  });
});
