import { describe, expect, it } from 'vitest';
import { commitMessages } from './commit-messages';
import { ticketMessagesOf } from './ticket-messages';

const LINK = 'https://kupa.example/edocument/abc';
const HOLD = { deadline: '2026-11-21T17:30:00.000Z', timeZone: 'Asia/Jerusalem' };
const INFO = { EmailAddress1: 'dana@example.com', MobileNumber1: '050-123-4567' };

/** The tickets SMS and e-mail of an order, with and without the business's own texts (ADR 0017). */
describe('commitMessages', () => {
  it('names the tickets e-mail with the standard words before the order number when the business set none', () => {
    expect(commitMessages('en', 'X1', LINK).subject).toBe('Your tickets – order X1');
    expect(commitMessages('he', 'X1', LINK).subject).toBe('הכרטיסים שלך – הזמנה X1');
  });

  it("puts the business's tickets subject before the order number, in the message's language", () => {
    expect(commitMessages('en', 'X1', LINK, undefined, undefined, { 'email.ticketsSubject': 'Cinema City tickets' }).subject).toBe(
      'Cinema City tickets – order X1',
    );
    expect(commitMessages('he', 'X1', LINK, undefined, undefined, { 'email.ticketsSubject': 'הכרטיסים לסינמה סיטי' }).subject).toBe(
      'הכרטיסים לסינמה סיטי – הזמנה X1',
    );
  });

  it("keeps a hold order's subject, which says by when to pay, whatever the business's tickets subject", () => {
    const held = commitMessages('en', 'X1', LINK, HOLD, undefined, { 'email.ticketsSubject': 'Cinema City tickets' });
    expect(held.subject).toBe('Reservation X1 held – pay and collect at the box office by Saturday, 21/11/2026, 19:30');
  });

  it('keeps the bodies as they are: the signatures are added to all of an order’s messages by the commit', () => {
    const plain = commitMessages('en', 'X1', LINK, undefined, 'Your account: https://kupa.example/l/1');
    const own = commitMessages('en', 'X1', LINK, undefined, 'Your account: https://kupa.example/l/1', {
      'email.ticketsSubject': 'Cinema City tickets',
      'email.signature': 'Gate 3',
      'sms.signature': 'Gate 3',
    });
    expect({ sms: own.sms, email: own.email }).toEqual({ sms: plain.sms, email: plain.email });
  });
});

describe('ticketMessagesOf', () => {
  it("sends the SMS to the normalised mobile number and the e-mail with the business's subject", () => {
    const messages = ticketMessagesOf(2, INFO, 'X1', LINK, 'en', undefined, undefined, { 'email.ticketsSubject': 'Cinema City tickets' });
    expect(messages.map((m) => [m.channel, m.recipient, m.subject ?? null])).toEqual([
      ['sms', '0501234567', null],
      ['email', 'dana@example.com', 'Cinema City tickets – order X1'],
    ]);
  });
});
