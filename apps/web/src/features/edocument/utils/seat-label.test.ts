import { describe, expect, it } from 'vitest';
import { qrCodeName, seatFacts, seatPhrase } from './seat-label';

const seat = (sectionName: string | null, rowName: string | null, seatName: string | null) => ({ sectionName, rowName, seatName });

describe('seatFacts', () => {
  it('lists section, row and seat in reading order', () => {
    expect(seatFacts(seat('Hall', '5', '8'))).toEqual([
      { label: 'edocument.seat.section', value: 'Hall' },
      { label: 'edocument.seat.row', value: '5' },
      { label: 'edocument.seat.seat', value: '8' },
    ]);
  });

  it('leaves out the names the ticket lacks or that are blank', () => {
    expect(seatFacts(seat(null, ' 5 ', '8'))).toEqual([
      { label: 'edocument.seat.row', value: '5' },
      { label: 'edocument.seat.seat', value: '8' },
    ]);
    expect(seatFacts(seat('  ', null, null))).toEqual([]);
  });
});

describe('seatPhrase', () => {
  it('says row and seat when both are known', () => {
    expect(seatPhrase(seat('Hall', '5', '8'))).toEqual({ id: 'edocument.seat.rowSeat', values: { row: '5', seat: '8' } });
  });

  it('says what it has: the seat alone, the row alone, or the section of a standing area', () => {
    expect(seatPhrase(seat(null, null, '12'))).toEqual({ id: 'edocument.seat.seatOnly', values: { seat: '12' } });
    expect(seatPhrase(seat(null, 'C', ''))).toEqual({ id: 'edocument.seat.rowOnly', values: { row: 'C' } });
    expect(seatPhrase(seat('Balcony', null, null))).toEqual({ id: 'edocument.seat.sectionOnly', values: { section: 'Balcony' } });
  });

  it('is null for general admission', () => {
    expect(seatPhrase(seat(null, null, null))).toBeNull();
  });
});

describe('qrCodeName', () => {
  it('numbers the ticket and adds its seat when it has one', () => {
    expect(qrCodeName(2, 'row 5 seat 8')).toEqual({ id: 'edocument.qr.nameWithSeat', values: { number: 2, seat: 'row 5 seat 8' } });
    expect(qrCodeName(1, null)).toEqual({ id: 'edocument.qr.name', values: { number: 1 } });
  });
});
