import { describe, expect, it } from 'vitest';
import { holdExpiry, isSeatStep, leavesSeatChoice, holdSecondsFor, SEAT_STEPS, stepBit } from './seat-steps';

const timers = { chooseSeatsInSeconds: 600, chooseTicketsInSeconds: 300, customerInfoInSeconds: 900, chooseProductsInSeconds: 120 };

describe('seat steps', () => {
  it('lists the four steps in spec order with one timer each', () => {
    expect(SEAT_STEPS).toEqual(['chooseSeats', 'chooseTickets', 'customerInfo', 'chooseProducts']);
    expect(SEAT_STEPS.map((s) => holdSecondsFor(timers, s))).toEqual([600, 300, 900, 120]);
  });

  it('computes the expiry of a hold in a step', () => {
    expect(holdExpiry(new Date('2026-11-21T10:00:00.000Z'), timers, 'customerInfo').toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  it('gives each step its own bit, so each timer is granted once', () => {
    expect(SEAT_STEPS.map(stepBit)).toEqual([1, 2, 4, 8]);
  });

  it('recognises step names and when seat choice is left', () => {
    expect(isSeatStep('customerInfo')).toBe(true);
    expect(isSeatStep('payment')).toBe(false);
    expect(leavesSeatChoice('chooseSeats')).toBe(false);
    expect(leavesSeatChoice('chooseTickets')).toBe(true);
  });
});
