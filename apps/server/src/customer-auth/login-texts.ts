import type { MessageLocale } from '@kupa/domain';

/** The message of a login by number: the code, and that it was asked for (Hebrew, else English); a subject by e-mail. */
export function numberCodeMessage(locale: MessageLocale, channel: 'sms' | 'email', code: string): { subject: string | null; body: string } {
  const he = locale === 'he';
  const body = he
    ? `קוד הכניסה שלך לאזור האישי בקופה: ${code}. הקוד בתוקף 10 דקות. אם לא ביקשת אותו, אפשר להתעלם מההודעה.`
    : `Your Kupa account login code: ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.`;
  return { subject: channel === 'email' ? (he ? 'קוד כניסה לאזור האישי' : 'Your login code') : null, body };
}

/** The message that carries a login link asked for (30 minutes). */
export function linkMessage(locale: MessageLocale, channel: 'sms' | 'email', url: string): { subject: string | null; body: string } {
  const he = locale === 'he';
  const body = he
    ? `קישור הכניסה החדש שלך לאזור האישי: ${url} הקישור בתוקף 30 דקות ולשימוש אחד.`
    : `Your new login link for your Kupa account: ${url} It is valid for 30 minutes, once.`;
  return { subject: channel === 'email' ? (he ? 'קישור כניסה לאזור האישי' : 'Your login link') : null, body };
}

/** The line an order's confirmation adds: the customer's area, signed in by a link (7 days, once). */
export function purchaseLinkLine(locale: MessageLocale, url: string): string {
  return locale === 'he' ? `האזור האישי שלך (קישור לשימוש אחד): ${url}` : `Your account (single-use link): ${url}`;
}
