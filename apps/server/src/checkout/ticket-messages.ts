import type { CustomerInfo } from '@kupa/contracts';
import { normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { BusinessMessageTexts } from '../outbox/business-message-texts';
import type { OutboxMessage } from '../outbox/outbox-writer';
import { commitMessages, type HoldDeadline } from './commit-messages';

/**
 * The tickets-link SMS and e-mail of an order, to the mobile number and e-mail address the buyer entered; a hold
 * order's say it is unpaid and by when it must be paid and collected at the box office. The business's tickets subject
 * (ADR 0017) names the e-mail; its signatures are added by the commit to all of an order's messages.
 */
export function ticketMessagesOf(
  businessId: number,
  info: CustomerInfo,
  identifier: string,
  link: string,
  locale: MessageLocale,
  hold?: HoldDeadline,
  accountLine?: string,
  businessTexts: BusinessMessageTexts = {},
): OutboxMessage[] {
  const texts = commitMessages(locale, identifier, link, hold, accountLine, businessTexts);
  const mobile = info.MobileNumber1 ? (normaliseIsraeliMobile(info.MobileNumber1) ?? info.MobileNumber1.trim()) : '';
  const email = info.EmailAddress1?.trim();
  return [
    ...(mobile ? [{ businessId, channel: 'sms' as const, recipient: mobile, template: 'tickets-link', body: texts.sms }] : []),
    ...(email
      ? [{ businessId, channel: 'email' as const, recipient: email, template: 'tickets-link', subject: texts.subject, body: texts.email }]
      : []),
  ];
}
