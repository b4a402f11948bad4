import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { readEDocument, readSendTicketsAnswer } from './edocument-answer';

const reservation = { reservationIdentifier: '482913', status: 'confirmed', presentations: [{ presentationId: 1, tickets: [] }] };

describe('readEDocument', () => {
  it('gives the reservation of an e-ticket answer', () => {
    expect(readEDocument({ reservation })).toBe(reservation);
  });

  it('refuses answers that are not an e-ticket', () => {
    for (const body of [
      null,
      'html',
      {},
      { reservation: [] },
      { reservation: { ...reservation, presentations: null } },
      { reservation: { ...reservation, presentations: [{}] } },
    ]) {
      expect(() => readEDocument(body)).toThrow(ApiError);
    }
  });
});

describe('readSendTicketsAnswer', () => {
  it('accepts only { success: true }', () => {
    expect(() => readSendTicketsAnswer({ success: true })).not.toThrow();
    expect(() => readSendTicketsAnswer({ success: false })).toThrow(ApiError);
    expect(() => readSendTicketsAnswer(undefined)).toThrow(ApiError);
  });
});
