/** Locales with message catalogues (spec 9). */
export const MESSAGE_LOCALES = ['he', 'en', 'ru', 'ar', 'pl'] as const;
export type MessageLocale = (typeof MESSAGE_LOCALES)[number];

/** Locales a visitor may choose with ?lang= (spec 5: a locale must be in the enabled list, else 404). */
export const ENABLED_LOCALES: readonly MessageLocale[] = ['he', 'en'];
export const DEFAULT_LOCALE: MessageLocale = 'he';

const RTL_LOCALES: ReadonlySet<string> = new Set(['he', 'ar']);

export function isMessageLocale(value: string): value is MessageLocale {
  return (MESSAGE_LOCALES as readonly string[]).includes(value);
}

export function isEnabledLocale(value: string, enabled: readonly string[] = ENABLED_LOCALES): value is MessageLocale {
  return isMessageLocale(value) && enabled.includes(value);
}

/** Text direction of a locale: Hebrew and Arabic read right to left. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}
