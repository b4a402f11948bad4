import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { checkoutEn } from '../../../i18n/checkout/en';
import { reservationStateOf, showsQrCode, ticketStateMessage, ticketStateOf, type TicketState } from './ticket-state';

const future = { isPast: false };
const past = { isPast: true };

describe('ticketStateOf', () => {
  it('is valid for a ticket of a confirmed order before the event', () => {
    expect(ticketStateOf({ status: 'confirmed' }, future, { status: 'valid' })).toBe('valid');
  });

  it('is cancelled for every ticket of a cancelled or expired order, even a scanned one', () => {
    expect(ticketStateOf({ status: 'cancelled' }, future, { status: 'valid' })).toBe('cancelled');
    expect(ticketStateOf({ status: 'expired' }, future, { status: 'valid' })).toBe('cancelled');
    expect(ticketStateOf({ status: 'cancelled' }, past, { status: 'scanned' })).toBe('cancelled');
  });

  it('follows the ticket: cancelled, then scanned at the entrance', () => {
    expect(ticketStateOf({ status: 'confirmed' }, future, { status: 'cancelled' })).toBe('cancelled');
    expect(ticketStateOf({ status: 'confirmed' }, future, { status: 'scanned' })).toBe('scanned');
    expect(ticketStateOf({ status: 'confirmed' }, past, { status: 'scanned' })).toBe('scanned');
  });

  it('is past for an unscanned ticket of an event that is over', () => {
    expect(ticketStateOf({ status: 'confirmed' }, past, { status: 'valid' })).toBe('past');
    expect(ticketStateOf({ status: 'held' }, past, { status: 'valid' })).toBe('past');
  });

  it('is held (not paid yet) for a ticket of a hold order', () => {
    expect(ticketStateOf({ status: 'held' }, future, { status: 'valid' })).toBe('held');
  });
});

describe('reservationStateOf', () => {
  it('names cancelled and expired orders, holds, and orders whose every event is over', () => {
    expect(reservationStateOf({ status: 'confirmed', presentations: [] })).toBe('active');
    expect(reservationStateOf({ status: 'expired', presentations: [] })).toBe('cancelled');
    expect(reservationStateOf({ status: 'cancelled', presentations: [] })).toBe('cancelled');
    expect(reservationStateOf({ status: 'held', presentations: [] })).toBe('held');
  });

  it('is past only when every presentation of the order is over', () => {
    const presentation = (isPast: boolean) => ({ isPast }) as never;
    expect(reservationStateOf({ status: 'confirmed', presentations: [presentation(true), presentation(true)] })).toBe('past');
    expect(reservationStateOf({ status: 'confirmed', presentations: [presentation(true), presentation(false)] })).toBe('active');
    expect(reservationStateOf({ status: 'cancelled', presentations: [presentation(true)] })).toBe('cancelled');
  });
});

describe('ticketStateMessage', () => {
  it('gives every state its own English message', () => {
    const states: TicketState[] = ['valid', 'scanned', 'cancelled', 'past', 'held'];
    const keys = states.map(ticketStateMessage);
    expect(new Set(keys).size).toBe(states.length);
    const messages: Record<string, string> = { ...en, ...checkoutEn };
    for (const key of keys) expect(messages[key]).toBeTruthy();
    expect(ticketStateMessage('scanned')).toBe('edocument.ticket.state.scanned');
    expect(ticketStateMessage('past')).toBe('edocument.ticket.state.past');
  });
});

describe('showsQrCode', () => {
  it('shows the code only for a usable ticket of a presentation that displays codes', () => {
    expect(showsQrCode({ isDisplayQr: true }, 'valid')).toBe(true);
    expect(showsQrCode({ isDisplayQr: false }, 'valid')).toBe(false);
    for (const state of ['scanned', 'cancelled', 'past', 'held'] as const) expect(showsQrCode({ isDisplayQr: true }, state)).toBe(false);
  });
});
