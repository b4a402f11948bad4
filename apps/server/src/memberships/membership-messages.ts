import { normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { ItemOrderFacts } from '../checkout/order-items';
import type { OutboxMessage } from '../outbox/outbox-writer';

interface CreatedMember {
  unit: { nameHe: string; nameEn: string };
  memberNumber: string;
  startDate: string;
  endDate: string;
}

/** "2026-11-21" as 21/11/2026, the way both languages write dates here. */
const dayOf = (date: string) => date.split('-').reverse().join('/');

function lineOf(locale: MessageLocale, m: CreatedMember): string {
  return locale === 'he'
    ? `${m.unit.nameHe}: מספר מנוי ${m.memberNumber}, בתוקף ${dayOf(m.startDate)}–${dayOf(m.endDate)}`
    : `${m.unit.nameEn}: member number ${m.memberNumber}, valid ${dayOf(m.startDate)}–${dayOf(m.endDate)}`;
}

/** The welcome SMS and e-mail of a membership order: each member number and its validity, in the order's language. */
export function membershipWelcomeMessages(order: ItemOrderFacts, members: readonly CreatedMember[]): OutboxMessage[] {
  if (members.length === 0) return [];
  const he = order.locale === 'he';
  const locale: MessageLocale = he ? 'he' : 'en';
  const lines = members.map((m) => lineOf(locale, m));
  const greeting = he ? 'ברוכים הבאים למנוי!' : 'Welcome to your membership!';
  const orderLine = he ? `הזמנה ${order.identifier}` : `Order ${order.identifier}`;
  const subject = he ? `המנוי שלך – הזמנה ${order.identifier}` : `Your membership – order ${order.identifier}`;
  const info = order.customerInfo;
  const mobile = info.MobileNumber1 ? (normaliseIsraeliMobile(info.MobileNumber1) ?? info.MobileNumber1.trim()) : '';
  const email = info.EmailAddress1?.trim();
  const body = [greeting, ...lines, orderLine].join('\n');
  return [
    ...(mobile ? [{ businessId: order.businessId, channel: 'sms' as const, recipient: mobile, template: 'membership-welcome', body }] : []),
    ...(email
      ? [{ businessId: order.businessId, channel: 'email' as const, recipient: email, template: 'membership-welcome', subject, body }]
      : []),
  ];
}
