import type { MessageLocale } from '@kupa/domain';
import type { OutboxMessage } from '../outbox/outbox-writer';
import type { RefundPlan } from './cancellation-policy';

const shekels = (agorot: number) => `₪${(agorot / 100).toFixed(2)}`;

const VENUE_TEXT = {
  he: {
    subject: (id: string) => `המופע בוטל: ההזמנה ${id} זוכתה`,
    body: (id: string, plan: RefundPlan) =>
      `המופע של ההזמנה ${id} בקופה בוטל על ידי המקום. הוחזרו ${shekels(plan.toCardAgorot)} לאמצעי התשלום ו-${shekels(plan.toVouchersAgorot)} לשוברים, במלואם. אנו מתנצלים.`,
  },
  en: {
    subject: (id: string) => `Show cancelled: order ${id} refunded`,
    body: (id: string, plan: RefundPlan) =>
      `The show of your Kupa order ${id} was cancelled by the venue. ${shekels(plan.toCardAgorot)} goes back to your payment method and ` +
      `${shekels(plan.toVouchersAgorot)} to your vouchers, in full. We are sorry.`,
  },
} as const;

const TEXT = {
  he: {
    subject: (id: string) => `ההזמנה ${id} בוטלה`,
    body: (id: string, plan: RefundPlan) =>
      `ההזמנה ${id} בקופה בוטלה. הוחזרו ${shekels(plan.toCardAgorot)} לאמצעי התשלום ו-${shekels(plan.toVouchersAgorot)} לשוברים. ` +
      `דמי ביטול: ${shekels(plan.cancellationChargeAgorot)}; דמי הטיפול אינם מוחזרים.`,
  },
  en: {
    subject: (id: string) => `Order ${id} was cancelled`,
    body: (id: string, plan: RefundPlan) =>
      `Your Kupa order ${id} was cancelled. ${shekels(plan.toCardAgorot)} goes back to your payment method and ` +
      `${shekels(plan.toVouchersAgorot)} to your vouchers. Cancellation charge: ${shekels(plan.cancellationChargeAgorot)}; the service charge is not refunded.`,
  },
} as const;

/** The e-mail address the buyer gave with the order (CustomerInfo's EmailAddress1), if any. */
function emailOf(customerJson: string | null): string | null {
  if (!customerJson) return null;
  try {
    const value = (JSON.parse(customerJson) as Record<string, unknown> | null)?.EmailAddress1;
    return typeof value === 'string' && value.includes('@') ? value : null;
  } catch {
    // Unreadable stored details: the SMS still goes.
    return null;
  }
}

/**
 * The cancellation's SMS to the mobile number (the logged-in one, or the order's when the venue cancelled), and its
 * e-mail to the order's address when there is one.
 */
export function cancellationMessages(
  order: { identifier: string; business_id: number; customer_json: string | null },
  plan: RefundPlan,
  mobile: string | null,
  locale: MessageLocale,
  by: 'customer' | 'venue' = 'customer',
): OutboxMessage[] {
  const t = (by === 'venue' ? VENUE_TEXT : TEXT)[locale === 'he' ? 'he' : 'en'];
  const body = t.body(order.identifier, plan);
  const messages: OutboxMessage[] = [];
  if (mobile) messages.push({ businessId: order.business_id, channel: 'sms', recipient: mobile, template: 'order-cancelled', body });
  const email = emailOf(order.customer_json);
  if (email)
    messages.push({
      businessId: order.business_id,
      channel: 'email',
      recipient: email,
      template: 'order-cancelled',
      subject: t.subject(order.identifier),
      body,
    });
  return messages;
}
