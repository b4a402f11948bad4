import type { CustomerInfo } from '@kupa/contracts';
import { normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { OutboxMessage } from '../outbox/outbox-writer';

/** The voucher page of a reference, as a path of the web app. */
export function voucherDocumentPath(reference: string): string {
  return `/voucher/${encodeURIComponent(reference)}`;
}

/**
 * The SMS and e-mail that deliver an order's gift vouchers to the mobile number and e-mail address the buyer entered
 * (Hebrew, else English), each with the page link of every voucher.
 */
export function voucherMessagesOf(
  businessId: number,
  info: CustomerInfo,
  identifier: string,
  links: readonly string[],
  locale: MessageLocale,
): OutboxMessage[] {
  const texts = locale === 'he' ? hebrewTexts(identifier, links) : englishTexts(identifier, links);
  const mobile = info.MobileNumber1 ? (normaliseIsraeliMobile(info.MobileNumber1) ?? info.MobileNumber1.trim()) : '';
  const email = info.EmailAddress1?.trim();
  return [
    ...(mobile ? [{ businessId, channel: 'sms' as const, recipient: mobile, template: 'voucher-links', body: texts.sms }] : []),
    ...(email
      ? [{ businessId, channel: 'email' as const, recipient: email, template: 'voucher-links', subject: texts.subject, body: texts.email }]
      : []),
  ];
}

function hebrewTexts(identifier: string, links: readonly string[]) {
  const many = links.length > 1;
  return {
    sms: `ההזמנה ${identifier} אושרה. ${many ? 'השוברים שלך' : 'השובר שלך'}: ${links.join(' ')}`,
    subject: `${many ? 'שוברי המתנה שלך' : 'שובר המתנה שלך'} – הזמנה ${identifier}`,
    email: `תודה על הזמנתך.\nמספר הזמנה: ${identifier}\n${many ? 'השוברים שלך' : 'השובר שלך'}:\n${links.join('\n')}`,
  };
}

function englishTexts(identifier: string, links: readonly string[]) {
  const many = links.length > 1;
  return {
    sms: `Order ${identifier} is confirmed. Your ${many ? 'vouchers' : 'voucher'}: ${links.join(' ')}`,
    subject: `Your gift ${many ? 'vouchers' : 'voucher'} – order ${identifier}`,
    email: `Thank you for your order.\nOrder number: ${identifier}\nYour ${many ? 'vouchers' : 'voucher'}:\n${links.join('\n')}`,
  };
}
