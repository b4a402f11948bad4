import { describe, expect, it } from 'vitest';
import { emptyPattern, patternFieldOf, patternOf, timesOf } from './pattern-draft';

const filled = {
  ...emptyPattern('2026-12-01', '2026-12-14'),
  featureId: '7',
  venueId: '3',
  pricePolicyIds: [11],
  weekdays: [3, 0],
  times: '19:00, 9:30',
  serviceCharge: '5.5',
};

describe('pattern draft', () => {
  it('sends timers in seconds, the charge in agorot, weekdays sorted and times padded', () => {
    expect(patternOf(filled)).toEqual({
      pattern: expect.objectContaining({
        featureId: 7,
        weekdays: [0, 3],
        times: ['19:00', '09:30'],
        lockTimers: { chooseSeats: 600, chooseTickets: 600, customerInfo: 600, chooseProducts: 600 },
        serviceChargeAgorot: 550,
        bookingFeeAgorot: null,
        gaCapacity: null,
        saleOpensDaysBefore: null,
      }),
    });
  });

  it("follows the business's lock timers (null) when chosen, whatever the own timer fields hold", () => {
    const pattern = patternOf({ ...filled, timers: 'business', chooseSeatsMinutes: '' });
    expect(pattern).toEqual({ pattern: expect.objectContaining({ lockTimers: null }) });
    expect(patternOf({ ...filled, chooseSeatsMinutes: '' })).toEqual({ invalid: 'chooseSeatsMinutes' });
  });

  it("leaves an empty fee to the business's default (null) and sends a typed one in agorot", () => {
    expect(patternOf(emptyPattern('2026-12-01', '2026-12-14'))).toEqual({ invalid: 'featureId' });
    expect(patternOf({ ...filled, serviceCharge: ' ', bookingFee: '3' })).toEqual({
      pattern: expect.objectContaining({ serviceChargeAgorot: null, bookingFeeAgorot: 300 }),
    });
    expect(patternOf({ ...filled, bookingFee: 'three' })).toEqual({ invalid: 'bookingFee' });
    expect(patternFieldOf('bookingFeeAgorot')).toBe('bookingFee');
  });

  it('names the first field left empty or unreadable', () => {
    expect(patternOf({ ...filled, featureId: '' })).toEqual({ invalid: 'featureId' });
    expect(patternOf({ ...filled, weekdays: [] })).toEqual({ invalid: 'weekdays' });
    expect(patternOf({ ...filled, seating: 'generalAdmission' })).toEqual({ invalid: 'gaCapacity' });
    expect(patternOf({ ...filled, saleOpensDaysBefore: 'soon' })).toEqual({ invalid: 'saleOpensDaysBefore' });
  });

  it("maps the server's field to the form's", () => {
    expect(patternFieldOf('times.0')).toBe('times');
    expect(patternFieldOf('lockTimers.customerInfo')).toBe('otherStepsMinutes');
    expect(patternFieldOf('lastDate')).toBe('lastDate');
    expect(timesOf('')).toEqual([]);
  });
});
