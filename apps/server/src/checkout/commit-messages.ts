import { localParts, type MessageLocale } from '@kupa/domain';
import type { BusinessMessageTexts } from '../outbox/business-message-texts';

export interface CommitMessages {
  sms: string;
  subject: string;
  email: string;
}

/** What a hold order's messages must say: when it has to be paid and collected, and in which zone to show it. */
export interface HoldDeadline {
  /** UTC instant, 30 minutes before the earliest show (spec 4, order types). */
  deadline: string;
  timeZone: string;
}

/**
 * The texts of the SMS and e-mail written to the outbox by the commit (Hebrew, else English). A hold order is not
 * paid: its texts say so, and that it must be paid and collected at the box office by its deadline (spec 4), never
 * that it is confirmed. The business's tickets subject (ADR 0017) replaces the words before the order number of a
 * paid order's e-mail; a hold order's subject says by when to pay, and stays.
 */
export function commitMessages(
  locale: MessageLocale,
  identifier: string,
  link: string,
  hold?: HoldDeadline,
  /** The line with the customer's login link (issue 9), added at the end of both texts. */
  accountLine?: string,
  businessTexts: BusinessMessageTexts = {},
): CommitMessages {
  const texts = commitTexts(locale, identifier, link, hold, businessTexts['email.ticketsSubject']);
  if (!accountLine) return texts;
  return { ...texts, sms: `${texts.sms}\n${accountLine}`, email: `${texts.email}\n${accountLine}` };
}

function commitTexts(
  locale: MessageLocale,
  identifier: string,
  link: string,
  hold: HoldDeadline | undefined,
  subject: string | undefined,
): CommitMessages {
  if (hold) return holdMessages(locale, identifier, link, formatDeadline(hold, locale));
  if (locale === 'he') {
    return {
      sms: `ההזמנה ${identifier} אושרה. הכרטיסים שלך: ${link}`,
      subject: `${subject ?? 'הכרטיסים שלך'} – הזמנה ${identifier}`,
      email: `תודה על הזמנתך.\nמספר הזמנה: ${identifier}\nהכרטיסים שלך: ${link}`,
    };
  }
  return {
    sms: `Order ${identifier} is confirmed. Your tickets: ${link}`,
    subject: `${subject ?? 'Your tickets'} – order ${identifier}`,
    email: `Thank you for your order.\nOrder number: ${identifier}\nYour tickets: ${link}`,
  };
}

function holdMessages(locale: MessageLocale, identifier: string, link: string, deadline: string): CommitMessages {
  if (locale === 'he') {
    return {
      sms: `הזמנה ${identifier} שמורה עבורך ועדיין לא שולמה. יש לשלם ולאסוף את הכרטיסים בקופה עד ${deadline}, אחרת ההזמנה תבוטל. פרטים: ${link}`,
      subject: `הזמנה ${identifier} שמורה – לתשלום ולאיסוף בקופה עד ${deadline}`,
      email:
        `ההזמנה שמורה עבורך ועדיין לא שולמה.\nמספר הזמנה: ${identifier}\n` +
        `יש לשלם ולאסוף את הכרטיסים בקופה עד ${deadline} (30 דקות לפני תחילת ההצגה). הזמנה שלא שולמה עד אז מבוטלת.\n` +
        `פרטי ההזמנה: ${link}`,
    };
  }
  return {
    sms: `Reservation ${identifier} is held for you and not paid yet. Pay for and collect your tickets at the box office by ${deadline}, or it is cancelled. Details: ${link}`,
    subject: `Reservation ${identifier} held – pay and collect at the box office by ${deadline}`,
    email:
      `Your reservation is held for you and is not paid yet.\nReservation number: ${identifier}\n` +
      `Pay for and collect your tickets at the box office by ${deadline} (30 minutes before the show). A reservation not paid by then is cancelled.\n` +
      `Reservation details: ${link}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The deadline as the spec shows dates (weekday, DD/MM/YYYY, HH:mm) in the venue's zone and the message's language. */
export function formatDeadline(hold: HoldDeadline, locale: MessageLocale): string {
  const instant = new Date(hold.deadline);
  const p = localParts(instant, hold.timeZone);
  const weekday = new Intl.DateTimeFormat(`${locale}-IL`, { weekday: 'long', timeZone: hold.timeZone }).format(instant);
  return `${weekday}, ${pad(p.day)}/${pad(p.month)}/${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
}
