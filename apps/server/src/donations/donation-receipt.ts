import type { CustomerInfo } from '@kupa/contracts';
import { localParts, normaliseIsraeliMobile, type MessageLocale } from '@kupa/domain';
import type { OutboxMessage } from '../outbox/outbox-writer';

/** What a donation receipt states: the receipt number, the date, the donor and what was given. Money in agorot. */
export interface DonationReceipt {
  businessId: number;
  /** The order's reservation identifier, which is the receipt number. */
  receiptNumber: string;
  at: Date;
  timeZone: string;
  currency: string;
  totalAgorot: number;
  /** One line per donation given, with its name in the receipt's language. */
  gifts: ReadonlyArray<{ name: string; amountAgorot: number; quantity: number }>;
  donor: CustomerInfo;
  locale: MessageLocale;
}

export const DONATION_RECEIPT_TEMPLATE = 'donation-receipt';

const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY in the business's time zone: the date the receipt is issued on. */
export function receiptDate(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year}`;
}

function formatAmount(agorot: number, currency: string, locale: MessageLocale): string {
  return new Intl.NumberFormat(`${locale}-IL`, { style: 'currency', currency, minimumFractionDigits: 2 }).format(agorot / 100);
}

/**
 * The receipt of a donation order (spec 3 donations; an Israeli donation receipt names the donor and the donor's ID
 * number): the e-mail carries the full receipt, the SMS only a summary, never the ID number. In production the
 * outbox redacts the ID number from the stored body once the e-mail is delivered (docs/security.md).
 */
export function donationReceiptMessages(receipt: DonationReceipt): OutboxMessage[] {
  const { donor, locale } = receipt;
  const he = locale === 'he';
  const amount = formatAmount(receipt.totalAgorot, receipt.currency, locale);
  const date = receiptDate(receipt.at, receipt.timeZone);
  const name = [donor.FirstName, donor.LastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  const ssn = donor.SSN?.trim() ?? '';
  const lines = receipt.gifts.map((g) => {
    const each = formatAmount(g.amountAgorot, receipt.currency, locale);
    return g.quantity > 1 ? `- ${g.name}: ${g.quantity} × ${each}` : `- ${g.name}: ${each}`;
  });
  const email = he
    ? [
        'תודה על תרומתך.',
        `קבלה מספר: ${receipt.receiptNumber}`,
        `תאריך: ${date}`,
        `סכום התרומה: ${amount}`,
        `שם התורם: ${name}`,
        ...(ssn ? [`מספר זהות: ${ssn}`] : []),
        'פירוט:',
        ...lines,
      ]
    : [
        'Thank you for your donation.',
        `Receipt number: ${receipt.receiptNumber}`,
        `Date: ${date}`,
        `Amount donated: ${amount}`,
        `Donor: ${name}`,
        ...(ssn ? [`ID number: ${ssn}`] : []),
        'Details:',
        ...lines,
      ];
  const subject = he ? `קבלה על תרומה מספר ${receipt.receiptNumber}` : `Donation receipt ${receipt.receiptNumber}`;
  const sms = he
    ? `תודה על תרומתך בסך ${amount}. קבלה מספר ${receipt.receiptNumber} מ-${date}.`
    : `Thank you for your donation of ${amount}. Receipt ${receipt.receiptNumber} of ${date}.`;
  const mobile = donor.MobileNumber1 ? (normaliseIsraeliMobile(donor.MobileNumber1) ?? donor.MobileNumber1.trim()) : '';
  const address = donor.EmailAddress1?.trim();
  const template = DONATION_RECEIPT_TEMPLATE;
  return [
    ...(mobile ? [{ businessId: receipt.businessId, channel: 'sms' as const, recipient: mobile, template, body: sms }] : []),
    ...(address
      ? [{ businessId: receipt.businessId, channel: 'email' as const, recipient: address, template, subject, body: email.join('\n') }]
      : []),
  ];
}
