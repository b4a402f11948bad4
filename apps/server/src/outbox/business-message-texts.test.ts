import { describe, expect, it } from 'vitest';
import { signedMessage, signedMessages } from './business-message-texts';
import type { OutboxMessage } from './outbox-writer';

const SMS: OutboxMessage = {
  businessId: 2,
  channel: 'sms',
  recipient: '0501234567',
  template: 'tickets-link',
  body: 'Order X1 is confirmed.',
};
const EMAIL: OutboxMessage = {
  businessId: 2,
  channel: 'email',
  recipient: 'dana@example.com',
  template: 'tickets-link',
  subject: 'Your tickets – order X1',
  body: 'Thank you for your order.',
};

/** ADR 0017: a business's signatures end every SMS and e-mail of its orders. */
describe('signedMessages', () => {
  it('leaves the messages as they are when the business set no signature', () => {
    expect(signedMessages([SMS, EMAIL], {})).toEqual([SMS, EMAIL]);
    expect(signedMessages([SMS, EMAIL], { 'email.ticketsSubject': 'Cinema City tickets' })).toEqual([SMS, EMAIL]);
  });

  it('ends an SMS with the SMS signature on its own line, and an e-mail with the e-mail signature after a blank line', () => {
    const texts = { 'sms.signature': 'Cinema City Glilot', 'email.signature': 'Cinema City Glilot · parking at gate 3' };
    expect(signedMessages([SMS, EMAIL], texts)).toEqual([
      { ...SMS, body: 'Order X1 is confirmed.\nCinema City Glilot' },
      { ...EMAIL, body: 'Thank you for your order.\n\nCinema City Glilot · parking at gate 3' },
    ]);
  });

  it('signs only the channel that has a signature, and never touches the subject', () => {
    expect(signedMessage(SMS, { 'email.signature': 'Gate 3' })).toEqual(SMS);
    expect(signedMessage(EMAIL, { 'email.signature': 'Gate 3' })).toEqual({ ...EMAIL, body: 'Thank you for your order.\n\nGate 3' });
    expect(signedMessage(EMAIL, { 'sms.signature': 'Gate 3' })).toEqual(EMAIL);
  });
});
