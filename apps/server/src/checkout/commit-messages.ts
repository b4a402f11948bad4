import type { MessageLocale } from '@kupa/domain';

/** The texts of the tickets-link SMS and e-mail written to the outbox by the commit (Hebrew, else English). */
export function commitMessages(locale: MessageLocale, identifier: string, link: string): { sms: string; subject: string; email: string } {
  if (locale === 'he') {
    return {
      sms: `ההזמנה ${identifier} אושרה. הכרטיסים שלך: ${link}`,
      subject: `הכרטיסים שלך – הזמנה ${identifier}`,
      email: `תודה על הזמנתך.\nמספר הזמנה: ${identifier}\nהכרטיסים שלך: ${link}`,
    };
  }
  return {
    sms: `Order ${identifier} is confirmed. Your tickets: ${link}`,
    subject: `Your tickets – order ${identifier}`,
    email: `Thank you for your order.\nOrder number: ${identifier}\nYour tickets: ${link}`,
  };
}
