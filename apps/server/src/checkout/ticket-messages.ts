import type { CustomerInfo } from '@kupa/contracts';
import { normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { OutboxMessage } from '../outbox/outbox-writer';
import { commitMessages } from './commit-messages';

/** The tickets-link SMS and e-mail of an order, to the mobile number and e-mail address the buyer entered. */
export function ticketMessagesOf(
  businessId: number,
  info: CustomerInfo,
  identifier: string,
  link: string,
  locale: MessageLocale,
): OutboxMessage[] {
  const texts = commitMessages(locale, identifier, link);
  const mobile = info.MobileNumber1 ? (normaliseIsraeliMobile(info.MobileNumber1) ?? info.MobileNumber1.trim()) : '';
  const email = info.EmailAddress1?.trim();
  return [
    ...(mobile ? [{ businessId, channel: 'sms' as const, recipient: mobile, template: 'tickets-link', body: texts.sms }] : []),
    ...(email
      ? [{ businessId, channel: 'email' as const, recipient: email, template: 'tickets-link', subject: texts.subject, body: texts.email }]
      : []),
  ];
}
