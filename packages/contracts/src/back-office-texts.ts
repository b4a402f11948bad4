import { DEFAULT_LOCALE, MESSAGE_LOCALES } from '@kupa/domain';
import { z } from 'zod';
import { LangQuerySchema } from './common';

// Languages and text overrides of a business (issue 13, ADR 0017). Staff: GET and PUT
// /api/kupa-live/manage/businesses/{businessId}/settings/texts. Customers: GET /api/businesses/{businessId}/texts,
// the overrides of one language, which the web app lays over its bundled messages.

/**
 * The texts of the customer pages a business may replace: message ids of the web app's catalogues whose text has no
 * placeholders (an override is plain text, shown as it is).
 */
export const PAGE_TEXT_OVERRIDE_KEYS = [
  'seats.screen',
  'customer.field.terms',
  'customer.field.termsShort',
  'confirmation.title',
  'confirmation.titleHold',
  'confirmation.holdNoticeNoTime',
  'confirmation.serviceCharge',
  'confirmation.bookingFee',
] as const;

/**
 * The texts of the SMS and e-mails the server writes for a business's orders that it may set (plain text too): the
 * tickets e-mail's subject (the order number follows it), and a signature line at the end of every e-mail and of
 * every SMS (kept apart because an SMS is paid by its length).
 */
export const MESSAGE_TEXT_OVERRIDE_KEYS = ['email.ticketsSubject', 'email.signature', 'sms.signature'] as const;
export type MessageTextOverrideKey = (typeof MESSAGE_TEXT_OVERRIDE_KEYS)[number];

/** Every text a business may replace: its pages' and its messages'. */
export const TEXT_OVERRIDE_KEYS = [...PAGE_TEXT_OVERRIDE_KEYS, ...MESSAGE_TEXT_OVERRIDE_KEYS] as const;
export type TextOverrideKey = (typeof TEXT_OVERRIDE_KEYS)[number];

export function isTextOverrideKey(value: string): value is TextOverrideKey {
  return (TEXT_OVERRIDE_KEYS as readonly string[]).includes(value);
}

export function isPageTextOverrideKey(value: string): boolean {
  return (PAGE_TEXT_OVERRIDE_KEYS as readonly string[]).includes(value);
}

/** The languages a business offers when it has chosen none: Hebrew and English. */
export const DEFAULT_BUSINESS_LANGUAGES: readonly (typeof MESSAGE_LOCALES)[number][] = ['he', 'en'];
/** The longest override (a paragraph of terms, not a document). */
export const MAX_TEXT_OVERRIDE_LENGTH = 500;
/** The most overrides one business keeps (every allowed key in every language). */
export const MAX_TEXT_OVERRIDES = TEXT_OVERRIDE_KEYS.length * MESSAGE_LOCALES.length;

export const TextOverrideSchema = z.object({
  key: z
    .enum(TEXT_OVERRIDE_KEYS)
    .meta({ description: "The text replaced (one of the customer pages' texts, or of the SMS and e-mails of an order)" }),
  locale: z.enum(MESSAGE_LOCALES),
  text: z
    .string()
    .trim()
    .min(1)
    .max(MAX_TEXT_OVERRIDE_LENGTH)
    .meta({ description: `Plain text (no placeholders), at most ${MAX_TEXT_OVERRIDE_LENGTH} characters` }),
});
export type TextOverride = z.infer<typeof TextOverrideSchema>;

export const BusinessTextsSchema = z
  .object({
    languages: z
      .array(z.enum(MESSAGE_LOCALES))
      .min(1)
      .max(MESSAGE_LOCALES.length)
      .meta({ description: `The languages the customer pages offer for this business; always includes '${DEFAULT_LOCALE}'` }),
    overrides: z.array(TextOverrideSchema).max(MAX_TEXT_OVERRIDES),
  })
  .superRefine((value, ctx) => {
    if (!value.languages.includes(DEFAULT_LOCALE))
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'Hebrew is always offered' });
    if (new Set(value.languages).size !== value.languages.length)
      ctx.addIssue({ code: 'custom', path: ['languages'], message: 'repeated' });
    const seen = new Set<string>();
    value.overrides.forEach((o, i) => {
      const id = `${o.locale}:${o.key}`;
      if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['overrides', i, 'key'], message: 'repeated' });
      seen.add(id);
      if (!value.languages.includes(o.locale)) ctx.addIssue({ code: 'custom', path: ['overrides', i, 'locale'], message: 'not offered' });
    });
  })
  .meta({ id: 'BusinessTexts' });
export type BusinessTexts = z.infer<typeof BusinessTextsSchema>;

export const BusinessTextsResponseSchema = z
  .object({ businessId: z.number().int(), texts: BusinessTextsSchema })
  .meta({ id: 'BusinessTextsResponse' });
export type BusinessTextsResponse = z.infer<typeof BusinessTextsResponseSchema>;

export const BusinessTextsQuerySchema = z.object({ lang: LangQuerySchema });

/** What the customer pages lay over their bundled messages for one business and language. */
export const CustomerTextsResponseSchema = z
  .object({
    businessId: z.number().int(),
    locale: z.enum(MESSAGE_LOCALES),
    languages: z.array(z.enum(MESSAGE_LOCALES)).meta({ description: 'The languages the business offers' }),
    texts: z
      .record(z.string(), z.string())
      .meta({ description: 'Message id → the business’s text, for the customer pages’ allowed ids only' }),
  })
  .meta({ id: 'CustomerTexts' });
export type CustomerTexts = z.infer<typeof CustomerTextsResponseSchema>;
