import type { CustomerInfo } from '@kupa/contracts';
import { localDateTimeOf, normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { OutboxMessage } from '../outbox/outbox-writer';

export const VOD_WATCH_TEMPLATE = 'vod-watch-link';

/** What the watch message of a video-on-demand order says: the order, and each title with its player page and terms. */
export interface WatchMessage {
  businessId: number;
  orderNumber: string;
  timeZone: string;
  buyer: CustomerInfo;
  locale: MessageLocale;
  titles: ReadonlyArray<{ title: string; watchUrl: string; availableUntil: string; plays: number }>;
}

/**
 * The confirmation of a video-on-demand order (issue 11): the e-mail lists each title with its watch link, until when
 * it may be watched and how many plays it gives; the SMS carries the links. A link opens the player, which plays only
 * for the logged-in owner, so the message is no key to the film by itself.
 */
export function watchMessages(m: WatchMessage): OutboxMessage[] {
  const he = m.locale === 'he';
  const lines = m.titles.flatMap((t) => {
    const until = localDateTimeOf(new Date(t.availableUntil), m.timeZone);
    return he
      ? [`${t.title}`, `לצפייה: ${t.watchUrl}`, `זמין לצפייה עד ${until}, ${t.plays} צפיות.`, '']
      : [`${t.title}`, `Watch: ${t.watchUrl}`, `Available until ${until}, ${t.plays} plays.`, ''];
  });
  const subject = he ? `הסרט שלך מוכן לצפייה, הזמנה ${m.orderNumber}` : `Your film is ready to watch, order ${m.orderNumber}`;
  const body = [
    he ? 'תודה על הרכישה.' : 'Thank you for your purchase.',
    he ? `מספר הזמנה: ${m.orderNumber}` : `Order number: ${m.orderNumber}`,
    '',
    ...lines,
    he
      ? 'הצפייה דורשת התחברות לאזור האישי במספר הנייד של הרכישה.'
      : 'Watching needs a login to your account with the mobile number of the purchase.',
  ].join('\n');
  const sms = he
    ? `הזמנה ${m.orderNumber}: ${m.titles.map((t) => `${t.title} ${t.watchUrl}`).join(' ')}`
    : `Order ${m.orderNumber}: ${m.titles.map((t) => `${t.title} ${t.watchUrl}`).join(' ')}`;
  const mobile = m.buyer.MobileNumber1 ? (normaliseIsraeliMobile(m.buyer.MobileNumber1) ?? m.buyer.MobileNumber1.trim()) : '';
  const address = m.buyer.EmailAddress1?.trim();
  const template = VOD_WATCH_TEMPLATE;
  return [
    ...(mobile ? [{ businessId: m.businessId, channel: 'sms' as const, recipient: mobile, template, body: sms }] : []),
    ...(address ? [{ businessId: m.businessId, channel: 'email' as const, recipient: address, template, subject, body }] : []),
  ];
}
