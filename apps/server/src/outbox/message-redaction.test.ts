import { describe, expect, it } from 'vitest';
import { redactMessageBody } from './message-redaction';

describe('redactMessageBody', () => {
  it('removes login codes and e-ticket keys and keeps the rest', () => {
    expect(redactMessageBody('Your Kupa login code: 482913. It is valid for 10 minutes.')).toBe(
      'Your Kupa login code: [redacted]. It is valid for 10 minutes.',
    );
    expect(redactMessageBody('Your Kupa tickets: https://tickets.example.org/edocument/Ab_3-xYz0123456789abcd')).toBe(
      'Your Kupa tickets: https://tickets.example.org/edocument/[redacted]',
    );
    expect(redactMessageBody('<a href="https://t.example/edocument/KEY123">tickets</a> order KUPA-1234')).toBe(
      '<a href="https://t.example/edocument/[redacted]">tickets</a> order KUPA-1234',
    );
    // A gift voucher's page link carries its reference, which pays: it goes too.
    expect(redactMessageBody('Your voucher: https://t.example/voucher/K7MQ-4QX2-9HTB')).toBe(
      'Your voucher: https://t.example/voucher/[redacted]',
    );
    // A donation receipt's ID number goes once the e-mail is delivered; a mobile number (10 digits) stays.
    expect(redactMessageBody('Donor: Dana Levi\nID number: 000000018\nMobile: 0501234567')).toBe(
      'Donor: Dana Levi\nID number: [redacted]\nMobile: 0501234567',
    );
  });
});
